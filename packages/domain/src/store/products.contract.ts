import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'
import { PRODUCT_CATEGORIES, PRODUCT_KINDS, STOCK_STATES } from './store.constants'

// The wire contract of the store's products and kit builder (decision 0081): the server's routes declare it, the
// web app's client is typed by the document generated from it.

/** A store currency as a request names it: three capital letters (ISO 4217). */
export const StoreCurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')

/** `?currency=`: the display currency wanted (SPEC §5), else the caller's preferred one, else the default. */
export const StoreCurrencyQuerySchema = z.object({ currency: StoreCurrencySchema.optional().meta({ example: 'EUR' }) })

const COMPAT_TYPES = ['FZPRO', 'FLASHZILLAV3'] as const
const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [string, ...string[]]

export const ProductListQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS).optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
  compat_type: z.enum(COMPAT_TYPES).optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
  currency: StoreCurrencyQuerySchema.shape.currency,
})

const ImageSchema = z.object({ src: z.string(), alt: z.string() })
const PricesByCurrency = z.record(z.string(), z.number().int())

export const ProductSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    subtext: z.string(),
    category: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    compat_type: z.enum(COMPAT_TYPES).nullable(),
    image: ImageSchema.nullable(),
    /** Null when the product has no price in the display currency. */
    price: MoneySchema.nullable(),
    has_options: z.boolean(),
    stock_state: z.enum(STOCK_STATES),
  })
  .meta({ id: 'ProductSummary' })
export type ProductSummary = z.infer<typeof ProductSummarySchema>

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
  .meta({ id: 'ProductList' })
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
  .meta({ id: 'ProductOption' })

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
}).meta({ id: 'Product' })
export type Product = z.infer<typeof ProductSchema>

export const ProductDetailSchema = z.object({ currency: z.string(), data: ProductSchema }).meta({ id: 'ProductDetail' })
export type ProductDetail = z.infer<typeof ProductDetailSchema>

export const ProductUpdateSchema = z
  .object({
    active: z.boolean().optional(),
    prices: z.record(StoreCurrencySchema, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
    stock: z
      .array(z.object({ location: z.string().min(1), quantity_on_hand: z.number().int().min(0).max(1_000_000) }))
      .max(50)
      .optional(),
  })
  .meta({ id: 'ProductUpdate' })
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>

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
  .meta({ id: 'KitBuilderTree' })
export type KitBuilderTree = z.infer<typeof KitBuilderTreeSchema>
