import { DEALER_BALANCE_ACCOUNT, type AdminDealerListQuery } from '@shop/domain/dealers'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { address } from '../../db/schema/accounts'
import { member, organization, user } from '../../db/schema/auth'
import { dealerBillingProfile, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { dealerStatement } from '../../db/schema/dealer-statements'
import { dealerProfile } from '../../db/schema/dealers'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'

// Queries of the back office's dealers (issue 25 item 8). Balances are ledger sums, never a column (decision 0102).

/** `%typed%` for ILIKE, with `%`, `_` and `\` matching themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A dealer without a profile row yet counts as active, standard. */
const status = sql<string>`coalesce(${dealerProfile.status}, 'active')`
const priceTier = sql<string>`coalesce(${dealerProfile.priceTier}, 'standard')`

function dealerFilters(query: Pick<AdminDealerListQuery, 'q' | 'status' | 'price_tier'>): SQL | undefined {
  return and(
    eq(organization.kind, 'dealer'),
    query.q ? or(ilike(organization.name, likeText(query.q)), ilike(organization.slug, likeText(query.q))) : undefined,
    query.status ? sql`${status} = ${query.status}` : undefined,
    query.price_tier ? sql`${priceTier} = ${query.price_tier}` : undefined,
  )
}

const COLUMNS = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  status,
  priceTier,
  createdAt: organization.createdAt,
}

const SORTS: Record<AdminDealerListQuery['sort'], SQL[]> = {
  name: [asc(sql`lower(${organization.name})`), asc(organization.slug)],
  '-name': [desc(sql`lower(${organization.name})`), asc(organization.slug)],
  slug: [asc(organization.slug)],
  '-slug': [desc(organization.slug)],
  created_at: [asc(organization.createdAt), asc(organization.slug)],
  '-created_at': [desc(organization.createdAt), asc(organization.slug)],
}

export async function countDealers(db: Db, query: AdminDealerListQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(dealerFilters(query))
  return row?.total ?? 0
}

export function findDealers(db: Db, query: AdminDealerListQuery, offset: number, limit: number) {
  return db
    .select(COLUMNS)
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(dealerFilters(query))
    .orderBy(...SORTS[query.sort])
    .offset(offset)
    .limit(limit)
}
export type DealerListRow = Awaited<ReturnType<typeof findDealers>>[number]

