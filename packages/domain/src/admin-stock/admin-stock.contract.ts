import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { STOCK_STATES } from '../store/store.constants'
import {
  ADMIN_STOCK_PAGE_SIZE,
  ADMIN_STOCK_SORTS,
  MAX_STOCK_QUANTITY,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENTS_PAGE_SIZE,
} from './admin-stock.constants'

// The wire contract of the back office's stock (issue 24 item 4, decision 0094): staff read, Admin adjusts.

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const slug = (what: string) => z.string().trim().regex(SLUG, `${what} must be a slug such as fz3-flash-tool`)

export const StockProductSlugParamSchema = z.object({
  slug: slug('slug').meta({ example: 'fz3-flash-tool' }),
})
export const StockLocationSlugParamSchema = z.object({
  slug: slug('slug').meta({ example: 'costa-mesa' }),
})

export const AdminStockListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: z.coerce
    .number()
    .int('per_page must be a whole number')
    .min(1, 'per_page must be 1 or more')
    .max(100, 'per_page must be 100 or less')
    .default(ADMIN_STOCK_PAGE_SIZE),
  sort: z.enum(ADMIN_STOCK_SORTS).default('product'),
  /** `true`: only levels at or under their product's low-stock threshold (out of stock included). */
  low: z.enum(['true', 'false'], 'low must be true or false').optional(),
  /** One location's levels. */
  location: slug('location').optional(),
  /** Part of the product's name or slug. */
  search: z
    .string()
    .trim()
    .min(1, 'search must not be empty')
    .max(100, 'search must be 100 characters or less')
    .optional(),
})
export type AdminStockListQuery = z.infer<typeof AdminStockListQuerySchema>

/** A product's or location's page: which page of its movement history. */
export const StockMovementsQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: z.coerce
    .number()
    .int('per_page must be a whole number')
    .min(1, 'per_page must be 1 or more')
    .max(100, 'per_page must be 100 or less')
    .default(STOCK_MOVEMENTS_PAGE_SIZE),
})
export type StockMovementsQuery = z.infer<typeof StockMovementsQuerySchema>

export const StockLocationRefSchema = z.object({ slug: z.string(), name: z.string() })

export const AdminStockLevelSchema = z
  .object({
    product_slug: z.string(),
    product_name: z.string(),
    location_slug: z.string(),
    location_name: z.string(),
    quantity_on_hand: z.number().int(),
    low_stock_threshold: z.number().int(),
    /** Out of stock at 0, low stock at or under the threshold, else in stock. */
    state: z.enum(STOCK_STATES),
    /** Null where the product has never had stock at the location. */
    updated_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AdminStockLevel' })
export type AdminStockLevel = z.infer<typeof AdminStockLevelSchema>

export const AdminStockListAnswerSchema = z
  .object({
    data: z.array(AdminStockLevelSchema),
    meta: pageMetaSchema,
    /** Every stock location, for the filter. */
    locations: z.array(StockLocationRefSchema),
  })
  .meta({ id: 'AdminStockList' })
export type AdminStockListAnswer = z.infer<typeof AdminStockListAnswerSchema>

export const StockMovementSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    product_slug: z.string(),
    product_name: z.string(),
    location_slug: z.string(),
    location_name: z.string(),
    /** Units added (positive) or taken away (negative). */
    delta: z.number().int(),
    /** The level right after this movement. */
    quantity_after: z.number().int(),
    reason: z.enum(STOCK_MOVEMENT_REASONS),
    note: z.string(),
    /** Who adjusted: their e-mail; null for a sale or a refund (the shop itself) or an account since removed. */
    actor_email: z.string().nullable(),
    /** The store order a sale or refund belongs to. */
    order_id: z.number().int().nullable(),
  })
  .meta({ id: 'StockMovement' })
export type StockMovement = z.infer<typeof StockMovementSchema>

