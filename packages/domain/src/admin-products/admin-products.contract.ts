import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { PRODUCT_CATEGORIES, PRODUCT_KINDS, type ProductCategorySlug } from '../store/store.constants'
import { StoreCurrencySchema } from '../store/products.contract'
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCTS_PAGE_SIZE,
  PRODUCT_AUDIT_ACTIONS,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGE_ALT_MAX_LENGTH,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_SLUG_MAX_LENGTH,
  PRODUCT_SLUG_PATTERN,
  PRODUCT_VISIBILITIES,
} from './admin-products.constants'

// The wire contract of the back office's products (issue 24 item 3, decision 0093): Admin lists, reads, creates
// and changes the store's products, their options and their prices per store currency (minor units).

const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [ProductCategorySlug, ...ProductCategorySlug[]]

export const AdminProductListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: z.coerce
    .number()
    .int('per_page must be a whole number')
    .min(1, 'per_page must be 1 or more')
    .max(100, 'per_page must be 100 or less')
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('position'),
  /** Part of the name or the slug. */
  name: z.string().trim().min(1, 'name must not be empty').max(120).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  visibility: z.enum(PRODUCT_VISIBILITIES).optional(),
})
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>

/** An amount in minor units of one currency: 12900 is 129.00 EUR. */
const MinorAmount = z
  .number()
  .int('must be a whole number of minor units (cents)')
  .min(0, 'must not be negative')
  .max(1_000_000_000_00, 'is more than the store takes')

/** A price per store currency, minor units: `{ "EUR": 12900, "USD": 13900 }`. */
export const PricesByCurrencySchema = z.record(StoreCurrencySchema, MinorAmount).meta({ example: { USD: 1_000 } })

/** Every field of a product as the form sends it; the create and update schemas take these. */
const name = z.string().trim().min(1, 'name is required').max(120, 'name must be 120 characters or fewer')
const optionName = z.string().trim().min(1, 'name is required').max(80, 'name must be 80 characters or fewer')

export const AdminSelectionInputSchema = z.object({
  name: optionName,
  /** What the selection adds to the unit price per store currency; a currency left out adds nothing. */
  prices: PricesByCurrencySchema.default({}),
})

export const AdminOptionInputSchema = z
  .object({
    /** The option's id when it exists already (a cart names it), else absent: a new option. */
    id: z.number().int().positive().optional(),
    name: optionName,
    selections: z
      .array(AdminSelectionInputSchema)
      .min(1, 'an option needs at least one selection')
      .max(30, 'an option takes at most 30 selections'),
  })
  .superRefine((option, context) => {
    const seen = new Set<string>()
    option.selections.forEach((selection, index) => {
      const key = selection.name.trim().toLowerCase()
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['selections', index, 'name'],
          message: 'two selections of an option must not have the same name',
        })
      }
      seen.add(key)
    })
  })
export type AdminOptionInput = z.infer<typeof AdminOptionInputSchema>

/** An image of a product: where the store loads it from, and its alternative text. */
export const ProductImageSchema = z.object({
  src: z.string().max(300),
  alt: z
    .string()
    .trim()
    .max(PRODUCT_IMAGE_ALT_MAX_LENGTH, `alt must be ${PRODUCT_IMAGE_ALT_MAX_LENGTH} characters or fewer`),
})

/** The upload of one image (multipart): the file and its alternative text. */
export const AdminProductImageFormSchema = z.object({
  image: z.string().meta({ format: 'binary' }),
  alt: z.string().optional(),
})

const fields = {
  name,
  slug: z
    .string()
    .trim()
    .max(PRODUCT_SLUG_MAX_LENGTH, `slug must be ${PRODUCT_SLUG_MAX_LENGTH} characters or fewer`)
    .regex(PRODUCT_SLUG_PATTERN, 'slug may hold lower-case letters, digits and single hyphens (fz3-flash-tool)'),
  subtext: z.string().trim().max(200, 'subtext must be 200 characters or fewer'),
  /** Plain text: paragraphs apart by a blank line, lines starting with "- " a list; never HTML (decision 0093). */
  description: z
    .string()
    .max(PRODUCT_DESCRIPTION_MAX_LENGTH, `description must be ${PRODUCT_DESCRIPTION_MAX_LENGTH} characters or fewer`),
  category: z.enum(CATEGORY_SLUGS),
  kind: z.enum(PRODUCT_KINDS),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  weight_grams: z
    .number()
    .int('weight_grams must be a whole number')
    .min(0, 'weight_grams must not be negative')
    .max(1_000_000, 'weight_grams must be 1,000,000 or less'),
  /** The unit price per store currency: every store currency needs one. */
  prices: PricesByCurrencySchema,
  /** The whole list of options, in order; an option left out is removed. */
  options: z.array(AdminOptionInputSchema).max(10, 'a product takes at most 10 options'),
}

