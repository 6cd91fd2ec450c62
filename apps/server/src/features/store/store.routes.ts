import { createRoute, z } from '@hono/zod-openapi'
import {
  CartUpdateSchema,
  ConversionRateQuerySchema,
  ConversionRateSchema,
  ConversionRateUpdateSchema,
  DealerDisplayCurrencySchema,
  DealerDisplayCurrencyUpdateSchema,
  KitBuilderTreeSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
  SaleAnswerSchema,
  SaleCreateSchema,
  SavedCartSchema,
  StoreCurrencyQuerySchema,
} from '@shop/domain/store'
import { allowedFirst } from '../../http/allowed-first'
import { atPath, errorResponses, json } from '../../http/openapi'

const tags = ['Store']

export const listProducts = createRoute({
  method: 'get',
  path: '/store/product',
  tags,
  summary: 'Store products, 20 per page, with the categories to filter by',
  description:
    'Active products in display order, priced in the display currency (`currency`, else the caller’s preferred one, else the default; a currency that is not a store currency falls back to the first, SPEC §5). `page` is 1-based. Cached; emptied by any product, price or stock write.',
  request: { query: ProductListQuerySchema },
  responses: {
    200: { description: 'A page of products', ...json(ProductListSchema) },
    ...errorResponses(422),
  },
})

export const getProduct = createRoute({
  method: 'get',
  path: '/store/product/{slug}',
  tags,
  summary: 'One product: gallery, description, options with selection prices per currency, stock per location',
  request: {
    params: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9-]{1,100}$/, 'is not a product slug')
        .openapi({ param: { name: 'slug', in: 'path' }, example: 'fz3-flash-tool' }),
    }),
    query: StoreCurrencyQuerySchema,
  },
  responses: {
    200: { description: 'The product', ...json(ProductDetailSchema) },
    ...errorResponses(404, 422),
  },
})

export const getCart = createRoute({
  method: 'get',
  path: '/store/cart',
  tags,
  summary: 'The logged-in user’s saved cart',
  responses: {
    200: { description: 'The cart (empty when none was saved)', ...json(SavedCartSchema) },
    ...errorResponses(401),
  },
})

export const putCart = createRoute({
  method: 'put',
  path: '/store/cart',
  tags,
  summary: 'Save the logged-in user’s cart, or merge the browser’s cart into it (`merge: true`, on login)',
  description:
    'Entries are normalised: identical entries (same product slug and option selections) become one line with the quantities added, capped at 20; hashes are recomputed. The currency must be a store currency, else the first store currency is kept.',
  request: { body: { ...json(CartUpdateSchema), required: true } },
  responses: {
    200: { description: 'The saved cart', ...json(SavedCartSchema) },
    ...errorResponses(401, 422),
  },
})

export const getConversionRate = createRoute({
  method: 'get',
  path: '/v1/conversion-rate',
  tags,
  summary: 'The conversion rate between two store currencies',
  request: { query: ConversionRateQuerySchema },
  responses: {
    200: { description: 'The rate', ...json(ConversionRateSchema) },
    ...errorResponses(404, 422),
  },
})

export const putConversionRate = createRoute({
  method: 'put',
  path: '/v1/conversion-rate',
  tags,
  summary: 'Staff: set the conversion rate between two store currencies',
  request: { body: { ...json(ConversionRateUpdateSchema), required: true } },
  responses: {
    200: { description: 'The saved rate', ...json(ConversionRateSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const createSale = createRoute({
  method: 'post',
  path: '/admin/store/sales',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Admin: schedule a sale (the banner shows it between start and end)',
  request: { body: { ...json(SaleCreateSchema), required: true } },
  responses: {
    201: { description: 'The sale', ...json(SaleAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getKitBuilderTree = createRoute({
  method: 'get',
  path: '/v1/kit-builder/tree',
  tags,
  summary: 'The kit builder’s steps (tool, cable, accessories, extras); 404 unless the kit builder is on',
  request: { query: StoreCurrencyQuerySchema },
  responses: {
    200: { description: 'The steps', ...json(KitBuilderTreeSchema) },
    ...errorResponses(404, 422),
  },
})

export const putDealerDisplayCurrency = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/display-currency',
  tags,
  summary: 'A dealer manager: set the dealer’s preferred display currency (null: none)',
  request: {
    params: z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' } }) }),
    body: { ...json(DealerDisplayCurrencyUpdateSchema), required: true },
  },
  responses: {
    200: { description: 'Saved', ...json(DealerDisplayCurrencySchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

/** The back-office home of `putConversionRate` (issue 24 item 1); its old path stays as an alias while the web app moves. */
export const putConversionRateAtAdmin = atPath(putConversionRate, '/admin/conversion-rate')