/** One dealer with its profile; `forUpdate` locks the organization row for a change in the same transaction. */
export async function findDealer(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      ...COLUMNS,
      hasProfile: sql<boolean>`${dealerProfile.organizationId} is not null`,
      legalName: sql<string>`coalesce(${dealerProfile.legalName}, ${organization.name})`,
      taxId: sql<string>`coalesce(${dealerProfile.taxId}, '')`,
      updatedAt: sql<Date>`coalesce(${dealerProfile.updatedAt}, ${organization.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(and(eq(organization.id, id), eq(organization.kind, 'dealer')))
  const [row] = await (options.forUpdate ? query.for('update', { of: organization }) : query)
  return row
}
export type DealerRow = NonNullable<Awaited<ReturnType<typeof findDealer>>>

/** Members per dealer, in one grouped query. */
export async function memberCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: member.organizationId, total: count() })
    .from(member)
    .where(inArray(member.organizationId, [...ids]))
    .groupBy(member.organizationId)
  return new Map(rows.map((row) => [row.id, row.total]))
}

/** Each dealer's money balance per currency: the sums of its `dealer-balance` accounts' postings, one query. */
export async function balancesOf(db: Db, ids: readonly string[] | 'all') {
  return db
    .select({
      dealerId: ledgerAccount.ownerId,
      currency: ledgerAccount.unit,
      balance: sql<bigint>`coalesce(sum(${ledgerEntry.amount}), 0)`.mapWith(BigInt),
    })
    .from(ledgerAccount)
    .leftJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .where(
      and(
        eq(ledgerAccount.ownerKind, 'organization'),
        eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
        ids === 'all' ? undefined : inArray(ledgerAccount.ownerId, ids.length ? [...ids] : ['']),
      ),
    )
    .groupBy(ledgerAccount.ownerId, ledgerAccount.unit)
}

/** Each dealer's credit limits per currency. */
export async function limitsOf(db: Db, ids: readonly string[] | 'all') {
  return db
    .select({
      dealerId: dealerCreditLimit.organizationId,
      currency: dealerCreditLimit.currency,
      limit: dealerCreditLimit.limitMinor,
    })
    .from(dealerCreditLimit)
    .where(ids === 'all' ? undefined : inArray(dealerCreditLimit.organizationId, ids.length ? [...ids] : ['']))
}

/**
 * Since when each dealer account that owes has owed without a break: its first posting after the last one that left
 * its running balance at zero or more (one query over the dealer accounts' postings).
 */
export async function owingSince(db: Db): Promise<Map<string, Date>> {
  type Row = { owner_id: string; unit: string; since: string | Date | null }
  // Both drivers answer `{ rows }`.
  const { rows } = (await db.execute(sql`
    with running as (
      select a.owner_id, a.unit, t.created_at,
             sum(e.amount) over (partition by a.id order by t.created_at, e.id) as balance
      from ${ledgerEntry} e
      join ${ledgerAccount} a on a.id = e.account_id
      join ${ledgerTransaction} t on t.id = e.transaction_id
      where a.owner_kind = 'organization' and a.kind = ${DEALER_BALANCE_ACCOUNT}
    ), last_clear as (
      select owner_id, unit, max(created_at) filter (where balance >= 0) as cleared_at from running group by owner_id, unit
    )
    select r.owner_id, r.unit, min(r.created_at) as since
    from running r join last_clear c using (owner_id, unit)
    where c.cleared_at is null or r.created_at > c.cleared_at
    group by r.owner_id, r.unit
  `)) as unknown as { rows: Row[] }
  return new Map(
    rows.filter((row) => row.since !== null).map((row) => [`${row.owner_id} ${row.unit}`, new Date(row.since!)]),
  )
}

export type OverdueRow = {
  dealerId: string
  name: string
  slug: string
  currency: string
  /** What is still owed of the overdue statements (minor units, > 0). */
  amount: bigint
  /** The oldest overdue statement still not paid off: its number and due date. */
  number: string
  dueDate: string
  daysOverdue: number
  statements: number
}

/**
 * Decision 0107's overdue statements: an issued statement whose due date is before `today` and whose closing
 * balance was owed (below zero) is overdue by what the dealer has not paid since — its debt less every credit to
 * the account after the period's end, never below zero. Closings are running balances, so per dealer and currency
 * the largest of these is what is overdue, and the oldest statement still owing says for how long.
 */
export async function overdueStatements(db: Db, today: string): Promise<OverdueRow[]> {
  type Row = {
    organization_id: string
    name: string
    slug: string
    currency: string
    amount: string
    number: string
    due_date: string | Date
    days_overdue: number | string
    statements: number | string
  }
  const { rows } = (await db.execute(sql`
    with owing as (
      select s.id, s.organization_id, s.currency, s.number, s.due_date,
             -s.closing_minor - coalesce((
               select sum(e.amount)
               from ${ledgerEntry} e
               join ${ledgerAccount} a on a.id = e.account_id
               join ${ledgerTransaction} t on t.id = e.transaction_id
               where a.owner_kind = 'organization' and a.owner_id = s.organization_id
                 and a.kind = ${DEALER_BALANCE_ACCOUNT} and a.unit = s.currency and e.amount > 0
                 and t.created_at >= (s.period_end::timestamp at time zone 'UTC')
             ), 0) as outstanding
      from ${dealerStatement} s
      where s.closing_minor < 0 and s.due_date < ${today}::date
    ), overdue as (
      select *, row_number() over (partition by organization_id, currency order by due_date) as age
      from owing where outstanding > 0
    )
    select o.organization_id, org.name, org.slug, o.currency,
           (select max(outstanding) from overdue m
             where m.organization_id = o.organization_id and m.currency = o.currency)::text as amount,
           o.number, o.due_date::text as due_date, (${today}::date - o.due_date) as days_overdue,
           (select count(*) from overdue c
             where c.organization_id = o.organization_id and c.currency = o.currency) as statements
    from overdue o
    join ${organization} org on org.id = o.organization_id
    where o.age = 1
    order by o.due_date, org.name, o.currency
  `)) as unknown as { rows: Row[] }
  return rows.map((row) => ({
    dealerId: row.organization_id,
    name: row.name,
    slug: row.slug,
    currency: row.currency,
    amount: BigInt(row.amount),
    number: row.number,
    dueDate: String(row.due_date).slice(0, 10),
    daysOverdue: Number(row.days_overdue),
    statements: Number(row.statements),
  }))
}

/** Dealers per standing. */
export async function statusCounts(db: Db) {
  return db
    .select({ status, total: count() })
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(eq(organization.kind, 'dealer'))
    .groupBy(status)
}

/** Names and slugs of dealers by id. */
export async function dealerNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: organization.id, name: organization.name, slug: organization.slug })
    .from(organization)
    .where(inArray(organization.id, [...ids]))
}

export async function membersOf(db: Db, id: string) {
  return db
    .select({
      userId: member.userId,
      name: user.name,
      email: user.email,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, id))
    .orderBy(sql`case ${member.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, asc(user.name))
}

