import type { Actor } from '@shop/domain/accounts'
import {
  formatOrderNumber,
  parseOrderNumber,
  type AdminOrderDetail,
  type AdminOrderKind,
  type AdminOrderLine,
  type AdminOrderListAnswer,
  type AdminOrderListQuery,
  type AdminOrderPayment,
  type AdminOrderRow,
} from '@shop/domain/admin-orders'
import { TOOL_MODE_LABELS } from '@shop/domain/catalog-purchase'
import { orderStatusLabel, type OrderStatus, type OrderTrackingPatch } from '@shop/domain/checkout'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import { PAYMENT_PROVIDER_LABELS, type PaymentProviderName } from '@shop/domain/payments'
import { RESCUE_SESSION_KIND_LABELS, RESCUE_SESSION_STATUS_LABELS, type RescueSessionKind } from '@shop/domain/rescue'
import { TUNE_REQUEST_STATUS_LABELS, type TuneRequestStatus } from '@shop/domain/tuning'
import { CATALOG_PURCHASE_STATUS_LABELS } from '@shop/domain/catalog-purchase'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { updateOrderTracking } from '../checkout'
import * as repository from './admin-orders.repository'
import { refundState, refundViews } from './order-refunds.service'

const iso = (at: Date | string) => new Date(at).toISOString()
const minorOrNull = (value: string | number | bigint | null | undefined) =>
  value === null || value === undefined ? null : Number(value)
const providerLabel = (provider: string | null) =>
  provider ? (PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider) : null

function toRow(row: repository.OrderListRow): AdminOrderRow {
  const kind = row.kind as AdminOrderKind
  return {
    id: formatOrderNumber(kind, Number(row.orderId)),
    kind,
    created_at: iso(row.createdAt),
    customer_email: row.customerEmail,
    customer_name: row.customerName,
    dealer_name: row.dealerName,
    currency: row.currency,
    total_minor: minorOrNull(row.totalMinor),
    payment_state: row.paymentState as AdminOrderRow['payment_state'],
    fulfilment: row.fulfilment as AdminOrderRow['fulfilment'],
  }
}

/** PERMISSIONS.md "/admin metrics, orders, …": staff read orders, Admin everything; the others 403 (401 logged out). */
const permitOrders = (actor: Actor | null) => permit(actor, 'back-office:read', { part: 'orders' })

/** One 1-based page of every order kind, filtered and sorted in the database (decision 0088). */
export async function listOrders(
  db: Db,
  actor: Actor | null,
  query: AdminOrderListQuery,
): Promise<AdminOrderListAnswer> {
  permitOrders(actor)
  const { offset, limit } = pageWindow(query, 0)
  const [page, currencies] = await Promise.all([
    repository.findOrderPage(db, query, offset, limit),
    repository.orderCurrencies(db),
  ])
  // Past the last page no row carries the count: only then is it counted apart.
  const total = page.total ?? (query.page > 1 ? await repository.countOrders(db, query) : 0)
  return { data: page.rows.map(toRow), meta: pageWindow(query, total).meta, currencies }
}

type KindDetail = Omit<AdminOrderDetail, keyof AdminOrderRow | 'mails'> & { mailSubjects: string[] }

/** Refunds are made from the back office for store orders only (decision 0092). */
const NO_REFUNDS: Pick<AdminOrderDetail, 'refunds' | 'refundable_minor'> = { refunds: [], refundable_minor: null }

/** The shop's own accounts a refund posts to (decision 0092), named so that its two postings read apart. */
const SHOP_ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  'house-funds': 'Shop funds',
  'store-refunds': 'Shop store refunds',
}

type LedgerEntryRow = Awaited<ReturnType<typeof repository.findLedgerEntriesOf>>[number]
const toLedgerEntry = (entry: LedgerEntryRow) => ({
  transaction_id: entry.transactionId,
  created_at: iso(entry.createdAt),
  memo: entry.memo,
  account:
    entry.ownerKind === 'system'
      ? (SHOP_ACCOUNT_NAMES[entry.accountKind] ?? 'Shop')
      : (entry.userEmail ?? entry.organizationName ?? 'Unknown account'),
  account_kind: entry.accountKind,
  unit: entry.unit,
  amount: Number(entry.amount),
})

const NO_SHIPPING = {
  billing_address: null,
  shipping_address: null,
  shipping_method: null,
  tracking_number: null,
  dealer_fulfilled: null,
} as const
const NO_TOTALS = { subtotal_minor: null, discount_minor: null, shipping_minor: null, tax_minor: null } as const

