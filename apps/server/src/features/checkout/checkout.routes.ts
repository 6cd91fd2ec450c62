import { createRoute, z } from '@hono/zod-openapi'
import { CheckoutRequestSchema, ORDER_STATUSES } from '@shop/domain/checkout'
import { MoneySchema } from '@shop/domain/money'
import { PageQuerySchema } from '@shop/domain/paging'
import { PaymentFieldsSchema } from '@shop/domain/payments'
import { OrderTuneDeliverySchema } from '@shop/domain/tuning'
import { errorResponses, IdempotencyKeyHeader, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Checkout']

const TokenQuery = z.object({
  token: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: 'token', in: 'query' }, description: "The order's invoice token (emailed link)" }),
})

const AddressOut = z.object({
  country_code: z.string(),
  full_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  email: z.string(),
  phone: z.string(),
})
const LineOut = z.object({
  slug: z.string(),
  name: z.string(),
  subtext: z.string(),
  options: z.array(z.object({ option: z.string(), selection: z.string() })),
  quantity: z.number().int(),
  unit_price: MoneySchema,
  line_total: MoneySchema,
})
const ShippingOptionOut = z.object({
  tier: z.enum(['standard', 'express']),
  name: z.string(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  amount: MoneySchema,
})
const TaxOut = z.object({ name: z.string(), rate_percent: z.number(), inclusive: z.boolean(), amount: MoneySchema })

export const EstimateOut = z
  .object({
    currency: z.string(),
    lines: z.array(LineOut),
    subtotal: MoneySchema,
    discount_codes: z.array(z.object({ code: z.string(), amount: MoneySchema })),
    discount: MoneySchema,
    requires_shipping: z.boolean(),
    shipping: ShippingOptionOut.nullable(),
    shipping_options: z.array(ShippingOptionOut),
    taxes: z.array(TaxOut),
    tax: MoneySchema,
    total: MoneySchema,
    billing_address: AddressOut,
    shipping_address: AddressOut.nullable(),
  })
  .openapi('CheckoutEstimate')

export const OrderOut = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
    currency: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    lines: z.array(LineOut),
    subtotal: MoneySchema,
    discount: MoneySchema,
    discount_codes: z.array(z.string()),
    shipping: z.object({ tier: z.string(), name: z.string(), amount: MoneySchema }).nullable(),
    taxes: z.array(TaxOut),
    tax: MoneySchema,
    total: MoneySchema,
    billing_address: AddressOut,
    billing_address_line: z.string(),
    shipping_address: AddressOut.nullable(),
    shipping_address_line: z.string().nullable(),
    tracking_number: z.string().nullable(),
    dealer_fulfilled: z.boolean(),
    attribution_tag: z.string().nullable(),
    paths: z.object({ complete: z.string(), invoice: z.string(), invoice_pdf: z.string(), claim: z.string() }),
    /** Decision 0069: the tune lines' requests and the next step; null for an order without tunes. */
    tune_delivery: OrderTuneDeliverySchema.nullable(),
  })
  .openapi('Order')

const CreatedOrderOut = z
  .object({ order: OrderOut, token: z.string().openapi({ description: 'Pays and shows the order without a login' }) })
  .openapi('CreatedOrder')

export const estimateOrder = createRoute({
  method: 'post',
  path: '/order/estimate',
  tags,
  summary: 'Prices a cart for a destination: lines, automatic codes, shipping, taxes, total (nothing is kept)',
  description:
    'The currency must be one of the store currencies, else the first store currency is used (SPEC §5). Addresses come from the address book (`address_id`, logged in) or are given; each is verified (422 `unable to resolve address`). 409 `no_shipping_for_destination` / `shipping_tier_not_supported_for_destination` (SPEC §8).',
  request: { body: { ...json(CheckoutRequestSchema), required: true } },
  responses: { 200: { description: 'The estimate', ...json(EstimateOut) }, ...errorResponses(404, 409, 422) },
})

export const createOrder = createRoute({
  method: 'post',
  path: '/order',
  tags,
  summary: 'Creates an order from a cart: fixes its currency, lines, totals and discount codes',
  request: { headers: IdempotencyKeyHeader, body: { ...json(CheckoutRequestSchema), required: true } },
  responses: {
    201: { description: 'The new order', ...json(CreatedOrderOut) },
    200: { description: 'The order this Idempotency-Key created before', ...json(CreatedOrderOut) },
    ...errorResponses(404, 409, 422),
  },
})

export const getOrder = createRoute({
  method: 'get',
  path: '/order/{id}',
  tags,
  summary: "An order, for its buyer, staff, or with the order's token (the confirmation page)",
  request: { params: IdParam, query: TokenQuery },
  responses: { 200: { description: 'The order', ...json(OrderOut) }, ...errorResponses(404) },
})