export async function billingAddressOf(db: Db, id: string) {
  const [row] = await db
    .select({
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
    })
    .from(dealerBillingProfile)
    .innerJoin(address, eq(address.id, dealerBillingProfile.billingAddressId))
    .where(eq(dealerBillingProfile.organizationId, id))
  return row
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
  return row
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug))
  return Boolean(row)
}

export type BillingAddressValues = Omit<typeof address.$inferInsert, 'id' | 'userId'>

export async function insertDealer(
  tx: Db,
  values: {
    id: string
    name: string
    slug: string
    legalName: string
    taxId: string
    priceTier: string
    ownerUserId: string
    memberId: string
    at: Date
  },
) {
  await tx
    .insert(organization)
    .values({ id: values.id, name: values.name, slug: values.slug, kind: 'dealer', createdAt: values.at })
  await tx.insert(dealerProfile).values({
    organizationId: values.id,
    legalName: values.legalName,
    taxId: values.taxId,
    priceTier: values.priceTier,
    approvedAt: values.at,
    createdAt: values.at,
    updatedAt: values.at,
  })
  await tx.insert(member).values({
    id: values.memberId,
    organizationId: values.id,
    userId: values.ownerUserId,
    role: 'owner',
    createdAt: values.at,
  })
}

/** A profile for a dealer that has none yet (made before profiles existed), so that it can be changed. */
export async function ensureProfile(tx: Db, id: string, legalName: string, at: Date) {
  await tx
    .insert(dealerProfile)
    .values({ organizationId: id, legalName, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
}

export async function updateDealer(
  tx: Db,
  id: string,
  values: { name?: string; legalName?: string; taxId?: string; priceTier?: string; status?: string; at: Date },
) {
  if (values.name !== undefined) await tx.update(organization).set({ name: values.name }).where(eq(organization.id, id))
  await tx
    .update(dealerProfile)
    .set({
      legalName: values.legalName,
      taxId: values.taxId,
      priceTier: values.priceTier,
      status: values.status,
      updatedAt: values.at,
    })
    .where(eq(dealerProfile.organizationId, id))
}

/** Sets the named limits: 0 removes the currency's limit. */
export async function setCreditLimits(
  tx: Db,
  id: string,
  limits: readonly { currency: string; amount_minor: number }[],
) {
  for (const limit of limits) {
    if (limit.amount_minor === 0) {
      await tx
        .delete(dealerCreditLimit)
        .where(and(eq(dealerCreditLimit.organizationId, id), eq(dealerCreditLimit.currency, limit.currency)))
      continue
    }
    await tx
      .insert(dealerCreditLimit)
      .values({ organizationId: id, currency: limit.currency, limitMinor: BigInt(limit.amount_minor) })
      .onConflictDoUpdate({
        target: [dealerCreditLimit.organizationId, dealerCreditLimit.currency],
        set: { limitMinor: BigInt(limit.amount_minor) },
      })
  }
}

/**
 * Replaces the dealer's billing address: a new read-only address row (an address a purchase was billed to is never
 * edited) owned by the dealer's owner, named by its billing profile.
 */
export async function setBillingAddress(
  tx: Db,
  id: string,
  ownerUserId: string,
  values: BillingAddressValues,
  at: Date,
) {
  const [row] = await tx
    .insert(address)
    .values({ ...values, userId: ownerUserId, readonly: true, createdAt: at, updatedAt: at })
    .returning({ id: address.id })
  await tx
    .insert(dealerBillingProfile)
    .values({ organizationId: id, billingAddressId: row!.id, updatedAt: at })
    .onConflictDoUpdate({
      target: dealerBillingProfile.organizationId,
      set: { billingAddressId: row!.id, updatedAt: at },
    })
}

export async function ownerOf(db: Db, id: string) {
  const [row] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, id), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1)
  return row?.userId
}
