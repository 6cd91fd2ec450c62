import { and, desc, eq } from 'drizzle-orm'
import type { AddressInput, OrganizationKind } from '@shop/domain/accounts'
import type { Db } from '../../db/client'
import { address } from '../../db/schema/accounts'
import { organization, user } from '../../db/schema/auth'

const addressColumns = {
  id: address.id,
  userId: address.userId,
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
  updatedAt: address.updatedAt,
}
export type AddressRow = { [K in keyof typeof addressColumns]: (typeof addressColumns)[K]['_']['data'] }

export async function updateUserProfile(
  db: Db,
  userId: string,
  patch: { name: string; preferredDisplayCurrency: string | null; updatedAt: Date },
) {
  await db.update(user).set(patch).where(eq(user.id, userId))
}

export function listAddressesOf(db: Db, userId: string) {
  return db.select(addressColumns).from(address).where(eq(address.userId, userId)).orderBy(desc(address.id))
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select(addressColumns).from(address).where(eq(address.id, id))
  return row
}

const toColumns = (input: Partial<AddressInput>) => ({
  countryCode: input.country_code,
  fullName: input.full_name,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  email: input.email,
  phone: input.phone,
})

export async function insertAddress(db: Db, userId: string, input: AddressInput, now: Date): Promise<AddressRow> {
  const [row] = await db
    .insert(address)
    .values({
      ...toColumns(input),
      countryCode: input.country_code,
      fullName: input.full_name,
      line1: input.line1,
      city: input.city,
      userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(addressColumns)
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function updateAddressRow(
  db: Db,
  id: number,
  input: Partial<AddressInput>,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .update(address)
    .set({ ...toColumns(input), updatedAt: now })
    .where(eq(address.id, id))
    .returning(addressColumns)
  if (!row) throw new Error('update returned no row')
  return row
}

export async function deleteAddressRow(db: Db, id: number) {
  await db.delete(address).where(eq(address.id, id))
}

export async function findOrganizationId(db: Db, kind: OrganizationKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(eq(organization.kind, kind), eq(organization.slug, slug)))
  return row?.id ?? null
}
