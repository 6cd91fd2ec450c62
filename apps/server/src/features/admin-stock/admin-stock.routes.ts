import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminStockListAnswerSchema,
  AdminStockListQuerySchema,
  AdminStockLocationSchema,
  AdminStockProductSchema,
  StockAdjustmentInputSchema,
  StockAdjustmentSchema,
  StockLocationSlugParamSchema,
  StockMovementsQuerySchema,
  StockProductSlugParamSchema,
  StockThresholdInputSchema,
  StockThresholdSchema,
} from '@shop/domain/admin-stock'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

const tags = ['Back office: stock']

export const listStock = createRoute({
  method: 'get',
  path: '/admin/stock',
  tags,
  summary: 'Stock levels by product and location, filtered and sorted (staff, admins)',
  request: { query: AdminStockListQuerySchema },
  responses: {
    200: { description: 'One page of levels', ...json(AdminStockListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getStockProduct = createRoute({
  method: 'get',
  path: '/admin/stock/products/{slug}',
  tags,
  summary: 'One product’s level at every location, its low-stock threshold and its movements (staff, admins)',
  request: { params: StockProductSlugParamSchema, query: StockMovementsQuerySchema },
  responses: {
    200: { description: 'The product’s stock; Last-Modified is the product’s', ...json(AdminStockProductSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getStockLocation = createRoute({
  method: 'get',
  path: '/admin/stock/locations/{slug}',
  tags,
  summary: 'One location’s level of every product and its movements (staff, admins)',
  request: { params: StockLocationSlugParamSchema, query: StockMovementsQuerySchema },
  responses: {
    200: { description: 'The location’s stock', ...json(AdminStockLocationSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const adjustStock = createRoute({
  method: 'post',
  path: '/admin/stock/adjustments',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Adjust one level by a delta or to a counted quantity, with a reason (Admin)',
  description:
    'The level and its movement are written in one transaction under the level’s row lock, and audited. 422 names the field (a missing reason is `reason`); 409 stock_below_zero when the level would go below zero; a retry with the same Idempotency-Key answers the first adjustment with 200, the key sent with another adjustment is a 409 idempotency_key_reused.',
  request: {
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(StockAdjustmentInputSchema) },
  },
  responses: {
    200: { description: 'A retry: the adjustment this key made first', ...json(StockAdjustmentSchema) },
    201: { description: 'The movement written and the level after it', ...json(StockAdjustmentSchema) },
    ...errorResponses(401, 403, 409, 422),
  },
})

export const setStockThreshold = createRoute({
  method: 'patch',
  path: '/admin/stock/products/{slug}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Set a product’s low-stock threshold (Admin)',
  description: 'With If-Unmodified-Since, a product changed since then is a 412 and nothing changes. Audited.',
  request: {
    params: StockProductSlugParamSchema,
    headers: z.object({
      'if-unmodified-since': z
        .string()
        .optional()
        .openapi({ param: { name: 'if-unmodified-since', in: 'header' }, description: 'The Last-Modified read' }),
    }),
    body: { required: true, ...json(StockThresholdInputSchema) },
  },
  responses: {
    200: { description: 'The product’s threshold, set', ...json(StockThresholdSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})
