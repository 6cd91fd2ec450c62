import type { AdminSignatureAuthorityListQuery } from '@shop/domain/dealers'
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { member, organization, user } from '../../db/schema/auth'
import { dealerCreditLimitRequest, signatureAuthority } from '../../db/schema/signature-authority'
import { storedFile } from '../../db/schema/stored-files'

// Queries of SPEC §3 signature authority and the credit-limit requests signed with it (issue 25 item 7).

const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const COLUMNS = {
  id: signatureAuthority.id,
  dealerId: signatureAuthority.organizationId,
  dealerSlug: organization.slug,
  dealerName: organization.name,
  userId: signatureAuthority.userId,
  userName: user.name,
  userEmail: user.email,
  legalName: signatureAuthority.legalName,
  createdAt: signatureAuthority.createdAt,
  revokedAt: signatureAuthority.revokedAt,
}

const base = (db: Db) =>
  db
    .select(COLUMNS)
    .from(signatureAuthority)
    .innerJoin(organization, eq(organization.id, signatureAuthority.organizationId))
    .innerJoin(user, eq(user.id, signatureAuthority.userId))

/** A dealer's signatories, the active first, newest first. */
export function authoritiesOf(db: Db, dealerId: string) {
  return base(db)
    .where(eq(signatureAuthority.organizationId, dealerId))
    .orderBy(sql`${signatureAuthority.revokedAt} is not null`, desc(signatureAuthority.createdAt))
}
export type AuthorityRow = Awaited<ReturnType<typeof authoritiesOf>>[number]

export async function findAuthority(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = base(db).where(eq(signatureAuthority.id, id))
  const [row] = await (options.forUpdate ? query.for('update', { of: signatureAuthority }) : query)
  return row
}

/** The active authority of `userId` for `dealerId`, if any. */
export async function activeAuthority(db: Db, dealerId: string, userId: string) {
  const [row] = await base(db).where(
    and(
      eq(signatureAuthority.organizationId, dealerId),
      eq(signatureAuthority.userId, userId),
      isNull(signatureAuthority.revokedAt),
    ),
  )
  return row
}

export async function countActive(db: Db, dealerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(signatureAuthority)
    .where(and(eq(signatureAuthority.organizationId, dealerId), isNull(signatureAuthority.revokedAt)))
  return row?.total ?? 0
}

function adminFilters(query: AdminSignatureAuthorityListQuery): SQL | undefined {
  const like = query.q ? likeText(query.q) : null
  return and(
    like
      ? or(
          ilike(organization.name, like),
          ilike(organization.slug, like),
          ilike(user.name, like),
          ilike(user.email, like),
          ilike(signatureAuthority.legalName, like),
        )
      : undefined,
    query.status === 'active' ? isNull(signatureAuthority.revokedAt) : undefined,
    query.status === 'revoked' ? isNotNull(signatureAuthority.revokedAt) : undefined,
  )
}

export async function countAll(db: Db, query: AdminSignatureAuthorityListQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(signatureAuthority)
    .innerJoin(organization, eq(organization.id, signatureAuthority.organizationId))
    .innerJoin(user, eq(user.id, signatureAuthority.userId))
    .where(adminFilters(query))
  return row?.total ?? 0
}

export function findAll(db: Db, query: AdminSignatureAuthorityListQuery, offset: number, limit: number) {
  return base(db)
    .where(adminFilters(query))
    .orderBy(sql`lower(${organization.name})`, desc(signatureAuthority.createdAt), desc(signatureAuthority.id))
    .offset(offset)
    .limit(limit)
}

/** The dealer's members, by name. */
export function membersOf(db: Db, dealerId: string) {
  return db
    .select({ userId: member.userId, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, dealerId))
    .orderBy(user.name)
}

/** The member's role in the dealer, or undefined when they are not one. */
export async function membershipRole(db: Db, dealerId: string, userId: string) {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, dealerId), eq(member.userId, userId)))
  return row?.role
}

export async function insertStoredFile(db: Db, values: typeof storedFile.$inferInsert) {
  const [row] = await db.insert(storedFile).values(values).returning({ id: storedFile.id })
  return row!.id
}

export async function insertAuthority(db: Db, values: typeof signatureAuthority.$inferInsert) {
  const [row] = await db.insert(signatureAuthority).values(values).returning({ id: signatureAuthority.id })
  return row!.id
}

export async function revokeAuthority(db: Db, id: number, byUserId: string, at: Date) {
  await db
    .update(signatureAuthority)
    .set({ revokedAt: at, revokedByUserId: byUserId })
    .where(and(eq(signatureAuthority.id, id), isNull(signatureAuthority.revokedAt)))
}

/** Where the signature image of an authority is kept. */
export async function signatureFileOf(db: Db, id: number) {
  const [row] = await db
    .select({ storageKey: storedFile.storageKey, contentType: storedFile.contentType, size: storedFile.size })
    .from(signatureAuthority)
    .innerJoin(storedFile, eq(storedFile.id, signatureAuthority.signatureFileId))
    .where(eq(signatureAuthority.id, id))
  return row
}

export async function insertCreditLimitRequest(db: Db, values: typeof dealerCreditLimitRequest.$inferInsert) {
  const [row] = await db.insert(dealerCreditLimitRequest).values(values).returning({ id: dealerCreditLimitRequest.id })
  return row!.id
}

/** A dealer's credit-limit requests, newest first. */
export function creditLimitRequestsOf(db: Db, dealerId: string, limit = 20) {
  return db
    .select({
      id: dealerCreditLimitRequest.id,
      dealerId: dealerCreditLimitRequest.organizationId,
      currency: dealerCreditLimitRequest.currency,
      amountMinor: dealerCreditLimitRequest.amountMinor,
      currentLimitMinor: dealerCreditLimitRequest.currentLimitMinor,
      reason: dealerCreditLimitRequest.reason,
      requestedByName: user.name,
      requestedByEmail: user.email,
      signedAs: signatureAuthority.legalName,
      createdAt: dealerCreditLimitRequest.createdAt,
    })
    .from(dealerCreditLimitRequest)
    .innerJoin(user, eq(user.id, dealerCreditLimitRequest.requestedByUserId))
    .innerJoin(signatureAuthority, eq(signatureAuthority.id, dealerCreditLimitRequest.signatureAuthorityId))
    .where(eq(dealerCreditLimitRequest.organizationId, dealerId))
    .orderBy(desc(dealerCreditLimitRequest.createdAt), desc(dealerCreditLimitRequest.id))
    .limit(limit)
}
export type CreditLimitRequestRow = Awaited<ReturnType<typeof creditLimitRequestsOf>>[number]
