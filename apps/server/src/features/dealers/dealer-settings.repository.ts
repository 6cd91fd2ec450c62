import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { address } from '../../db/schema/accounts'
import { organization } from '../../db/schema/auth'
import { dealerBillingProfile } from '../../db/schema/catalog-purchases'
import { catalogTool } from '../../db/schema/catalog'
import { dealerProfile, dealerSpecialization, dealerSpecializationOf, dealerTool } from '../../db/schema/dealers'

// Queries of a dealer's settings (issue 25): its profile, billing address, tools and specializations. Explicit
// columns only; the service decides who may and what changes.

const profileColumns = {
  legalName: dealerProfile.legalName,
  taxId: dealerProfile.taxId,
  email: dealerProfile.email,
  phone: dealerProfile.phone,
  website: dealerProfile.website,
  line1: dealerProfile.line1,
  line2: dealerProfile.line2,
  city: dealerProfile.city,
  state: dealerProfile.state,
  postalCode: dealerProfile.postalCode,
  countryCode: dealerProfile.countryCode,
  latitude: dealerProfile.latitude,
  longitude: dealerProfile.longitude,
  brandPrimaryColor: dealerProfile.brandPrimaryColor,
  brandAccentColor: dealerProfile.brandAccentColor,
  logoFileId: dealerProfile.logoFileId,
  updatedAt: dealerProfile.updatedAt,
}
export type DealerProfileRow = typeof dealerProfile.$inferSelect

/** The dealer's profile, locked for the caller's transaction when `forUpdate`. */
export async function findProfile(db: Db, dealerId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(profileColumns).from(dealerProfile).where(eq(dealerProfile.organizationId, dealerId))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row ?? null
}
export type DealerProfile = NonNullable<Awaited<ReturnType<typeof findProfile>>>

/** A dealer without a profile yet (created before profiles existed) gets one named after it. */
export async function ensureProfile(db: Db, dealerId: string, legalName: string, at: Date) {
  await db
    .insert(dealerProfile)
    .values({ organizationId: dealerId, legalName, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
}

export async function updateProfile(
  db: Db,
  dealerId: string,
  values: Partial<Omit<DealerProfileRow, 'organizationId' | 'createdAt'>>,
) {
  await db.update(dealerProfile).set(values).where(eq(dealerProfile.organizationId, dealerId))
}

const addressColumns = {
  id: address.id,
  countryCode: address.countryCode,
  fullName: address.fullName,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  email: address.email,
  phone: address.phone,
  readonly: address.readonly,
}
export type AddressRow = typeof address.$inferSelect

/** The address the dealer is billed at (decision 0045), or null. */
export async function findBillingAddress(db: Db, dealerId: string) {
  const [row] = await db
    .select(addressColumns)
    .from(dealerBillingProfile)
    .innerJoin(address, eq(address.id, dealerBillingProfile.billingAddressId))
    .where(eq(dealerBillingProfile.organizationId, dealerId))
  return row ?? null
}
export type BillingAddressRow = NonNullable<Awaited<ReturnType<typeof findBillingAddress>>>

/** A new billing address, read-only from birth: "fixed by a dealer's billing setup". */
export async function insertBillingAddress(
  db: Db,
  dealerId: string,
  values: Omit<typeof address.$inferInsert, 'id' | 'readonly'>,
  at: Date,
) {
  const [row] = await db
    .insert(address)
    .values({ ...values, readonly: true, createdAt: at, updatedAt: at })
    .returning({ id: address.id })
  await db
    .insert(dealerBillingProfile)
    .values({ organizationId: dealerId, billingAddressId: row!.id, updatedAt: at })
    .onConflictDoUpdate({
      target: dealerBillingProfile.organizationId,
      set: { billingAddressId: row!.id, updatedAt: at },
    })
  return row!.id
}

export async function clearBillingAddress(db: Db, dealerId: string, at: Date) {
  await db
    .update(dealerBillingProfile)
    .set({ billingAddressId: null, updatedAt: at })
    .where(eq(dealerBillingProfile.organizationId, dealerId))
}

/** Every tool a dealer may own, with the dealer's install fee where it owns it. */
export async function listOwnableTools(db: Db, dealerId: string) {
  return db
    .select({
      id: catalogTool.id,
      name: catalogTool.name,
      installFeeMinor: dealerTool.installFeeMinor,
      currency: dealerTool.currency,
    })
    .from(catalogTool)
    .leftJoin(dealerTool, and(eq(dealerTool.toolId, catalogTool.id), eq(dealerTool.organizationId, dealerId)))
    .where(eq(catalogTool.isDealerOwnable, true))
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

/** The ids among `ids` of tools a dealer may own. */
export async function ownableToolIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: catalogTool.id })
    .from(catalogTool)
    .where(and(inArray(catalogTool.id, [...ids]), eq(catalogTool.isDealerOwnable, true)))
  return new Set(rows.map((row) => row.id))
}

/** Replaces the dealer's tools with `tools` (SPEC §3 sync: the whole list). */
export async function replaceTools(
  db: Db,
  dealerId: string,
  tools: readonly { toolId: number; installFeeMinor: bigint }[],
  currency: string,
) {
  await db.delete(dealerTool).where(eq(dealerTool.organizationId, dealerId))
  if (tools.length === 0) return
  await db.insert(dealerTool).values(tools.map((tool) => ({ organizationId: dealerId, currency, ...tool })))
}

export async function listSpecializations(db: Db) {
  return db
    .select({ id: dealerSpecialization.id, slug: dealerSpecialization.slug, name: dealerSpecialization.name })
    .from(dealerSpecialization)
    .orderBy(asc(dealerSpecialization.position), asc(dealerSpecialization.id))
}

export async function specializationIdsOf(db: Db, dealerId: string): Promise<Set<number>> {
  const rows = await db
    .select({ id: dealerSpecializationOf.specializationId })
    .from(dealerSpecializationOf)
    .where(eq(dealerSpecializationOf.organizationId, dealerId))
  return new Set(rows.map((row) => row.id))
}

export async function replaceSpecializations(db: Db, dealerId: string, ids: readonly number[]) {
  await db.delete(dealerSpecializationOf).where(eq(dealerSpecializationOf.organizationId, dealerId))
  if (ids.length === 0) return
  await db
    .insert(dealerSpecializationOf)
    .values(ids.map((specializationId) => ({ organizationId: dealerId, specializationId })))
}

/** Bumps the profile's time of change (the settings' Last-Modified) without changing anything else. */
export async function touchProfile(db: Db, dealerId: string, at: Date) {
  await db.update(dealerProfile).set({ updatedAt: at }).where(eq(dealerProfile.organizationId, dealerId))
}

/** The organization's name (the branding's heading). */
export async function organizationName(db: Db, dealerId: string) {
  const [row] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, dealerId))
  return row?.name ?? ''
}
