import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { PRODUCT_CATEGORIES, SALE_AMOUNT_TYPES, SALE_TYPES, type ProductCategorySlug } from '../store/store.constants'
import { StoreCurrencySchema } from '../store/products.contract'
import {
  ADMIN_DISCOUNT_CODE_SORTS,
  ADMIN_PROMOTIONS_PAGE_SIZE,
  ADMIN_SALE_SORTS,
  DISCOUNT_CODE_KINDS,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_CODE_STATUSES,
  SALE_STATUSES,
} from './admin-promotions.constants'

// The wire contract of the back office's sales and discount codes (issue 24 item 3, decision 0099). Admin lists,
// reads, creates and changes them; a sale's DELETE ends it now or deletes one not yet started; codes are switched
// off, never deleted (orders name them). The checks across fields (`saleProblems`, `discountCodeProblems`) are the
// service's, after who may: a refused caller learns "forbidden", not what is wrong with the body.

const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [ProductCategorySlug, ...ProductCategorySlug[]]

const perPage = z.coerce
  .number()
  .int('per_page must be a whole number')
  .min(1, 'per_page must be 1 or more')
  .max(100, 'per_page must be 100 or less')
  .default(ADMIN_PROMOTIONS_PAGE_SIZE)

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-27T09:00:00Z' })

const codeText = z
  .string()
  .trim()
  .regex(DISCOUNT_CODE_PATTERN, 'must be 2 to 40 capital letters, digits, - or _ (BLACKFRIDAY25)')

// Sales

export const AdminSaleListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: perPage,
  sort: z.enum(ADMIN_SALE_SORTS).default('-starts_at'),
  status: z.enum(SALE_STATUSES).optional(),
  type: z.enum(SALE_TYPES).optional(),
})
export type AdminSaleListQuery = z.infer<typeof AdminSaleListQuerySchema>

const saleFields = {
  type: z.enum(SALE_TYPES),
  /** A percent (1–100) or whole currency units, per `amount_type`. */
  amount: z.number().int('amount must be a whole number').min(1, 'amount must be 1 or more'),
  amount_type: z.enum(SALE_AMOUNT_TYPES),
  name: z.string().trim().min(1, 'name is required').max(80, 'name must be 80 characters or fewer'),
  description: z.string().trim().max(200, 'description must be 200 characters or fewer'),
  /** The discount code checkout applies automatically (an existing automatic code), or null. */
  code: codeText.nullable(),
  starts_at: instant,
  ends_at: instant,
  /** Whether the banner shows the countdown in the sale's last 48 hours. */
  countdown: z.boolean(),
}

export const AdminSaleCreateSchema = z
  .object({
    ...saleFields,
    description: saleFields.description.default(''),
    code: saleFields.code.default(null),
    countdown: saleFields.countdown.default(true),
  })
  .meta({ id: 'AdminSaleCreate' })
export type AdminSaleCreate = z.infer<typeof AdminSaleCreateSchema>

/** A change: only the fields sent change; the result is checked as a whole (the end after the start…). */
export const AdminSaleUpdateSchema = z
  .object({
    type: saleFields.type.optional(),
    amount: saleFields.amount.optional(),
    amount_type: saleFields.amount_type.optional(),
    name: saleFields.name.optional(),
    description: saleFields.description.optional(),
    code: saleFields.code.optional(),
    starts_at: saleFields.starts_at.optional(),
    ends_at: saleFields.ends_at.optional(),
    countdown: saleFields.countdown.optional(),
  })
  .meta({ id: 'AdminSaleUpdate' })
export type AdminSaleUpdate = z.infer<typeof AdminSaleUpdateSchema>

export const AdminSaleSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(SALE_TYPES),
    amount: z.number().int(),
    amount_type: z.enum(SALE_AMOUNT_TYPES),
    name: z.string(),
    description: z.string(),
    code: z.string().nullable(),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    countdown: z.boolean(),
    /** Where the sale stands now: the storefront shows a running one (the latest started). */
    status: z.enum(SALE_STATUSES),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminSale' })
export type AdminSale = z.infer<typeof AdminSaleSchema>

export const AdminSaleListAnswerSchema = z
  .object({ data: z.array(AdminSaleSchema), meta: pageMetaSchema })
  .meta({ id: 'AdminSaleList' })
export type AdminSaleListAnswer = z.infer<typeof AdminSaleListAnswerSchema>

/** What DELETE did: a scheduled sale is `deleted`; a running one `ended` now (and is returned as it is now). */
export const AdminSaleRemovalSchema = z
  .object({ outcome: z.enum(['deleted', 'ended']), sale: AdminSaleSchema })
  .meta({ id: 'AdminSaleRemoval' })
export type AdminSaleRemoval = z.infer<typeof AdminSaleRemovalSchema>

