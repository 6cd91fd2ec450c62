import { createRoute } from '@hono/zod-openapi'
import {
  DealerParamSchema,
  FzOrderCatalogSchema,
  FzOrderIdParamSchema,
  FzOrderInputSchema,
  FzOrderListSchema,
  FzOrderSchema,
  FzOrderUpdateSchema,
} from '@shop/domain/dealers'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

const tags = ['Dealers: flash-tool orders']

export const getOrderCatalog = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/fz-orders/catalog',
  tags,
  summary: 'The flash tools the dealer may order, at its dealer prices, and how far its balance reaches (members)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The tools and prices', ...json(FzOrderCatalogSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const listOrders = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/fz-orders',
  tags,
  summary: 'The dealer’s flash-tool orders, newest first, with their shipping state (members, staff)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The orders', ...json(FzOrderListSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const placeOrder = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/fz-orders',
  tags,
  summary: 'Order flash tools in bulk at dealer prices, paid on the dealer’s balance (owner, manager); audited',
  description:
    'Order type FLASHZILLAV3 unless given (SPEC §3); every tool of that type. 409 dealer_missing_billing_info ' +
    'without a billing address, 409 dealer_hit_credit_limit past the credit limit. A retry with the same ' +
    'Idempotency-Key answers the first order with 200.',
  request: {
    params: DealerParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(FzOrderInputSchema) },
  },
  responses: {
    200: { description: 'A retry: the order this key placed first', ...json(FzOrderSchema) },
    201: { description: 'The order, placed and paid', ...json(FzOrderSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const getOrder = createRoute({
  method: 'get',
  path: '/v1/fz-orders/{id}',
  tags,
  summary: 'One flash-tool order (its dealer’s members, staff; 404 for anyone else)',
  request: { params: FzOrderIdParamSchema },
  responses: {
    200: { description: 'The order', ...json(FzOrderSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const updateOrder = createRoute({
  method: 'patch',
  path: '/v1/fz-orders/{id}',
  tags,
  summary: 'Set a flash-tool order’s shipping state (staff): shipped with a tracking number, delivered, or cancelled',
  description: 'Cancelling refunds the dealer’s balance in the same transaction. Audited.',
  middleware: [allowedFirst('back-office:enter')],
  request: { params: FzOrderIdParamSchema, body: { required: true, ...json(FzOrderUpdateSchema) } },
  responses: {
    200: { description: 'The order', ...json(FzOrderSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