export const AdminProductCreateSchema = z
  .object({
    ...fields,
    subtext: fields.subtext.default(''),
    description: fields.description.default(''),
    visibility: fields.visibility.default('visible'),
    weight_grams: fields.weight_grams.default(0),
    options: fields.options.default([]),
  })
  .meta({ id: 'AdminProductCreate' })
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>

/** A change: only the fields sent change; `options`, when sent, is the whole new list. */
export const AdminProductUpdateSchema = z
  .object({
    name: fields.name.optional(),
    slug: fields.slug.optional(),
    subtext: fields.subtext.optional(),
    description: fields.description.optional(),
    category: fields.category.optional(),
    kind: fields.kind.optional(),
    visibility: fields.visibility.optional(),
    weight_grams: fields.weight_grams.optional(),
    prices: fields.prices.optional(),
    options: fields.options.optional(),
    /** The product's images in their new order with their texts; an image left out is removed. */
    images: z
      .array(ProductImageSchema)
      .max(PRODUCT_IMAGE_MAX_COUNT, `a product takes at most ${PRODUCT_IMAGE_MAX_COUNT} images`)
      .optional(),
  })
  .meta({ id: 'AdminProductUpdate' })
export type AdminProductUpdate = z.infer<typeof AdminProductUpdateSchema>

export const AdminProductRowSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    visibility: z.enum(PRODUCT_VISIBILITIES),
    prices: z.record(z.string(), z.number().int()),
    option_count: z.number().int(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminProductRow' })
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>

export const AdminProductListAnswerSchema = z
  .object({ data: z.array(AdminProductRowSchema), meta: pageMetaSchema, currencies: z.array(z.string()) })
  .meta({ id: 'AdminProductList' })
export type AdminProductListAnswer = z.infer<typeof AdminProductListAnswerSchema>

export const AdminProductChangeSchema = z.object({
  /** The field in words: "Price (EUR)", "Name". */
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
})
export type AdminProductChange = z.infer<typeof AdminProductChangeSchema>

export const AdminProductEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  action: z.enum(PRODUCT_AUDIT_ACTIONS),
  /** Who did it: an e-mail address, or null when the account is gone. */
  actor: z.string().nullable(),
  changes: z.array(AdminProductChangeSchema),
})
export type AdminProductEvent = z.infer<typeof AdminProductEventSchema>

export const AdminProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    subtext: z.string(),
    description: z.string(),
    category: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    visibility: z.enum(PRODUCT_VISIBILITIES),
    weight_grams: z.number().int(),
    prices: z.record(z.string(), z.number().int()),
    options: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        selections: z.array(z.object({ name: z.string(), prices: z.record(z.string(), z.number().int()) })),
      }),
    ),
    images: z.array(z.object({ src: z.string(), alt: z.string() })),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    /** The store currencies: the form asks a price in each. */
    currencies: z.array(z.string()),
    /** The audit trail of this product, oldest first. */
    history: z.array(AdminProductEventSchema),
  })
  .meta({ id: 'AdminProduct' })
export type AdminProduct = z.infer<typeof AdminProductSchema>

/** What the audit log keeps of a product before and after a change: the fields the form edits. */
export type ProductSnapshot = Pick<
  AdminProduct,
  'slug' | 'name' | 'subtext' | 'description' | 'category' | 'kind' | 'visibility' | 'weight_grams' | 'prices'
> & {
  options: { id: number; name: string; selections: { name: string; prices: Record<string, number> }[] }[]
  /** Absent in records made before images were kept in the snapshot. */
  images?: { src: string; alt: string }[]
}
