import type { AdminOrderKind, AdminOrderListQuery } from '@shop/domain/admin-orders'
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias, unionAll } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { prepared } from '../../db/prepared'
import { organization, user } from '../../db/schema/auth'
import { catalogPurchase } from '../../db/schema/catalog-purchases'
import { checkoutOrder, checkoutOrderLine, orderRefund, paymentAttempt } from '../../db/schema/checkout'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { outboxMail } from '../../db/schema/mail'
import { rescueSession } from '../../db/schema/rescue-sessions'
import { tuneRequest, tuneRequestPipeline } from '../../db/schema/tune-requests'

// Every order kind as one list (decision 0088): each branch reads its own table and says, in SQL, which payment
// state and fulfilment its status means, so that filters, sort and paging run in the database over all of them.

const text = (value: SQL) => sql<string>`${value}::text`
const nullText = () => sql<string | null>`null::text`
const minor = (value: SQL) => sql<string | null>`${value}::bigint`

/** The buyer's account and the dealer joined into a branch, as the union's columns. */
const accountAndDealer = () => ({
  customerEmail: sql<string | null>`${user.email}`.as('customer_email'),
  customerName: sql<string | null>`${user.name}`.as('customer_name'),
  dealerName: sql<string | null>`${organization.name}`.as('dealer_name'),
})

function storeOrders(db: Db) {
  const o = checkoutOrder
  return db
    .select({
      kind: text(sql`'store'`).as('kind'),
      orderId: sql<number>`${o.id}`.as('order_id'),
      createdAt: sql<Date>`${o.createdAt}`.as('created_at'),
      customerEmail: sql<string | null>`${o.email}`.as('customer_email'),
      customerName: sql<string | null>`${user.name}`.as('customer_name'),
      dealerName: nullText().as('dealer_name'),
      currency: sql<string | null>`${o.currency}`.as('currency'),
      totalMinor: minor(sql`${o.totalMinor}`).as('total_minor'),
      // Paid, with some of it given back (decision 0092): a refund made, the order not wholly refunded.
      paymentState: text(sql`case ${o.status} when 'pending' then 'awaiting-payment' when 'cancelled' then 'cancelled'
        when 'refunded' then 'refunded' else (case when exists (select 1 from ${orderRefund} r
          where r.order_id = ${o.id} and r.status = 'refunded') then 'partly-refunded' else 'paid' end) end`).as(
        'payment_state',
      ),
      fulfilment:
        text(sql`case when ${o.status} = 'shipped' then 'shipped' when ${o.status} = 'delivered' then 'delivered'
        when ${o.status} in ('cancelled', 'refunded') then 'closed'
        when ${o.status} = 'paid' and ${o.shippingAddress} is null then 'digital' else 'not-started' end`).as(
          'fulfilment',
        ),
    })
    .from(o)
    .leftJoin(user, eq(user.id, o.userId))
}

function catalogPurchases(db: Db) {
  const p = catalogPurchase
  return db
    .select({
      kind: text(sql`'catalog'`).as('kind'),
      orderId: sql<number>`${p.id}`.as('order_id'),
      createdAt: sql<Date>`${p.createdAt}`.as('created_at'),
      ...accountAndDealer(),
      currency: sql<string | null>`${p.currency}`.as('currency'),
      totalMinor: minor(sql`${p.totalMinor}`).as('total_minor'),
      paymentState: text(sql`case ${p.status} when 'paying' then 'paying' when 'paid' then 'paid'
        when 'billed' then 'billed' when 'ticket' then 'with-support' else 'awaiting-payment' end`).as('payment_state'),
      fulfilment: text(sql`case when ${p.status} in ('paid', 'billed') then 'digital'
        when ${p.status} = 'ticket' then 'in-progress' else 'not-started' end`).as('fulfilment'),
    })
    .from(p)
    .innerJoin(user, eq(user.id, p.userId))
    .leftJoin(organization, eq(organization.id, p.dealerOrgId))
}

