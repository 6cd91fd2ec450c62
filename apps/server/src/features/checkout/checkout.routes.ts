import { createRoute } from '@hono/zod-openapi'
import {
  CheckoutEstimateSchema,
  CheckoutRequestSchema,
  CreatedOrderSchema,
  InvoicePdfSchema,
  OrderInvoiceSchema,
  OrderPageSchema,
  OrderPaymentSchema,
  OrderSchema,
  OrderTokenQuerySchema,
  OrderTrackingPatchSchema,
  TaxRateListSchema,
  TaxRatePatchSchema,
  TaxRateViewSchema,
} from '@shop/domain/checkout'
import { PageQuerySchema } from '@shop/domain/paging'
import { atPath, errorResponses, IdempotencyKeyHeader, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Checkout']

export const estimateOrder = createRoute({
  method: 'post',
  path: '/order/estimate',
  tags,
  summary: 'Prices a cart for a destination: lines, automatic codes, shipping, taxes, total (nothing is kept)',
  description:
    'The currency must be one of the store currencies, else the first store currency is used (SPEC §5). Addresses come from the address book (`address_id`, logged in) or are given; each is verified (422 `unable to resolve address`). 409 `no_shipping_for_destination` / `shipping_tier_not_supported_for_destination` (SPEC §8).',
  request: { body: { ...json(CheckoutRequestSchema), required: true } },
  responses: {
    200: { description: 'The estimate', ...json(CheckoutEstimateSchema) },
    ...errorResponses(404, 409, 422),
  },
})

export const createOrder = createRoute({
  method: 'post',
  path: '/order',
  tags,
  summary: 'Creates an order from a cart: fixes its currency, lines, totals and discount codes',
  request: { headers: IdempotencyKeyHeader, body: { ...json(CheckoutRequestSchema), required: true } },
  responses: {
    201: { description: 'The new order', ...json(CreatedOrderSchema) },
    200: { description: 'The order this Idempotency-Key created before', ...json(CreatedOrderSchema) },
    ...errorResponses(404, 409, 422),
  },
})

export const getOrder = createRoute({
  method: 'get',
  path: '/order/{id}',
  tags,
  summary: "An order, for its buyer, staff, or with the order's token (the confirmation page)",
  request: { params: IdParam, query: OrderTokenQuerySchema },
  responses: { 200: { description: 'The order', ...json(OrderSchema) }, ...errorResponses(404) },
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
      ...json(OrderPaymentSchema),
      required: true,
    },
  },
  responses: {
    200: { description: 'The paid order', ...json(OrderSchema) },
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
      ...json(OrderPageSchema),
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
  responses: { 200: { description: 'The order', ...json(OrderSchema) }, ...errorResponses(401, 404) },
})

export const updateOrderTracking = createRoute({
  method: 'patch',
  path: '/v1/orders/{id}',
  tags,
  summary: 'Staff: set the tracking number, the dealer-fulfilled flag and the status (SPEC §4)',
  request: {
    params: IdParam,
    body: {
      ...json(OrderTrackingPatchSchema),
      required: true,
    },
  },
  responses: { 200: { description: 'The order', ...json(OrderSchema) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const getInvoice = createRoute({
  method: 'get',
  path: '/v1/orders/{id}/invoice',
  tags,
  summary: 'The invoice of an order by its emailed token (no login needed); another order’s token is 404',
  request: { params: IdParam, query: OrderTokenQuerySchema },
  responses: {
    200: {
      description: 'The invoice',
      ...json(OrderInvoiceSchema),
    },
    ...errorResponses(404),
  },
})

export const getInvoicePdf = createRoute({
  method: 'get',
  path: '/v1/orders/{id}/invoice.pdf',
  tags,
  summary: 'The invoice as a PDF download',
  request: { params: IdParam, query: OrderTokenQuerySchema },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: InvoicePdfSchema } },
    },
    ...errorResponses(404),
  },
})

export const listTaxRates = createRoute({
  method: 'get',
  path: '/v1/tax-rates',
  tags,
  summary: 'Tax rates per region (US sales tax by state, Canada GST/HST/PST by province, VAT by country)',
  responses: { 200: { description: 'The rates', ...json(TaxRateListSchema) } },
})

export const updateTaxRate = createRoute({
  method: 'patch',
  path: '/v1/tax-rates/{id}',
  tags,
  summary: 'Staff and admins change a rate (percent, up to 4 decimals)',
  request: {
    params: IdParam,
    body: {
      ...json(TaxRatePatchSchema),
      required: true,
    },
  },
  responses: { 200: { description: 'The rate', ...json(TaxRateViewSchema) }, ...errorResponses(401, 403, 404, 422) },
})

/** The back-office home of `updateTaxRate` (issue 24 item 1); its old path stays as an alias while the web app moves. */
export const updateTaxRateAtAdmin = atPath(updateTaxRate, '/admin/tax-rates/{id}')
