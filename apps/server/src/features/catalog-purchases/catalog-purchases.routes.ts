import { createRoute, z } from '@hono/zod-openapi'
import { OwnOrAllPageQuery, pageOf } from '../../http/paged-list'
import {
  CatalogEstimateRequestSchema,
  CatalogLineSchema,
  CatalogPurchasePatchSchema,
  TicketMessageSchema,
} from '@shop/domain/catalog-purchase'
import { MoneySchema } from '@shop/domain/money'
import { PaymentFieldsSchema } from '@shop/domain/payments'
import { ANYONE, errorResponses, RequiredIdempotencyKeyHeader, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Catalog purchases']
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } })

const EstimateIn = z
  .object({
    ...CatalogEstimateRequestSchema.shape,
    save: z
      .boolean()
      .default(false)
      .openapi({ description: 'Keep it as the logged-in buyer’s purchase (prices and currency fixed) to pay next' }),
  })
  .openapi('CatalogEstimateRequest')

const EstimateOut = z
  .object({
    purchase_id: z.number().int().nullable(),
    vehicle: z.string(),
    vehicle_name: z.string(),
    currency: z.string(),
    role: z.enum(['customer', 'dealer']),
    lines: z.array(CatalogLineSchema),
    tunes_total: MoneySchema,
    tool_cost: MoneySchema,
    install_fee: MoneySchema,
    total: MoneySchema,
    rentable_tool_id: z.number().int().nullable(),
  })
  .openapi('CatalogEstimate')

