import { z } from 'zod'
import { AddressInputSchema } from '../accounts'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import {
  ADMIN_FULFILMENT_STATES,
  ADMIN_ORDER_KINDS,
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_PAYMENT_STATES,
  ADMIN_REFUND_SCOPES,
  ADMIN_REFUND_STATUSES,
} from './admin-orders.constants'
import { parseOrderNumber } from './order-number'

// The wire contract of the back office's orders (issue 24, decision 0088): every order kind in one list, for staff.

const day = z.iso.date('use a date such as 2026-11-26')

export const AdminOrderListQuerySchema = z
  .object({
    page: PageQuerySchema.shape.page,
    per_page: z.coerce
      .number()
      .int('per_page must be a whole number')
      .min(1, 'per_page must be 1 or more')
      .max(100, 'per_page must be 100 or less')
      .default(ADMIN_ORDERS_PAGE_SIZE),
    sort: z.enum(ADMIN_ORDER_SORTS).default('-created_at'),
    kind: z.enum(ADMIN_ORDER_KINDS).optional(),
    payment: z.enum(ADMIN_PAYMENT_STATES).optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'currency must be a code such as EUR')
      .optional(),
    /** First day, inclusive (UTC). */
    from: day.optional(),
    /** Last day, inclusive (UTC). */
    to: day.optional(),
    /** Part of the customer's e-mail address (or the dealer's name). */
    customer: z.string().trim().min(1, 'customer must not be empty').max(254).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  })
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>

export const AdminOrderNumberParamSchema = z.object({
  id: z
    .string()
    .refine((value) => parseOrderNumber(value) !== null, 'id must be an order number such as S-12')
    .meta({ example: 'S-1' }),
})

export const AdminOrderRowSchema = z
  .object({
    /** The order number: the kind's letter and the row's id, `S-12`. */
    id: z.string(),
    kind: z.enum(ADMIN_ORDER_KINDS),
    created_at: z.iso.datetime({ offset: true }),
    customer_email: z.string().nullable(),
    customer_name: z.string().nullable(),
    dealer_name: z.string().nullable(),
    /** Null while a tune request or rescue session has no estimate yet. */
    currency: z.string().nullable(),
    total_minor: z.number().int().nullable(),
    payment_state: z.enum(ADMIN_PAYMENT_STATES),
    fulfilment: z.enum(ADMIN_FULFILMENT_STATES),
  })
  .meta({ id: 'AdminOrderRow' })
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>

export const AdminOrderListAnswerSchema = z
  .object({ data: z.array(AdminOrderRowSchema), meta: pageMetaSchema, currencies: z.array(z.string()) })
  .meta({ id: 'AdminOrderList' })
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswerSchema>

export const AdminOrderLineSchema = z.object({
  /** The store order line's id (what a refund names); null for the lines of the other kinds. */
  line_id: z.number().int().nullable(),
  name: z.string(),
  /** Options, a tune's kind, the vehicle: what the line says under its name. */
  detail: z.string(),
  quantity: z.number().int(),
  unit_minor: z.number().int().nullable(),
  total_minor: z.number().int().nullable(),
  /** Units of the line refunded so far (refunds in progress included). */
  refunded_quantity: z.number().int(),
})
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>

export const AdminOrderPaymentSchema = z.object({
  created_at: z.iso.datetime({ offset: true }),
  provider: z.string().nullable(),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** What happened, in words: Charged, Declined (with the reason), Refunded, In progress. */
  outcome: z.string(),
  charge_id: z.string().nullable(),
})
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>

export const AdminLedgerEntrySchema = z.object({
  transaction_id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  memo: z.string(),
  /** Whose account: a user's e-mail, an organization's name, or the shop. */
  account: z.string(),
  account_kind: z.string(),
  unit: z.string(),
  amount: z.number().int(),
})
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntrySchema>

export const AdminOrderMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.iso.datetime({ offset: true }),
})

export const AdminOrderRefundSchema = z
  .object({
    id: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
    status: z.enum(ADMIN_REFUND_STATUSES),
    amount_minor: z.number().int(),
    currency: z.string(),
    scope: z.enum(ADMIN_REFUND_SCOPES),
    lines: z.array(z.object({ line_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
    /** Units put back on the shelf, per location. */
    restocked: z.array(z.object({ location: z.string(), name: z.string(), quantity: z.number().int() })),
    reason: z.string(),
    /** The e-mail of the admin who made it. */
    created_by: z.string().nullable(),
    /** Why the provider refused it, for a failed refund. */
    failure_message: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderRefund' })
export type AdminOrderRefund = z.infer<typeof AdminOrderRefundSchema>

export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  /** The kind's own status in words (`Paid — preparing to ship`, `Estimate ready`). */
  status_label: z.string(),
  lines: z.array(AdminOrderLineSchema),
  subtotal_minor: z.number().int().nullable(),
  discount_minor: z.number().int().nullable(),
  shipping_minor: z.number().int().nullable(),
  tax_minor: z.number().int().nullable(),
  payments: z.array(AdminOrderPaymentSchema),
  ledger_entries: z.array(AdminLedgerEntrySchema),
  billing_address: AddressInputSchema.nullable(),
  shipping_address: AddressInputSchema.nullable(),
  shipping_method: z.string().nullable(),
  tracking_number: z.string().nullable(),
  dealer_fulfilled: z.boolean().nullable(),
  mails: z.array(AdminOrderMailSchema),
  /** Back-office refunds, oldest first (store orders; empty for the other kinds). */
  refunds: z.array(AdminOrderRefundSchema),
  /** What is left to refund in the order's currency: null when the order cannot be refunded from the back office. */
  refundable_minor: z.number().int().nullable(),
}).meta({ id: 'AdminOrderDetail' })
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>

const refundReason = z
  .string()
  .trim()
  .min(3, 'reason must have 3 characters or more')
  .max(500, 'reason must have 500 characters or less')

/**
 * `POST /api/admin/orders/{id}/refunds` (decision 0092): the whole order (what is left of it) or chosen units of its
 * lines, given back through the payment provider that took the money; `restock` puts those units back on the shelf
 * they were taken from.
 */
export const AdminRefundRequestSchema = z
  .object({
    scope: z.enum(ADMIN_REFUND_SCOPES),
    /** With scope `lines`: the lines and how many of their units. */
    lines: z
      .array(
        z.object({
          line_id: z.number().int().min(1),
          quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be 1 or more').max(10_000),
        }),
      )
      .max(200)
      .default([]),
    restock: z.boolean().default(false),
    reason: refundReason,
  })
  .superRefine((request, context) => {
    if (request.scope === 'lines' && request.lines.length === 0)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'Choose at least one line to refund.' })
    const seen = new Set<number>()
    request.lines.forEach((line, index) => {
      if (seen.has(line.line_id))
        context.addIssue({ code: 'custom', path: ['lines', index, 'line_id'], message: 'Name each line once.' })
      seen.add(line.line_id)
    })
  })
  .meta({ id: 'AdminRefundRequest' })
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>