async function storeDetail(db: Db, id: number): Promise<KindDetail | undefined> {
  const order = await repository.findStoreOrder(db, id)
  if (!order) return undefined
  const number = formatOrderNumber('store', id)
  const [lines, attempts, entries, refunds, refundable] = await Promise.all([
    repository.findStoreOrderLines(db, id),
    repository.findPaymentAttempts(db, id),
    repository.findLedgerEntriesOf(db, 'order_id', number),
    refundViews(db, id),
    refundState(db, order),
  ])
  return {
    status_label: orderStatusLabel(order.status as OrderStatus, order.shippingAddress !== null),
    lines: lines.map((line) => ({
      line_id: line.id,
      name: line.name,
      detail: [line.subtext, ...line.options.map((o) => `${o.option.name}: ${o.selection.name}`)]
        .filter(Boolean)
        .join(' · '),
      quantity: line.quantity,
      unit_minor: line.unitPriceMinor,
      total_minor: line.lineTotalMinor,
      refunded_quantity: refundable.refundedUnits.get(line.id) ?? 0,
    })),
    subtotal_minor: order.subtotalMinor,
    discount_minor: order.discountMinor,
    shipping_minor: order.shippingMinor,
    tax_minor: order.taxMinor,
    payments: attempts.map((attempt): AdminOrderPayment => ({
      created_at: iso(attempt.createdAt),
      provider: providerLabel(attempt.provider),
      amount_minor: attempt.amountMinor,
      currency: attempt.currency,
      outcome:
        attempt.outcome === 'charged'
          ? 'Charged'
          : attempt.outcome === 'refunded'
            ? 'Refunded'
            : attempt.outcome === 'failed'
              ? `Declined${attempt.failureMessage ? `: ${attempt.failureMessage}` : ''}`
              : 'In progress',
      charge_id: attempt.chargeId,
    })),
    ledger_entries: entries.map(toLedgerEntry),
    billing_address: order.billingAddress,
    shipping_address: order.shippingAddress,
    shipping_method: order.shippingName,
    tracking_number: order.trackingNumber,
    dealer_fulfilled: order.dealerFulfilled,
    refunds,
    refundable_minor: refundable.refundableMinor,
    mailSubjects: [`% order ${id} %`],
  }
}

async function catalogDetail(db: Db, id: number): Promise<KindDetail | undefined> {
  const purchase = await repository.findCatalogPurchase(db, id)
  if (!purchase) return undefined
  const lines = purchase.lines.map((line): AdminOrderLine => ({
    name: line.name,
    detail:
      line.type === 'tune'
        ? `Tune for ${purchase.vehicleName}`
        : line.type === 'tool'
          ? `Flash tool, ${TOOL_MODE_LABELS[line.mode].toLowerCase()}`
          : 'Installation',
    quantity: 1,
    unit_minor: line.amount.amount_minor,
    total_minor: line.amount.amount_minor,
    line_id: null,
    refunded_quantity: 0,
  }))
  const committed = purchase.status === 'paid' && purchase.committedAt
  return {
    status_label:
      CATALOG_PURCHASE_STATUS_LABELS[purchase.status as keyof typeof CATALOG_PURCHASE_STATUS_LABELS] ?? purchase.status,
    lines,
    ...NO_TOTALS,
    subtotal_minor: Number(purchase.tunesTotalMinor + purchase.toolCostMinor + purchase.installFeeMinor),
    payments: committed
      ? [
          {
            created_at: iso(purchase.committedAt!),
            provider: providerLabel(purchase.paymentProvider),
            amount_minor: Number(purchase.totalMinor),
            currency: purchase.currency,
            outcome: 'Charged',
            charge_id: purchase.chargeId,
          },
        ]
      : [],
    ledger_entries: [],
    ...NO_SHIPPING,
    ...NO_REFUNDS,
    mailSubjects: [`%purchase #${id}`],
  }
}

