import { createRoute, z } from '@hono/zod-openapi'
import { CartEntrySchema, MAX_CART_LINES } from '@shop/domain/cart'
import { MoneySchema } from '@shop/domain/money'
import {
  PRODUCT_CATEGORIES,
  PRODUCT_KINDS,
  SALE_AMOUNT_TYPES,
  SALE_TYPES,
  SaleSchema,
  STOCK_STATES,
} from '@shop/domain/store'
import { errorResponses } from '../../http/openapi'

const tags = ['Store']

const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
const CurrencyQuery = Currency.optional().openapi({ param: { name: 'currency', in: 'query' }, example: 'EUR' })
const PricesByCurrency = z.record(z.string(), z.number().int())
const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [string, ...string[]]

const ImageSchema = z.object({ src: z.string(), alt: z.string() })

export const ProductSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    subtext: z.string(),
    category: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    compat_type: z.enum(['FZPRO', 'FLASHZILLAV3']).nullable(),
    image: ImageSchema.nullable(),
    /** Null when the product has no price in the display currency. */
    price: MoneySchema.nullable(),
    has_options: z.boolean(),
    stock_state: z.enum(STOCK_STATES),
  })
  .openapi('ProductSummary')

export const ProductListSchema = z
  .object({
    currency: z.string(),
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    data: z.array(ProductSummarySchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  })
  .openapi('ProductList')
export type ProductList = z.infer<typeof ProductListSchema>

export const ProductOptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    selections: z.array(
      z.object({
        name: z.string(),
        /** What the selection adds to the unit price, per store currency (minor units). */
        pricesByCurrency: PricesByCurrency,
        /** The addition in the display currency. */
        price: MoneySchema.nullable(),
      }),
    ),
  })
  .openapi('ProductOption')

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(ImageSchema),
  pricesByCurrency: PricesByCurrency,
  weight_grams: z.number().int(),
  catalog_tool: z.boolean(),
  options: z.array(ProductOptionSchema),
  stock: z.array(
    z.object({
      location: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
      state: z.enum(STOCK_STATES),
      /** Units left, only when few are (low stock); else null. */
      units_left: z.number().int().nullable(),
    }),
  ),
}).openapi('Product')
export type Product = z.infer<typeof ProductSchema>

export const ProductDetailSchema = z.object({ currency: z.string(), data: ProductSchema }).openapi('ProductDetail')
export type ProductDetail = z.infer<typeof ProductDetailSchema>

export const listProducts = createRoute({
  method: 'get',
  path: '/store/product',
  tags,
  summary: 'Store products, 20 per page, with the categories to filter by',
  description:
    'Active products in display order, priced in the display currency (`currency`, else the caller’s preferred one, else the default; a currency that is not a store currency falls back to the first, SPEC §5). `page` is 1-based. Cached; emptied by any product, price or stock write.',
  request: {
    query: z.object({
      category: z
        .enum(CATEGORY_SLUGS)
        .optional()
        .openapi({ param: { name: 'category', in: 'query' } }),
      kind: z
        .enum(PRODUCT_KINDS)
        .optional()
        .openapi({ param: { name: 'kind', in: 'query' } }),
      compat_type: z
        .enum(['FZPRO', 'FLASHZILLAV3'])
        .optional()
        .openapi({ param: { name: 'compat_type', in: 'query' } }),
      page: z.coerce
        .number()
        .int('page must be a whole number')
        .min(1, 'page must be 1 or more')
        .max(100_000)
        .default(1)
        .openapi({ param: { name: 'page', in: 'query' } }),
      currency: CurrencyQuery,
    }),
  },
  responses: {
    200: { description: 'A page of products', content: { 'application/json': { schema: ProductListSchema } } },
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
    query: z.object({ currency: CurrencyQuery }),
  },
  responses: {
    200: { description: 'The product', content: { 'application/json': { schema: ProductDetailSchema } } },
    ...errorResponses(404, 422),
  },
})