export const StockMovementPageSchema = z.object({ data: z.array(StockMovementSchema), meta: pageMetaSchema })
export type StockMovementPage = z.infer<typeof StockMovementPageSchema>

export const AdminStockProductSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    active: z.boolean(),
    low_stock_threshold: z.number().int(),
    total_on_hand: z.number().int(),
    /** The product's last change, for If-Unmodified-Since on the threshold. */
    updated_at: z.iso.datetime({ offset: true }),
    /** One row per stock location, none left out (0 where the product has no stock there). */
    levels: z.array(AdminStockLevelSchema),
    movements: StockMovementPageSchema,
  })
  .meta({ id: 'AdminStockProduct' })
export type AdminStockProduct = z.infer<typeof AdminStockProductSchema>

export const AdminStockLocationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    total_on_hand: z.number().int(),
    /** Every product at this location, by name (0 where it has no stock here). */
    levels: z.array(AdminStockLevelSchema),
    movements: StockMovementPageSchema,
  })
  .meta({ id: 'AdminStockLocation' })
export type AdminStockLocation = z.infer<typeof AdminStockLocationSchema>

const quantity = (field: string) =>
  z
    .number(`${field} must be a whole number`)
    .int(`${field} must be a whole number`)
    .min(-MAX_STOCK_QUANTITY, `${field} is too large`)
    .max(MAX_STOCK_QUANTITY, `${field} is too large`)

export const StockAdjustmentInputSchema = z
  .object({
    product: slug('product'),
    location: slug('location'),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, 'reason is required: received, counted, damaged or returned'),
    /** Units to add (positive) or take away (negative); or send `counted`. */
    delta: quantity('delta').optional(),
    /** The quantity counted on the shelf (reason `counted`): the level becomes it. */
    counted: quantity('counted').min(0, 'counted must be 0 or more').optional(),
    note: z.string().trim().max(500, 'note must be 500 characters or less').default(''),
  })
  .superRefine((input, ctx) => {
    if ((input.delta === undefined) === (input.counted === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'Send either delta or counted (one of the two)' })
      return
    }
    if (input.counted !== undefined && input.reason !== 'counted')
      ctx.addIssue({ code: 'custom', path: ['counted'], message: 'counted goes with the reason counted' })
    if (input.delta === undefined) return
    if (input.delta === 0) ctx.addIssue({ code: 'custom', path: ['delta'], message: 'delta must not be 0' })
    else if ((input.reason === 'received' || input.reason === 'returned') && input.delta < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['delta'],
        message: `delta must be positive: ${input.reason} units are added`,
      })
    else if (input.reason === 'damaged' && input.delta > 0)
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'delta must be negative: damaged units are taken away' })
  })
  .meta({
    id: 'StockAdjustmentInput',
    examples: [
      {
        product: 'fz3-flash-tool',
        location: 'costa-mesa',
        reason: 'received',
        delta: 12,
        note: 'Delivery from the supplier, invoice 4411',
      },
    ],
  })
export type StockAdjustmentInput = z.input<typeof StockAdjustmentInputSchema>
export type StockAdjustmentParsed = z.output<typeof StockAdjustmentInputSchema>

export const StockAdjustmentSchema = z
  .object({ movement: StockMovementSchema, level: AdminStockLevelSchema })
  .meta({ id: 'StockAdjustment' })
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>

export const StockThresholdInputSchema = z
  .object({
    low_stock_threshold: z
      .number('low_stock_threshold must be a whole number')
      .int('low_stock_threshold must be a whole number')
      .min(0, 'low_stock_threshold must be 0 or more')
      .max(MAX_STOCK_QUANTITY, 'low_stock_threshold is too large'),
  })
  .meta({ id: 'StockThresholdInput', examples: [{ low_stock_threshold: 5 }] })
export type StockThresholdInput = z.infer<typeof StockThresholdInputSchema>

export const StockThresholdSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    low_stock_threshold: z.number().int(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StockThreshold' })
export type StockThreshold = z.infer<typeof StockThresholdSchema>
