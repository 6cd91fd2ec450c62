import { createRoute } from '@hono/zod-openapi'
import {
  AdminOrderDetailSchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderNumberParamSchema,
  AdminOrderRefundSchema,
  AdminRefundRequestSchema,
} from '@shop/domain/admin-orders'
import { OrderSchema, OrderTrackingPatchSchema } from '@shop/domain/checkout'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

const tags = ['Back office: orders']

export const listAdminOrders = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  summary: 'Every order (store, catalog purchase, custom tune, rescue session), filtered and sorted (staff, admins)',
  request: { query: AdminOrderListQuerySchema },
  responses: {
    200: { description: 'One page of orders', ...json(AdminOrderListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminOrder = createRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  tags,
  summary: 'One order by its number (S-12): lines, payments, ledger postings, addresses, mails (staff, admins)',
  request: { params: AdminOrderNumberParamSchema },
  responses: {
    200: { description: 'The order', ...json(AdminOrderDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const refundAdminOrder = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/refunds',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Refund a store order, whole or chosen units of its lines, optionally restocking them (Admin)',
  description:
    'Given back through the payment provider that took the money, posted to the ledger as a reversal and audited (decision 0092). A retry with the same Idempotency-Key answers the first refund with 200 and refunds once; the key sent with another refund is a 409 idempotency_key_reused. More than is left (units of a line, or money) is a 422 naming the field; an unpaid order is a 409 order_not_paid; a refusal by the provider is a 402 with its kind.',
  request: {
    params: AdminOrderNumberParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(AdminRefundRequestSchema) },
  },
  responses: {
    200: { description: 'A retry: the refund this key made first', ...json(AdminOrderRefundSchema) },
    201: { description: 'The refund, made', ...json(AdminOrderRefundSchema) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})

export const updateAdminOrder = createRoute({
  method: 'patch',
  path: '/admin/orders/{id}',
  tags,
  summary: 'Staff: set a store order’s tracking number, dealer-fulfilled flag and status (SPEC §4)',
  description:
    'The back-office home of `PATCH /api/v1/orders/{id}` (the same operation; that path stays while the web app moves), named by the order number (`S-12`).',
  request: {
    params: AdminOrderNumberParamSchema,
    body: { required: true, ...json(OrderTrackingPatchSchema) },
  },
  responses: {
    200: { description: 'The order', ...json(OrderSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