async function tuneRequestDetail(db: Db, id: number): Promise<KindDetail | undefined> {
  const request = await repository.findTuneRequest(db, id)
  if (!request) return undefined
  const entries = await repository.findLedgerEntriesOf(db, 'tune_request_id', String(id))
  const vehicle = request.vehicle
    ? [request.vehicle.year, request.vehicle.make, request.vehicle.model, request.vehicle.engine].join(' ')
    : request.vehicleDescription
  const estimate = request.estimate
  return {
    status_label: TUNE_REQUEST_STATUS_LABELS[request.status as TuneRequestStatus] ?? request.status,
    lines: (estimate?.lines ?? []).map((line) => ({
      name: line.name,
      detail: `${line.kind === 'set' ? 'Tune' : 'Add-on'}${vehicle ? ` for ${vehicle}` : ''}`,
      quantity: 1,
      unit_minor: line.amount_minor,
      total_minor: line.amount_minor,
      line_id: null,
      refunded_quantity: 0,
    })),
    ...NO_TOTALS,
    subtotal_minor: estimate?.subtotal_minor ?? null,
    discount_minor: estimate?.discount_minor ?? null,
    payments: request.paidAt
      ? [
          {
            created_at: iso(request.paidAt),
            provider: providerLabel(request.paymentProvider),
            amount_minor: minorOrNull(request.paidAmountMinor),
            currency: request.paidCurrency,
            outcome: 'Charged',
            charge_id: request.paymentChargeId,
          },
        ]
      : [],
    ledger_entries: entries.map(toLedgerEntry),
    ...NO_SHIPPING,
    ...NO_REFUNDS,
    mailSubjects: [`%tune request #${id}`],
  }
}

async function rescueDetail(db: Db, id: number): Promise<KindDetail | undefined> {
  const session = await repository.findRescueSession(db, id)
  if (!session) return undefined
  const estimate = minorOrNull(session.estimateMinor)
  return {
    status_label:
      RESCUE_SESSION_STATUS_LABELS[session.status as keyof typeof RESCUE_SESSION_STATUS_LABELS] ?? session.status,
    lines: [
      {
        name: RESCUE_SESSION_KIND_LABELS[session.kind as RescueSessionKind] ?? 'Rescue session',
        detail: [session.vehicle, session.ecu, session.toolName].filter(Boolean).join(' · '),
        quantity: 1,
        unit_minor: estimate,
        total_minor: estimate,
        line_id: null,
        refunded_quantity: 0,
      },
    ],
    ...NO_TOTALS,
    payments: session.chargeId
      ? [
          {
            created_at: iso(session.updatedAt),
            provider: null,
            amount_minor: estimate,
            currency: session.currency,
            outcome: 'Charged',
            charge_id: session.chargeId,
          },
        ]
      : [],
    ledger_entries: [],
    ...NO_SHIPPING,
    ...NO_REFUNDS,
    mailSubjects: [],
  }
}

const DETAILS: Record<AdminOrderKind, (db: Db, id: number) => Promise<KindDetail | undefined>> = {
  store: storeDetail,
  catalog: catalogDetail,
  'tune-request': tuneRequestDetail,
  rescue: rescueDetail,
}

/** One order with its lines, payments, ledger postings, addresses and the mails sent about it; 404 when none. */
export async function getOrder(db: Db, actor: Actor | null, number: string): Promise<AdminOrderDetail> {
  permitOrders(actor)
  const parsed = parseOrderNumber(number)
  if (!parsed) throw notFound('This order')
  const row = await repository.findOrder(db, parsed.kind, parsed.id)
  if (!row) throw notFound('This order')
  const detail = await DETAILS[parsed.kind](db, parsed.id)
  if (!detail) throw notFound('This order')
  const { mailSubjects, ...rest } = detail
  const mails = row.customerEmail ? await repository.findMails(db, row.customerEmail, mailSubjects) : []
  return {
    ...toRow(row),
    ...rest,
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      status: mail.status,
      created_at: iso(mail.createdAt),
    })),
  }
}

/**
 * `PATCH /api/admin/orders/{S-12}`: the back-office home of `PATCH /api/v1/orders/{id}` (issue 24 item 1), the same
 * operation named by the order number. Only store orders ship: another kind's number is a 422.
 */
export async function updateTracking(
  deps: AppDeps,
  actor: Actor | null,
  number: string,
  change: OrderTrackingPatch,
  requestId: string | null,
) {
  const staff = permitOrders(actor)!
  const parsed = parseOrderNumber(number)
  if (!parsed || !(await repository.findOrder(deps.db, parsed.kind, parsed.id))) throw notFound('This order')
  if (parsed.kind !== 'store') throw validationFailed({ id: [ERROR_TEXTS.trackingStoreOrdersOnly] })
  return updateOrderTracking(deps, staff, parsed.id, change, requestId)
}