/** What the audit log keeps of a sale before and after a write. */
export type SaleSnapshot = Omit<AdminSale, 'id' | 'status' | 'created_at' | 'updated_at'>

// Discount codes

export const AdminDiscountCodeListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: perPage,
  sort: z.enum(ADMIN_DISCOUNT_CODE_SORTS).default('code'),
  /** Part of the code. */
  code: z.string().trim().min(1, 'code must not be empty').max(40).optional(),
  status: z.enum(DISCOUNT_CODE_STATUSES).optional(),
  automatic: z.enum(['true', 'false']).optional(),
})
export type AdminDiscountCodeListQuery = z.infer<typeof AdminDiscountCodeListQuerySchema>

/** An amount off in minor units of a store currency: 500 is 5.00 EUR. */
const AmountOff = z
  .number()
  .int('must be a whole number of minor units (cents)')
  .min(1, 'must be more than zero')
  .max(1_000_000_000_00, 'is more than the store takes')

const codeFields = {
  code: codeText,
  kind: z.enum(DISCOUNT_CODE_KINDS),
  /** A percent code's percent (1–100); null for an amount code. */
  percent: z.number().int('percent must be a whole number').min(1, 'percent must be 1 or more').max(100).nullable(),
  /** An amount code's amount off per store currency (minor units); a currency left out takes nothing off. */
  amounts: z.record(StoreCurrencySchema, AmountOff).meta({ example: { USD: 1_000 } }),
  /** The product the code applies to alone, or null. */
  product_id: z.number().int().positive().nullable(),
  /** The category the code applies to alone, or null. */
  category: z.enum(CATEGORY_SLUGS).nullable(),
  /** Applied at checkout without typing it (the global state's `codes`). */
  automatic: z.boolean(),
  /** An automatic code never shown (the global state's `hcodes`). */
  hidden: z.boolean(),
  /** Switched off: checkout refuses it (codes are never deleted: orders name them). */
  active: z.boolean(),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
}

export const AdminDiscountCodeCreateSchema = z
  .object({
    ...codeFields,
    percent: codeFields.percent.default(null),
    amounts: codeFields.amounts.default({}),
    product_id: codeFields.product_id.default(null),
    category: codeFields.category.default(null),
    automatic: codeFields.automatic.default(false),
    hidden: codeFields.hidden.default(false),
    active: codeFields.active.default(true),
    starts_at: codeFields.starts_at.default(null),
    ends_at: codeFields.ends_at.default(null),
  })
  .meta({ id: 'AdminDiscountCodeCreate' })
export type AdminDiscountCodeCreate = z.infer<typeof AdminDiscountCodeCreateSchema>

/** A change: the fields sent; the code's text never changes (sales and orders name it). */
export const AdminDiscountCodeUpdateSchema = z
  .object({
    kind: codeFields.kind.optional(),
    percent: codeFields.percent.optional(),
    amounts: codeFields.amounts.optional(),
    product_id: codeFields.product_id.optional(),
    category: codeFields.category.optional(),
    automatic: codeFields.automatic.optional(),
    hidden: codeFields.hidden.optional(),
    active: codeFields.active.optional(),
    starts_at: codeFields.starts_at.optional(),
    ends_at: codeFields.ends_at.optional(),
  })
  .meta({ id: 'AdminDiscountCodeUpdate' })
export type AdminDiscountCodeUpdate = z.infer<typeof AdminDiscountCodeUpdateSchema>

export const AdminDiscountCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(DISCOUNT_CODE_KINDS),
    percent: z.number().int().nullable(),
    amounts: z.record(z.string(), z.number().int()),
    product_id: z.number().int().nullable(),
    /** The product's name when the code is scoped to one. */
    product_name: z.string().nullable(),
    category: z.string().nullable(),
    automatic: z.boolean(),
    hidden: z.boolean(),
    active: z.boolean(),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    status: z.enum(DISCOUNT_CODE_STATUSES),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminDiscountCode' })
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>

export const AdminDiscountCodeListAnswerSchema = z
  .object({ data: z.array(AdminDiscountCodeSchema), meta: pageMetaSchema, currencies: z.array(z.string()) })
  .meta({ id: 'AdminDiscountCodeList' })
export type AdminDiscountCodeListAnswer = z.infer<typeof AdminDiscountCodeListAnswerSchema>

/** One code with the store currencies (the form asks an amount in each). */
export const AdminDiscountCodeAnswerSchema = AdminDiscountCodeSchema.extend({ currencies: z.array(z.string()) }).meta({
  id: 'AdminDiscountCodeAnswer',
})
export type AdminDiscountCodeAnswer = z.infer<typeof AdminDiscountCodeAnswerSchema>

/** What the audit log keeps of a code before and after a write. */
export type DiscountCodeSnapshot = Omit<
  AdminDiscountCode,
  'id' | 'status' | 'created_at' | 'updated_at' | 'product_name'
>