/** Tune requests become orders once priced (or settled without a price: free, raw, billed). */
function tuneRequests(db: Db) {
  const r = tuneRequest
  const p = tuneRequestPipeline
  return db
    .select({
      kind: text(sql`'tune-request'`).as('kind'),
      orderId: sql<number>`${r.id}`.as('order_id'),
      createdAt: sql<Date>`${r.createdAt}`.as('created_at'),
      ...accountAndDealer(),
      currency: sql<string | null>`coalesce(${p.paidCurrency}, ${p.estimate}->>'currency')`.as('currency'),
      totalMinor: minor(sql`coalesce(${p.paidAmountMinor}, (${p.estimate}->>'total_minor')::bigint)`).as('total_minor'),
      // A raw request is worked from the file as sent, with nothing charged: shown as no charge.
      paymentState: text(sql`case when ${p.funding} = 'paid' then 'paid' when ${p.funding} = 'pay-later' then 'billed'
        when ${p.funding} in ('free', 'raw') then 'free' when ${r.status} = 'cancelled' then 'cancelled'
        when ${r.status} in ('help', 'support') then 'with-support' else 'awaiting-payment' end`).as('payment_state'),
      fulfilment:
        text(sql`case when ${r.status} = 'delivered' then 'delivered' when ${r.status} = 'cancelled' then 'closed'
        when ${p.funding} is not null then 'in-progress' else 'not-started' end`).as('fulfilment'),
    })
    .from(r)
    .innerJoin(p, eq(p.tuneRequestId, r.id))
    .innerJoin(user, eq(user.id, r.ownerUserId))
    .leftJoin(organization, eq(organization.id, sql`coalesce(${p.billedDealerOrgId}, ${r.dealerOrgId})`))
    .where(or(isNotNull(p.estimate), isNotNull(p.funding)))
}

/** Rescue sessions become orders once staff estimate them or settle them (free, paid, billed). */
function rescues(db: Db) {
  const s = rescueSession
  return db
    .select({
      kind: text(sql`'rescue'`).as('kind'),
      orderId: sql<number>`${s.id}`.as('order_id'),
      createdAt: sql<Date>`${s.createdAt}`.as('created_at'),
      ...accountAndDealer(),
      currency: sql<string | null>`${s.currency}`.as('currency'),
      totalMinor: minor(sql`${s.estimateMinor}`).as('total_minor'),
      paymentState: text(sql`case ${s.status} when 'paid' then 'paid' when 'pay-later' then 'billed'
        when 'free' then 'free' when 'closed' then (case when ${s.chargeId} is null then 'cancelled' else 'paid' end)
        else 'awaiting-payment' end`).as('payment_state'),
      fulfilment: text(sql`case when ${s.status} in ('paid', 'pay-later', 'free') then 'in-progress'
        when ${s.status} = 'closed' then 'closed' else 'not-started' end`).as('fulfilment'),
    })
    .from(s)
    .innerJoin(user, eq(user.id, s.ownerUserId))
    .leftJoin(organization, eq(organization.id, s.dealerOrgId))
    .where(or(ne(s.status, 'open'), isNotNull(s.estimateMinor)))
}

const allOrders = (db: Db) =>
  unionAll(storeOrders(db), catalogPurchases(db), tuneRequests(db), rescues(db)).as('all_orders')
type AllOrders = ReturnType<typeof allOrders>

/** `%`, `_` and `\` typed into the search are looked for as themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filters a list query has, in a fixed order: each present one is a placeholder of the prepared variant. */
const FILTERS = ['kind', 'payment', 'currency', 'from', 'to', 'customer'] as const
type Filter = (typeof FILTERS)[number]

const present = (query: AdminOrderListQuery): Filter[] => FILTERS.filter((filter) => query[filter] !== undefined)

/** The values of a query's placeholders: the day bounds as instants, the customer as a LIKE pattern. */
function filterValues(query: AdminOrderListQuery): Record<string, string> {
  const values: Record<string, string> = {}
  if (query.kind) values.kind = query.kind
  if (query.payment) values.payment = query.payment
  if (query.currency) values.currency = query.currency
  if (query.from) values.from = `${query.from}T00:00:00Z`
  if (query.to) values.to = `${query.to}T00:00:00Z`
  if (query.customer) values.customer = likeText(query.customer)
  return values
}

function whereOf(o: AllOrders, filters: readonly Filter[]): SQL | undefined {
  const has = (filter: Filter) => filters.includes(filter)
  return and(
    has('kind') ? eq(o.kind, sql.placeholder('kind')) : undefined,
    has('payment') ? eq(o.paymentState, sql.placeholder('payment')) : undefined,
    has('currency') ? eq(o.currency, sql.placeholder('currency')) : undefined,
    has('from') ? gte(o.createdAt, sql`${sql.placeholder('from')}::timestamptz`) : undefined,
    has('to') ? lt(o.createdAt, sql`${sql.placeholder('to')}::timestamptz + interval '1 day'`) : undefined,
    has('customer')
      ? or(
          ilike(o.customerEmail, sql`${sql.placeholder('customer')}`),
          ilike(o.dealerName, sql`${sql.placeholder('customer')}`),
        )
      : undefined,
  )
}

