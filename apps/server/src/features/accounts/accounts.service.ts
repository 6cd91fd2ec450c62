import {
  isAdmin,
  isStaff,
  type Actor,
  type Address,
  type AddressInput,
  type OrganizationKind,
  type ProfileUpdate,
  type User,
} from '@shop/domain/accounts'
import type { SiteConfig } from '@shop/domain/site'
import { findUserWithStamp, type UserWithStamp } from '../../auth/session-user'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { forbidden, notFound, unauthorized, validationFailed } from '../../http/app-error'
import {
  deleteAddressRow,
  findAddress,
  findOrganizationId,
  insertAddress,
  listAddressesOf,
  updateAddressRow,
  updateUserProfile,
  type AddressRow,
} from './accounts.repository'

export async function loadUser(db: Db, userId: string): Promise<UserWithStamp> {
  const loaded = await findUserWithStamp(db, userId)
  if (!loaded) throw unauthorized()
  return loaded
}

/** Own profile: the display currency must be one the store sells in (SPEC §5). */
export async function updateProfile(
  db: Db,
  siteConfig: SiteConfig,
  userId: string,
  input: ProfileUpdate,
  now: Date,
): Promise<User> {
  if (input.preferred_display_currency && !siteConfig.currencies.includes(input.preferred_display_currency)) {
    throw validationFailed({
      preferred_display_currency: [`Display currency must be one of ${siteConfig.currencies.join(', ')}`],
    })
  }
  await updateUserProfile(db, userId, {
    name: input.name,
    preferredDisplayCurrency: input.preferred_display_currency,
    updatedAt: now,
  })
  return (await loadUser(db, userId)).user
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    country_code: row.countryCode,
    full_name: row.fullName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    email: row.email,
    phone: row.phone,
    readonly: row.readonly,
  }
}

export async function listAddresses(db: Db, actor: Actor): Promise<Address[]> {
  return (await listAddressesOf(db, actor.id)).map(toAddress)
}

export function createAddress(db: Db, actor: Actor, input: AddressInput, now: Date): Promise<AddressRow> {
  return insertAddress(db, actor.id, input, now)
}

/** Someone else's address is not found (PERMISSIONS.md: existence is not revealed); admins see all. */
export async function findOwnedAddress(db: Db, actor: Actor, id: number): Promise<AddressRow> {
  const row = await findAddress(db, id)
  if (!row || (row.userId !== actor.id && !isAdmin(actor))) throw notFound('This address')
  return row
}

export async function changeAddress(db: Db, row: AddressRow, input: Partial<AddressInput>, now: Date) {
  if (row.readonly) throw forbidden()
  return updateAddressRow(db, row.id, input, now)
}

export async function removeAddress(db: Db, row: AddressRow) {
  if (row.readonly) throw forbidden()
  await deleteAddressRow(db, row.id)
}

/**
 * The dealer, tuner or affiliate account named by `slug`, as `actor` may know it: through a membership, or any
 * of them for staff (who read every one). Null when it does not exist or is not the actor's to see.
 */
export async function visibleOrganizationId(
  db: Db,
  actor: Actor,
  kind: OrganizationKind,
  slug: string,
): Promise<string | null> {
  const membership = actor.memberships.find((m) => m.kind === kind && m.slug === slug)
  if (membership) return membership.organizationId
  return isStaff(actor) ? findOrganizationId(db, kind, slug) : null
}

// ---- one function per operation (decision 0075): the handlers parse and answer

/**
 * Changes the caller's profile unless it changed since they read it (`assertUnchanged`, a 412). The preferred
 * currency and the name are part of the remembered session (decision 0020), so the user's sessions are forgotten.
 */
export async function updateMe(
  deps: Pick<AppDeps, 'db' | 'siteConfig' | 'clock' | 'globalState'>,
  actor: Actor,
  input: Parameters<typeof updateProfile>[3],
  assertUnchanged: (updatedAt: Date) => void,
) {
  const current = await loadUser(deps.db, actor.id)
  assertUnchanged(current.updatedAt)
  const now = deps.clock()
  const user = await updateProfile(deps.db, deps.siteConfig, actor.id, input, now)
  await deps.globalState.forgetUser(actor.id)
  return { user, updatedAt: now }
}

/** Changes one of the caller's addresses (an admin: anyone's) unless it changed since they read it. */
export async function updateAddress(
  db: Db,
  actor: Actor,
  id: number,
  input: Partial<AddressInput>,
  now: Date,
  assertUnchanged: (updatedAt: Date) => void,
) {
  const row = await findOwnedAddress(db, actor, id)
  assertUnchanged(row.updatedAt)
  return changeAddress(db, row, input, now)
}

/** Deletes one of the caller's addresses (an admin: anyone's) unless it changed since they read it. */
export async function deleteAddress(db: Db, actor: Actor, id: number, assertUnchanged: (updatedAt: Date) => void) {
  const row = await findOwnedAddress(db, actor, id)
  assertUnchanged(row.updatedAt)
  await removeAddress(db, row)
}
