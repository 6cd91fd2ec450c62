import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminProductCreateSchema,
  AdminProductImageFormSchema,
  AdminProductListAnswerSchema,
  AdminProductListQuerySchema,
  AdminProductSchema,
  AdminProductUpdateSchema,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@shop/domain/admin-products'
import { ProductDetailSchema, ProductUpdateSchema } from '@shop/domain/store'
import { IdParam } from '../../http/id-param'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: products']

export const listAdminProducts = createRoute({
  method: 'get',
  path: '/admin/products',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'Every store product, hidden ones too: filtered by name, category, visibility; sorted; paged (Admin)',
  request: { query: AdminProductListQuerySchema },
  responses: {
    200: { description: 'One page of products', ...json(AdminProductListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminProduct = createRoute({
  method: 'get',
  path: '/admin/products/{id}',
  middleware: [allowedFirst('back-office:read', { part: 'products' })],
  tags,
  summary: 'One product with its prices per currency, options and audit trail (Admin); Last-Modified for the edit',
  request: { params: IdParam },
  responses: {
    200: { description: 'The product', ...json(AdminProductSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createAdminProduct = createRoute({
  method: 'post',
  path: '/admin/products',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Add a product with a price in every store currency (minor units) and its options (Admin); audited',
  description:
    'The description is plain text (paragraphs apart by a blank line, "- " lines a list), never HTML. A slug another product has is a 409 `slug_taken`. The store’s caches are emptied in every process.',
  request: { body: { required: true, ...json(AdminProductCreateSchema) } },
  responses: {
    201: { description: 'The product', ...json(AdminProductSchema) },
    ...errorResponses(401, 403, 409, 422),
  },
})

export const updateAdminProduct = createRoute({
  method: 'patch',
  path: '/admin/products/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary:
    'Change a product: the fields sent; `options` is the whole new list (Admin); audited; If-Unmodified-Since → 412',
  description:
    'Prices replace the unit price per currency (every store currency). Options keep their id (carts name it) when sent with it; an option left out is removed. The store’s caches are emptied in every process, so the storefront shows the change at once.',
  request: { params: IdParam, body: { required: true, ...json(AdminProductUpdateSchema) } },
  responses: {
    200: { description: 'The product', ...json(AdminProductSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const addAdminProductImageDoc = {
  method: 'post' as const,
  path: '/admin/products/{id}/images',
  tags,
  summary: `Upload an image of a product (Admin): \`image\` (JPEG, PNG or WebP told by its bytes, at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB) and its \`alt\` text; audited`,
  request: {
    params: IdParam,
    body: { required: true, content: { 'multipart/form-data': { schema: AdminProductImageFormSchema } } },
  },
  responses: {
    201: { description: 'The product with the image last', ...json(AdminProductSchema) },
    ...errorResponses(400, 401, 403, 404, 413, 422),
  },
}

export const getProductImage = createRoute({
  method: 'get',
  path: '/store/images/{name}',
  tags: ['Store'],
  summary: 'An uploaded product image (its name never changes, so it is cached for a year)',
  request: {
    params: z.object({
      name: z
        .string()
        .max(60)
        .openapi({ param: { name: 'name', in: 'path' }, example: '00000000-0000-4000-8000-000000000000.png' }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(404, 422),
  },
})

/** The older form of the product write (decision 0093), kept for the scripts that use it. */
export const updateStoreProduct = createRoute({
  method: 'patch',
  path: '/admin/store/product/{slug}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Admin: change a product’s availability, prices per currency or units on hand per location',
  request: {
    params: z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' } }) }),
    body: { ...json(ProductUpdateSchema), required: true },
  },
  responses: {
    200: { description: 'The product as the store shows it', ...json(ProductDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