export const PurchaseOut = z
  .object({
    id: z.number().int(),
    buyer_id: z.string(),
    status: z.enum(['estimate', 'paying', 'paid', 'billed', 'ticket']),
    vehicle: z.string(),
    vehicle_name: z.string(),
    selection: z.string(),
    currency: z.string(),
    role: z.enum(['customer', 'dealer']),
    lines: z.array(CatalogLineSchema),
    tunes_total: MoneySchema,
    tool_cost: MoneySchema,
    install_fee: MoneySchema,
    total: MoneySchema,
    notes: z.string(),
    vin: z.string(),
    payment_provider: z.string().nullable(),
    billed_to: z.string().nullable(),
    committed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('CatalogPurchase')

const MessageOut = z.object({
  id: z.number().int(),
  author: z.string(),
  from_staff: z.boolean(),
  body: z.string(),
  created_at: z.string(),
})
const PurchaseDetailOut = PurchaseOut.extend({ messages: z.array(MessageOut) }).openapi('CatalogPurchaseDetail')

const PurchaseRef = { purchase_id: z.number().int().positive().max(2_147_483_647) }

export const estimate = createRoute({
  method: 'post',
  path: '/v1/catalog/estimate',
  tags,
  summary:
    'Price tunes of a vehicle with the flash tool (buy, rent or own) and install fee, in the display currency and at the caller’s prices',
  request: { ...body(EstimateIn), query: z.object({ currency: z.string().optional() }) },
  // Anyone may price; only saving (`save: true`) needs a login, hence the 401.
  security: ANYONE,
  responses: {
    200: { description: 'The estimate', ...json(EstimateOut) },
    201: { description: 'The estimate, saved as a purchase to pay', ...json(EstimateOut) },
    ...errorResponses(401, 404, 422),
  },
})

export const pay = createRoute({
  method: 'post',
  path: '/v1/catalog/pay',
  tags,
  summary:
    'Pay a saved purchase: 402 with the payment message on decline; a retry with the same Idempotency-Key replays; paying again is 409 already_committed',
  request: {
    headers: RequiredIdempotencyKeyHeader,
    ...body(z.object({ ...PurchaseRef, payment: z.object(PaymentFieldsSchema.shape) }).openapi('CatalogPayRequest')),
  },
  responses: {
    200: { description: 'The paid purchase', ...json(PurchaseOut) },
    ...errorResponses(401, 402, 404, 409, 422),
  },
})

export const payLater = createRoute({
  method: 'post',
  path: '/v1/catalog/pay-later',
  tags,
  summary:
    'Dealer members: bill the purchase to the dealer (409 dealer_missing_billing_info, dealer_hit_credit_limit, already_committed)',
  request: {
    headers: RequiredIdempotencyKeyHeader,
    ...body(z.object({ ...PurchaseRef, dealer_id: z.string().max(64).optional() }).openapi('CatalogPayLaterRequest')),
  },
  responses: {
    200: { description: 'The billed purchase', ...json(PurchaseOut) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const viaTicket = createRoute({
  method: 'post',
  path: '/v1/catalog/via-ticket',
  tags,
  summary: 'Ask support to handle the purchase: it becomes a ticket with the buyer’s message',
  request: {
    ...body(
      z
        .object({
          ...PurchaseRef,
          message: z.string().trim().min(1, 'Tell us how we can help with this purchase.').max(4000),
        })
        .openapi('CatalogViaTicketRequest'),
    ),
  },
  responses: {
    201: { description: 'The purchase, now a ticket', ...json(PurchaseDetailOut) },
    ...errorResponses(401, 404, 409, 422),
  },
})

export const listPurchases = createRoute({
  method: 'get',
  path: '/v1/catalog-purchases',
  tags,
  summary: 'The caller’s purchases (staff: everyone’s with scope=all), newest first, 1-based page',
  request: { query: OwnOrAllPageQuery },
  responses: {
    200: { description: 'A page', ...json(pageOf(PurchaseOut)) },
    ...errorResponses(401, 403, 422),
  },
})

export const getPurchase = createRoute({
  method: 'get',
  path: '/v1/catalog-purchases/{id}',
  tags,
  summary: 'One purchase with its conversation (buyer and staff; others 404)',
  request: { params: IdParam },
  responses: { 200: { description: 'The purchase', ...json(PurchaseDetailOut) }, ...errorResponses(401, 404, 422) },
})

export const patchPurchase = createRoute({
  method: 'patch',
  path: '/v1/catalog-purchases/{id}',
  tags,
  summary: 'Change the notes or the vehicle’s VIN (buyer; If-Unmodified-Since → 412 when stale)',
  request: {
    params: IdParam,
    ...body(z.object(CatalogPurchasePatchSchema.shape).openapi('CatalogPurchasePatch')),
  },
  responses: {
    200: { description: 'The purchase', ...json(PurchaseDetailOut) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

const MessageIn = body(z.object(TicketMessageSchema.shape).openapi('CatalogPurchaseMessage'))

export const openTicket = createRoute({
  method: 'post',
  path: '/v1/catalog-purchases/{id}/open-ticket',
  tags,
  summary: 'The buyer opens a conversation with support about the purchase',
  request: { params: IdParam, ...MessageIn },
  responses: {
    201: { description: 'The purchase', ...json(PurchaseDetailOut) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const replyTicket = createRoute({
  method: 'post',
  path: '/v1/catalog-purchases/{id}/reply-ticket',
  tags,
  summary: 'The buyer or staff reply in the purchase’s conversation (409 no_ticket before one is opened)',
  request: { params: IdParam, ...MessageIn },
  responses: {
    201: { description: 'The purchase', ...json(PurchaseDetailOut) },
    ...errorResponses(401, 404, 409, 422),
  },
})

export const getRentalTool = createRoute({
  method: 'get',
  path: '/v1/rental-tools/{id}',
  tags,
  summary: 'The rental terms and price of a rentable flash tool in the display currency (404 when not rentable)',
  request: { params: IdParam, query: z.object({ currency: z.string().optional() }) },
  responses: {
    200: {
      description: 'The terms',
      ...json(
        z
          .object({
            id: z.number().int(),
            slug: z.string(),
            name: z.string(),
            currency: z.string(),
            rent_price: MoneySchema,
            install_fee: MoneySchema,
            price: MoneySchema,
            rental_days: z.number().int(),
            terms: z.array(z.string()),
          })
          .openapi('RentalTool'),
      ),
    },
    ...errorResponses(404, 422),
  },
})
