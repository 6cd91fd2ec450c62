import { createRoute } from '@hono/zod-openapi'
import {
  AdminOrderDetailSchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderNumberParamSchema,
} from '@shop/domain/admin-orders'
import { errorResponses, json } from '../../http/openapi'

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
