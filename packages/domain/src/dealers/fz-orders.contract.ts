import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'

// Flash-tool orders (issue 25 item 2, SPEC §7 `v1/fz-orders`): a dealer's bulk order of flash tools at dealer
// prices, paid on its balance, then shipped (with a tracking number) and delivered — or cancelled and refunded.

/** SPEC §3 compatibility types; a dealer's order is for one of them, FLASHZILLAV3 unless it says otherwise. */
export const FZ_ORDER_TYPES = ['FLASHZILLAV3', 'FZPRO'] as const
export type FzOrderType = (typeof FZ_ORDER_TYPES)[number]
export const DEFAULT_FZ_ORDER_TYPE: FzOrderType = 'FLASHZILLAV3'
export const FZ_ORDER_TYPE_LABELS: Record<FzOrderType, string> = {
  FLASHZILLAV3: 'FlashZilla V3',
  FZPRO: 'FZPRO bench',
}

export const FZ_ORDER_STATES = ['placed', 'shipped', 'delivered', 'cancelled'] as const
export type FzOrderState = (typeof FZ_ORDER_STATES)[number]
export const FZ_ORDER_STATE_LABELS: Record<FzOrderState, string> = {
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** How many of one tool a line may order, and how many lines an order may have. */
export const FZ_ORDER_MAX_QUANTITY = 100
export const FZ_ORDER_MAX_LINES = 20

export const FzOrderInputSchema = z
  .object({
    order_type: z.enum(FZ_ORDER_TYPES).default(DEFAULT_FZ_ORDER_TYPE),
    lines: z
      .array(
        z.object({
          tool_id: z.number().int().positive().max(2_147_483_647),
          quantity: z
            .number()
            .int('quantity must be a whole number')
            .min(1, 'quantity must be at least 1')
            .max(FZ_ORDER_MAX_QUANTITY, `quantity must be ${FZ_ORDER_MAX_QUANTITY} or fewer`),
        }),
      )
      .min(1, 'an order needs at least one tool')
      .max(FZ_ORDER_MAX_LINES, `an order has at most ${FZ_ORDER_MAX_LINES} lines`),
    note: z.string().trim().max(500, 'note must be 500 characters or fewer').default(''),
  })
  .meta({
    id: 'FzOrderInput',
    examples: [{ order_type: 'FLASHZILLAV3', lines: [{ tool_id: 1, quantity: 2 }], note: '' }],
  })
export type FzOrderInput = z.infer<typeof FzOrderInputSchema>

export const FzOrderLineSchema = z.object({
  tool_id: z.number().int(),
  tool_name: z.string(),
  quantity: z.number().int(),
  unit_price: MoneySchema,
  line_total: MoneySchema,
})

export const FzOrderSchema = z
  .object({
    id: z.number().int(),
    dealer: z.object({ slug: z.string(), name: z.string() }),
    order_type: z.enum(FZ_ORDER_TYPES),
    state: z.enum(FZ_ORDER_STATES),
    lines: z.array(FzOrderLineSchema),
    total: MoneySchema,
    note: z.string(),
    tracking_number: z.string().nullable(),
    placed_by: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    shipped_at: z.iso.datetime({ offset: true }).nullable(),
    delivered_at: z.iso.datetime({ offset: true }).nullable(),
    cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'FzOrder' })
export type FzOrder = z.infer<typeof FzOrderSchema>

export const FzOrderListSchema = z.object({ data: z.array(FzOrderSchema) }).meta({ id: 'FzOrderList' })
export type FzOrderList = z.infer<typeof FzOrderListSchema>

/** The tools a dealer may order, at its dealer price in the order's currency. */
export const FzOrderCatalogSchema = z
  .object({
    currency: z.string(),
    tools: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        order_type: z.enum(FZ_ORDER_TYPES),
        dealer_price: MoneySchema,
        retail_price: MoneySchema.nullable(),
      }),
    ),
    /** What the dealer may still spend in that currency (balance + credit limit). */
    available: MoneySchema,
    billing_ready: z.boolean(),
  })
  .meta({ id: 'FzOrderCatalog' })
export type FzOrderCatalog = z.infer<typeof FzOrderCatalogSchema>

/** Staff set the shipping state: shipped needs a tracking number. */
export const FzOrderUpdateSchema = z
  .object({
    state: z.enum(['shipped', 'delivered', 'cancelled']),
    tracking_number: z.string().trim().min(1).max(100).optional(),
  })
  .refine((body) => body.state !== 'shipped' || Boolean(body.tracking_number), {
    message: 'a shipped order needs its tracking number',
    path: ['tracking_number'],
  })
  .meta({ id: 'FzOrderUpdate', examples: [{ state: 'shipped', tracking_number: '1Z999AA10123456784' }] })
export type FzOrderUpdate = z.infer<typeof FzOrderUpdateSchema>

export const FzOrderIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
})