function orderByOf(o: AllOrders, sort: AdminOrderListQuery['sort']): SQL[] {
  const newest = [desc(o.createdAt), asc(o.kind), desc(o.orderId)]
  switch (sort) {
    case 'created_at':
      return [asc(o.createdAt), asc(o.kind), asc(o.orderId)]
    case 'total':
      return [sql`${o.totalMinor} asc nulls first`, ...newest]
    case '-total':
      return [sql`${o.totalMinor} desc nulls last`, ...newest]
    case 'customer':
      return [sql`lower(${o.customerEmail}) asc nulls last`, ...newest]
    case '-customer':
      return [sql`lower(${o.customerEmail}) desc nulls last`, ...newest]
    default:
      return newest
  }
}

/** A list row's columns, read from the union. */
const rowFields = (o: AllOrders) => ({
  kind: o.kind,
  orderId: o.orderId,
  createdAt: o.createdAt,
  customerEmail: o.customerEmail,
  customerName: o.customerName,
  dealerName: o.dealerName,
  currency: o.currency,
  totalMinor: o.totalMinor,
  paymentState: o.paymentState,
  fulfilment: o.fulfilment,
})

/*
 * The list's queries are prepared per variant (the filters present and the sort; decision 0088's bench row): the
 * union of four order tables took PostgreSQL longer to plan than to run, on every request.
 */

export async function countOrders(db: Db, query: AdminOrderListQuery): Promise<number> {
  const filters = present(query)
  const name = `admin_orders_count_${filters.join('_')}`
  const [row] = await prepared(db, name, () => {
    const o = allOrders(db)
    return db.select({ n: count() }).from(o).where(whereOf(o, filters)).prepare(name)
  }).execute(filterValues(query))
  return row?.n ?? 0
}

/**
 * One page of the list, each row with the number of orders the filters match (`total`, a window count taken before
 * the page is cut): one scan of the union instead of a count and a page. A page past the end has no rows to carry
 * it, and answers `total` null.
 */
export async function findOrderPage(db: Db, query: AdminOrderListQuery, offset: number, limit: number) {
  const filters = present(query)
  const name = `admin_orders_page_${query.sort}_${filters.join('_')}`
  const rows = await prepared(db, name, () => {
    const o = allOrders(db)
    return db
      .select({ ...rowFields(o), total: sql<number>`cast(count(*) over () as integer)` })
      .from(o)
      .where(whereOf(o, filters))
      .orderBy(...orderByOf(o, query.sort))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(name)
  }).execute({ ...filterValues(query), offset, limit })
  return { rows, total: rows[0]?.total ?? null }
}
export type OrderListRow = Omit<Awaited<ReturnType<typeof findOrderPage>>['rows'][number], 'total'>

/** The currencies orders were placed in, for the filter. */
export async function orderCurrencies(db: Db): Promise<string[]> {
  const rows = await prepared(db, 'admin_orders_currencies', () => {
    const o = allOrders(db)
    return db
      .selectDistinct({ currency: o.currency })
      .from(o)
      .where(isNotNull(o.currency))
      .orderBy(asc(o.currency))
      .prepare('admin_orders_currencies')
  }).execute()
  return rows.flatMap((row) => (row.currency ? [row.currency] : []))
}

/** One order's list row, by kind and id. */
export async function findOrder(db: Db, kind: AdminOrderKind, id: number): Promise<OrderListRow | undefined> {
  const o = allOrders(db)
  const [row] = await db
    .select(rowFields(o))
    .from(o)
    .where(and(eq(o.kind, kind), eq(o.orderId, id)))
  return row
}

export const findStoreOrder = (db: Db, id: number) =>
  db.query.checkoutOrder.findFirst({
    columns: {
      id: true,
      status: true,
      totalMinor: true,
      subtotalMinor: true,
      discountMinor: true,
      shippingMinor: true,
      taxMinor: true,
      billingAddress: true,
      shippingAddress: true,
      shippingName: true,
      trackingNumber: true,
      dealerFulfilled: true,
    },
    where: eq(checkoutOrder.id, id),
  })

export const findStoreOrderLines = (db: Db, id: number) =>
  db
    .select({
      id: checkoutOrderLine.id,
      name: checkoutOrderLine.name,
      subtext: checkoutOrderLine.subtext,
      options: checkoutOrderLine.options,
      quantity: checkoutOrderLine.quantity,
      unitPriceMinor: checkoutOrderLine.unitPriceMinor,
      lineTotalMinor: checkoutOrderLine.lineTotalMinor,
    })
    .from(checkoutOrderLine)
    .where(eq(checkoutOrderLine.orderId, id))
    .orderBy(asc(checkoutOrderLine.position))

