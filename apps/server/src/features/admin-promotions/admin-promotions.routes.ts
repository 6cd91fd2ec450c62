import { createRoute } from '@hono/zod-openapi'
import {
  AdminDiscountCodeAnswerSchema,
  AdminDiscountCodeCreateSchema,
  AdminDiscountCodeListAnswerSchema,
  AdminDiscountCodeListQuerySchema,
  AdminDiscountCodeUpdateSchema,
  AdminSaleCreateSchema,
  AdminSaleListAnswerSchema,
  AdminSaleListQuerySchema,
  AdminSaleRemovalSchema,
  AdminSaleSchema,
  AdminSaleUpdateSchema,
} from '@shop/domain/admin-promotions'
import { IdParam } from '../../http/id-param'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: sales and discount codes']
const CACHES = 'The store’s caches are emptied in every process, so the storefront shows the change at once.'

export const listAdminSales = createRoute({
  method: 'get',
  path: '/admin/sales',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'Every sale, past and scheduled too: filtered by status and type; sorted; paged (Admin)',
  request: { query: AdminSaleListQuerySchema },
  responses: {
    200: { description: 'One page of sales', ...json(AdminSaleListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminSale = createRoute({
  method: 'get',
  path: '/admin/sales/{id}',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'One sale (Admin); Last-Modified for the edit',
  request: { params: IdParam },
  responses: {
    200: { description: 'The sale', ...json(AdminSaleSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createAdminSale = createRoute({
  method: 'post',
  path: '/admin/sales',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Schedule a sale (Admin); audited',
  description: `The banner shows it between starts_at and ends_at (the latest started when several run). \`code\` must name an existing automatic discount code. ${CACHES}`,
  request: { body: { required: true, ...json(AdminSaleCreateSchema) } },
  responses: {
    201: { description: 'The sale', ...json(AdminSaleSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const updateAdminSale = createRoute({
  method: 'patch',
  path: '/admin/sales/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Change a sale: the fields sent (Admin); audited; If-Unmodified-Since → 412',
  description: CACHES,
  request: { params: IdParam, body: { required: true, ...json(AdminSaleUpdateSchema) } },
  responses: {
    200: { description: 'The sale', ...json(AdminSaleSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const removeAdminSale = createRoute({
  method: 'delete',
  path: '/admin/sales/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Delete a sale not yet started, or end a running one now (Admin); an ended sale is a 409; audited',
  description: CACHES,
  request: { params: IdParam },
  responses: {
    200: { description: 'What was done, and the sale', ...json(AdminSaleRemovalSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const listAdminDiscountCodes = createRoute({
  method: 'get',
  path: '/admin/discount-codes',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'Every discount code, switched-off ones too: filtered by code, status, automatic; sorted; paged (Admin)',
  request: { query: AdminDiscountCodeListQuerySchema },
  responses: {
    200: { description: 'One page of codes', ...json(AdminDiscountCodeListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminDiscountCode = createRoute({
  method: 'get',
  path: '/admin/discount-codes/{id}',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'One discount code with the store currencies (Admin); Last-Modified for the edit',
  request: { params: IdParam },
  responses: {
    200: { description: 'The code', ...json(AdminDiscountCodeAnswerSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createAdminDiscountCode = createRoute({
  method: 'post',
  path: '/admin/discount-codes',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Add a discount code (Admin); audited; a code that exists is a 409 `code_taken`',
  description: `A percent code takes \`percent\` off; an amount code its amount in the cart’s currency (\`amounts\`, minor units). ${CACHES}`,
  request: { body: { required: true, ...json(AdminDiscountCodeCreateSchema) } },
  responses: {
    201: { description: 'The code', ...json(AdminDiscountCodeAnswerSchema) },
    ...errorResponses(401, 403, 409, 422),
  },
})

export const updateAdminDiscountCode = createRoute({
  method: 'patch',
  path: '/admin/discount-codes/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Change a discount code: the fields sent; `active: false` switches it off (Admin); audited',
  description: `Codes are never deleted (orders name them) and their text never changes. ${CACHES}`,
  request: { params: IdParam, body: { required: true, ...json(AdminDiscountCodeUpdateSchema) } },
  responses: {
    200: { description: 'The code', ...json(AdminDiscountCodeAnswerSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})
