import { createRoute, type z } from '@hono/zod-openapi'
import { OwnOrAllPageQuery } from '../../http/paged-list'
import {
  CatalogCurrencyQuerySchema,
  CatalogEstimateAnswerSchema,
  CatalogEstimateBodySchema,
  CatalogPayLaterRequestSchema,
  CatalogPayRequestSchema,
  CatalogPurchaseDetailSchema,
  CatalogPurchaseListSchema,
  CatalogPurchaseMessageSchema,
  CatalogPurchasePatchBodySchema,
  CatalogPurchaseSchema,
  CatalogViaTicketRequestSchema,
  RentalToolSchema,
} from '@shop/domain/catalog-purchase'
import { ANYONE, errorResponses, RequiredIdempotencyKeyHeader, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Catalog purchases']
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } })

export const estimate = createRoute({
  method: 'post',
  path: '/v1/catalog/estimate',
  tags,
  summary:
    'Price tunes of a vehicle with the flash tool (buy, rent or own) and install fee, in the display currency and at the caller’s prices',
  request: { ...body(CatalogEstimateBodySchema), query: CatalogCurrencyQuerySchema },
  // Anyone may price; only saving (`save: true`) needs a login, hence the 401.
  security: ANYONE,
  responses: {
    200: { description: 'The estimate', ...json(CatalogEstimateAnswerSchema) },
    201: { description: 'The estimate, saved as a purchase to pay', ...json(CatalogEstimateAnswerSchema) },
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
    ...body(CatalogPayRequestSchema),
  },
  responses: {
    200: { description: 'The paid purchase', ...json(CatalogPurchaseSchema) },
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
    ...body(CatalogPayLaterRequestSchema),
  },
  responses: {
    200: { description: 'The billed purchase', ...json(CatalogPurchaseSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const viaTicket = createRoute({
  method: 'post',
  path: '/v1/catalog/via-ticket',
  tags,
  summary: 'Ask support to handle the purchase: it becomes a ticket with the buyer’s message',
  request: {
    ...body(CatalogViaTicketRequestSchema),
  },
  responses: {
    201: { description: 'The purchase, now a ticket', ...json(CatalogPurchaseDetailSchema) },
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
    200: { description: 'A page', ...json(CatalogPurchaseListSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getPurchase = createRoute({
  method: 'get',
  path: '/v1/catalog-purchases/{id}',
  tags,
  summary: 'One purchase with its conversation (buyer and staff; others 404)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The purchase', ...json(CatalogPurchaseDetailSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const patchPurchase = createRoute({
  method: 'patch',
  path: '/v1/catalog-purchases/{id}',
  tags,
  summary: 'Change the notes or the vehicle’s VIN (buyer; If-Unmodified-Since → 412 when stale)',
  request: {
    params: IdParam,
    ...body(CatalogPurchasePatchBodySchema),
  },
  responses: {
    200: { description: 'The purchase', ...json(CatalogPurchaseDetailSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

const MessageIn = body(CatalogPurchaseMessageSchema)

export const openTicket = createRoute({
  method: 'post',
  path: '/v1/catalog-purchases/{id}/open-ticket',
  tags,
  summary: 'The buyer opens a conversation with support about the purchase',
  request: { params: IdParam, ...MessageIn },
  responses: {
    201: { description: 'The purchase', ...json(CatalogPurchaseDetailSchema) },
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
    201: { description: 'The purchase', ...json(CatalogPurchaseDetailSchema) },
    ...errorResponses(401, 404, 409, 422),
  },
})

export const getRentalTool = createRoute({
  method: 'get',
  path: '/v1/rental-tools/{id}',
  tags,
  summary: 'The rental terms and price of a rentable flash tool in the display currency (404 when not rentable)',
  request: { params: IdParam, query: CatalogCurrencyQuerySchema },
  responses: {
    200: { description: 'The terms', ...json(RentalToolSchema) },
    ...errorResponses(404, 422),
  },
})