export const findPaymentAttempts = (db: Db, orderId: number) =>
  db
    .select({
      createdAt: paymentAttempt.createdAt,
      provider: paymentAttempt.provider,
      amountMinor: paymentAttempt.amountMinor,
      currency: paymentAttempt.currency,
      outcome: paymentAttempt.outcome,
      failureMessage: paymentAttempt.failureMessage,
      chargeId: paymentAttempt.chargeId,
    })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.orderId, orderId))
    .orderBy(asc(paymentAttempt.createdAt), asc(paymentAttempt.id))

export const findCatalogPurchase = (db: Db, id: number) =>
  db.query.catalogPurchase.findFirst({
    columns: {
      status: true,
      vehicleName: true,
      lines: true,
      tunesTotalMinor: true,
      toolCostMinor: true,
      installFeeMinor: true,
      paymentProvider: true,
      chargeId: true,
      committedAt: true,
      totalMinor: true,
      currency: true,
    },
    where: eq(catalogPurchase.id, id),
  })

export const findTuneRequest = (db: Db, id: number) =>
  db
    .select({
      status: tuneRequest.status,
      vehicleDescription: tuneRequest.vehicleDescription,
      vehicle: tuneRequestPipeline.vehicle,
      estimate: tuneRequestPipeline.estimate,
      paymentProvider: tuneRequestPipeline.paymentProvider,
      paymentChargeId: tuneRequestPipeline.paymentChargeId,
      paidAmountMinor: tuneRequestPipeline.paidAmountMinor,
      paidCurrency: tuneRequestPipeline.paidCurrency,
      paidAt: tuneRequestPipeline.paidAt,
    })
    .from(tuneRequest)
    .innerJoin(tuneRequestPipeline, eq(tuneRequestPipeline.tuneRequestId, tuneRequest.id))
    .where(eq(tuneRequest.id, id))
    .then((rows) => rows[0])

export const findRescueSession = (db: Db, id: number) =>
  db.query.rescueSession.findFirst({
    columns: {
      status: true,
      kind: true,
      vehicle: true,
      toolName: true,
      ecu: true,
      estimateMinor: true,
      currency: true,
      chargeId: true,
      updatedAt: true,
    },
    where: eq(rescueSession.id, id),
  })

const accountUser = alias(user, 'account_user')
const accountOrganization = alias(organization, 'account_organization')

/**
 * The ledger postings whose transaction names the object in its reference: a tune request (`tune_request_id`, the
 * credits spent on it) or an order by its number (`order_id`, its refunds).
 */
export const findLedgerEntriesOf = (db: Db, key: 'tune_request_id' | 'order_id', value: string) =>
  db
    .select({
      transactionId: ledgerTransaction.id,
      createdAt: ledgerTransaction.createdAt,
      memo: ledgerTransaction.memo,
      ownerKind: ledgerAccount.ownerKind,
      ownerId: ledgerAccount.ownerId,
      userEmail: accountUser.email,
      organizationName: accountOrganization.name,
      accountKind: ledgerAccount.kind,
      unit: ledgerEntry.unit,
      amount: ledgerEntry.amount,
    })
    .from(ledgerTransaction)
    .innerJoin(ledgerEntry, eq(ledgerEntry.transactionId, ledgerTransaction.id))
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .leftJoin(accountUser, and(eq(ledgerAccount.ownerKind, 'user'), eq(accountUser.id, ledgerAccount.ownerId)))
    .leftJoin(
      accountOrganization,
      and(eq(ledgerAccount.ownerKind, 'organization'), eq(accountOrganization.id, ledgerAccount.ownerId)),
    )
    .where(sql`${ledgerTransaction.reference}->>${key} = ${value}`)
    .orderBy(asc(ledgerTransaction.createdAt), asc(ledgerEntry.id))

/** Mails sent to the customer whose subject names the order (`… order 12 confirmed`, `… tune request #12`). */
export const findMails = (db: Db, to: string, subjectPatterns: readonly string[]) =>
  subjectPatterns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: outboxMail.id,
          to: outboxMail.to,
          subject: outboxMail.subject,
          status: outboxMail.status,
          createdAt: outboxMail.createdAt,
        })
        .from(outboxMail)
        .where(
          and(
            eq(sql`lower(${outboxMail.to})`, to.toLowerCase()),
            or(...subjectPatterns.map((pattern) => ilike(outboxMail.subject, pattern))),
          ),
        )
        .orderBy(asc(outboxMail.createdAt), asc(outboxMail.id))