export const UpdateProductSchema = z
  .object({
    active: z.boolean().optional(),
    prices: z.record(Currency, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
    stock: z
      .array(z.object({ location: z.string().min(1), quantity_on_hand: z.number().int().min(0).max(1_000_000) }))
      .max(50)
      .optional(),
  })
  .openapi('ProductUpdate')

export const updateProduct = createRoute({
  method: 'patch',
  path: '/admin/store/product/{slug}',
  tags,
  summary: 'Admin: change a product’s availability, prices per currency or units on hand per location',
  request: {
    params: z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' } }) }),
    body: { content: { 'application/json': { schema: UpdateProductSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'The product as the store shows it',
      content: { 'application/json': { schema: ProductDetailSchema } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const CartBodySchema = z
  .object({
    currency: Currency,
    entries: z.array(CartEntrySchema).max(MAX_CART_LINES),
    /** true: add these entries to the saved cart with the add rule (the login merge); false: replace it. */
    merge: z.boolean().default(false),
  })
  .openapi('CartUpdate')

export const CartResponseSchema = z
  .object({
    currency: z.string(),
    entries: z.array(CartEntrySchema),
    updated_at: z.string().nullable(),
  })
  .openapi('Cart')
export type CartResponse = z.infer<typeof CartResponseSchema>

export const getCart = createRoute({
  method: 'get',
  path: '/store/cart',
  tags,
  summary: 'The logged-in user’s saved cart',
  responses: {
    200: {
      description: 'The cart (empty when none was saved)',
      content: { 'application/json': { schema: CartResponseSchema } },
    },
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
  request: { body: { content: { 'application/json': { schema: CartBodySchema } }, required: true } },
  responses: {
    200: { description: 'The saved cart', content: { 'application/json': { schema: CartResponseSchema } } },
    ...errorResponses(401, 422),
  },
})

export const ConversionRateSchema = z
  .object({
    currency_from: z.string(),
    currency_to: z.string(),
    /** Units of `currency_to` for one unit of `currency_from`, as exact decimal text. */
    rate: z.string(),
    updated_at: z.string().nullable(),
  })
  .openapi('ConversionRate')

export const getConversionRate = createRoute({
  method: 'get',
  path: '/v1/conversion-rate',
  tags,
  summary: 'The conversion rate between two store currencies',
  request: {
    query: z.object({
      currency_from: Currency.openapi({ param: { name: 'currency_from', in: 'query' }, example: 'USD' }),
      currency_to: Currency.openapi({ param: { name: 'currency_to', in: 'query' }, example: 'EUR' }),
    }),
  },
  responses: {
    200: { description: 'The rate', content: { 'application/json': { schema: ConversionRateSchema } } },
    ...errorResponses(404, 422),
  },
})

export const putConversionRate = createRoute({
  method: 'put',
  path: '/v1/conversion-rate',
  tags,
  summary: 'Staff: set the conversion rate between two store currencies',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            currency_from: Currency,
            currency_to: Currency,
            rate: z
              .union([z.string(), z.number()])
              .transform((value) => String(value).trim())
              .pipe(
                z
                  .string()
                  .regex(/^\d{1,10}(\.\d{1,8})?$/, 'must be a positive decimal number with at most 8 decimals')
                  .refine((text) => Number(text) > 0, 'must be more than 0'),
              ),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { description: 'The saved rate', content: { 'application/json': { schema: ConversionRateSchema } } },
    ...errorResponses(401, 403, 422),
  },
})

// A copy of the domain's SPEC §3 Sale, named for the OpenAPI document (zod-openapi names only its own instances).
export const SalePublicSchema = z.object(SaleSchema.shape).openapi('Sale')

export const createSale = createRoute({
  method: 'post',
  path: '/admin/store/sales',
  tags,
  summary: 'Admin: schedule a sale (the banner shows it between start and end)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              type: z.enum(SALE_TYPES),
              amount: z.number().int().min(1),
              amountType: z.enum(SALE_AMOUNT_TYPES),
              name: z.string().trim().min(1).max(80),
              description: z.string().trim().max(200).default(''),
              code: z
                .string()
                .regex(/^[A-Z0-9_-]{2,40}$/, 'must be 2 to 40 capital letters, digits, - or _')
                .nullable()
                .default(null),
              start: z.iso.datetime({ offset: true }),
              end: z.iso.datetime({ offset: true }),
              countdown: z.boolean().default(true),
            })
            .refine((sale) => Date.parse(sale.end) > Date.parse(sale.start), {
              path: ['end'],
              message: 'must be after start',
            })
            .refine((sale) => sale.amountType !== 'percent' || sale.amount <= 100, {
              path: ['amount'],
              message: 'a percent is at most 100',
            }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: { description: 'The sale', content: { 'application/json': { schema: SalePublicSchema } } },
    ...errorResponses(401, 403, 422),
  },
})

export const KitBuilderTreeSchema = z
  .object({
    currency: z.string(),
    steps: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        optional: z.boolean(),
        products: z.array(ProductSummarySchema),
      }),
    ),
  })
  .openapi('KitBuilderTree')
export type KitBuilderTree = z.infer<typeof KitBuilderTreeSchema>

export const getKitBuilderTree = createRoute({
  method: 'get',
  path: '/v1/kit-builder/tree',
  tags,
  summary: 'The kit builder’s steps (tool, cable, accessories, extras); 404 unless the kit builder is on',
  request: { query: z.object({ currency: CurrencyQuery }) },
  responses: {
    200: { description: 'The steps', content: { 'application/json': { schema: KitBuilderTreeSchema } } },
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
    body: {
      content: {
        'application/json': { schema: z.object({ preferred_display_currency: Currency.nullable() }) },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Saved',
      content: { 'application/json': { schema: z.object({ preferred_display_currency: z.string().nullable() }) } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
})