export const payOrder = createRoute({
  method: 'post',
  path: '/order/{id}/payment',
  tags,
  summary: 'Pays an order with the wire payment fields (idempotent)',
  description:
    'Charges once per order: the same Idempotency-Key returns the first result, a payment while another is in flight is 409 `payment_in_progress`, a committed order is 409 `already_committed`. A decline is 402 with the payment error kind as code and the message to show. Stock is taken in the transaction that commits the order; a sold-out item is 409 `out_of_stock` (refunded if already charged).',
  request: {
    params: IdParam,
    headers: IdempotencyKeyHeader,
    body: {
      ...json(PaymentFieldsSchema.extend({ token: z.string().max(64).optional() })),
      required: true,
    },
  },
  responses: {
    200: { description: 'The paid order', ...json(OrderOut) },
    ...errorResponses(402, 404, 409, 422),
  },
})

export const listOrders = createRoute({
  method: 'get',
  path: '/v1/orders',
  tags,
  summary: "The logged-in user's orders, newest first (1-based page)",
  request: { query: PageQuerySchema },
  responses: {
    200: {
      description: 'A page of orders',
      ...json(
        z.object({
          data: z.array(OrderOut),
          page: z.number().int(),
          per_page: z.number().int(),
          total: z.number().int(),
          pages: z.number().int(),
        }),
      ),
    },
    ...errorResponses(401, 422),
  },
})

export const getMyOrder = createRoute({
  method: 'get',
  path: '/v1/orders/{id}',
  tags,
  summary: 'One order of the logged-in user (staff: any)',
  request: { params: IdParam },
  responses: { 200: { description: 'The order', ...json(OrderOut) }, ...errorResponses(401, 404) },
})

export const updateOrderTracking = createRoute({
  method: 'patch',
  path: '/v1/orders/{id}',
  tags,
  summary: 'Staff: set the tracking number, the dealer-fulfilled flag and the status (SPEC §4)',
  request: {
    params: IdParam,
    body: {
      ...json(
        z.object({
          tracking_number: z.string().trim().max(80).nullable().optional(),
          dealer_fulfilled: z.boolean().optional(),
          status: z.enum(['paid', 'shipped', 'delivered']).optional(),
        }),
      ),
      required: true,
    },
  },
  responses: { 200: { description: 'The order', ...json(OrderOut) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const getInvoice = createRoute({
  method: 'get',
  path: '/v1/orders/{id}/invoice',
  tags,
  summary: 'The invoice of an order by its emailed token (no login needed); another order’s token is 404',
  request: { params: IdParam, query: TokenQuery },
  responses: {
    200: {
      description: 'The invoice',
      ...json(
        OrderOut.extend({
          seller: z.object({
            name: z.string(),
            url: z.string(),
            legal_name: z.string(),
            address: z.array(z.string()),
            tax_number: z.string(),
            brand_color: z.string(),
          }),
        }),
      ),
    },
    ...errorResponses(404),
  },
})

export const getInvoicePdf = createRoute({
  method: 'get',
  path: '/v1/orders/{id}/invoice.pdf',
  tags,
  summary: 'The invoice as a PDF download',
  request: { params: IdParam, query: TokenQuery },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(404),
  },
})

const TaxRateOut = z
  .object({
    id: z.number().int(),
    country: z.string(),
    region: z.string(),
    name: z.string(),
    rate_percent: z.number(),
    inclusive: z.boolean(),
    applies_to_shipping: z.boolean(),
    updated_at: z.string(),
  })
  .openapi('TaxRate')

export const listTaxRates = createRoute({
  method: 'get',
  path: '/v1/tax-rates',
  tags,
  summary: 'Tax rates per region (US sales tax by state, Canada GST/HST/PST by province, VAT by country)',
  responses: { 200: { description: 'The rates', ...json(z.object({ data: z.array(TaxRateOut) })) } },
})

export const updateTaxRate = createRoute({
  method: 'patch',
  path: '/v1/tax-rates/{id}',
  tags,
  summary: 'Staff and admins change a rate (percent, up to 4 decimals)',
  request: {
    params: IdParam,
    body: {
      ...json(
        z.object({
          rate_percent: z.number().min(0, 'Rate must be 0 to 100 percent').max(100, 'Rate must be 0 to 100 percent'),
        }),
      ),
      required: true,
    },
  },
  responses: { 200: { description: 'The rate', ...json(TaxRateOut) }, ...errorResponses(401, 403, 404, 422) },
})
