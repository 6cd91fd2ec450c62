import { createRoute } from '@hono/zod-openapi'
import { PurchaseHistoryPageSchema, PurchaseHistoryQuerySchema } from '@shop/domain/purchase-history'
import { errorResponses, json } from '../../http/openapi'

export const listPurchases = createRoute({
  method: 'get',
  path: '/v1/account/purchases',
  tags: ['Account'],
  summary:
    "Every purchase of the caller's own account in one list, newest first (1-based page): store orders, tune bundles, tune requests, rescue sessions and tune credit codes, each with its status and next action (decision 0070)",
  request: { query: PurchaseHistoryQuerySchema },
  responses: {
    200: { description: 'A page of purchases', ...json(PurchaseHistoryPageSchema) },
    ...errorResponses(401, 422),
  },
})
