import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'
import type { CATALOG_PURCHASE_STATUSES } from './catalog-purchase.constants'
import {
  CATALOG_PURCHASE_NOTES_MAX,
  TOOL_MODES,
  TRADE_IN_CONDITIONS,
  type TRADE_IN_STATUSES,
  VIN_PATTERN,
} from './catalog-purchase.constants'

const ToolIds = z.array(z.number().int().positive()).max(20).default([])

/**
 * What the purchase page sends to price a purchase: the vehicle path and the tune query exactly as the vehicle
 * page's "Buy" link carries them (decision 0016), the tools the buyer already owns and whether to rent.
 */
export const CatalogEstimateRequestSchema = z.object({
  vehicle: z
    .string()
    .max(300)
    .regex(/^\/catalog\/[a-z0-9-]+\/[^/]+\/[a-z0-9-]+\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'Choose a vehicle first.'),
  /** The selection query (`tune=…&addons=…`), with or without the leading `?`. */
  selection: z.string().max(2000),
  own: ToolIds,
  rent: z.boolean().default(false),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
})
export type CatalogEstimateRequest = z.input<typeof CatalogEstimateRequestSchema>

export type ToolMode = (typeof TOOL_MODES)[number]

/** One line of a catalog purchase: a tune, the flash tool (bought, rented or owned) or the install fee. */
export const CatalogLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('tune'),
    tune_id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    amount: MoneySchema,
  }),
  z.object({
    type: z.literal('tool'),
    tool_id: z.number().int(),
    name: z.string(),
    mode: z.enum(TOOL_MODES),
    amount: MoneySchema,
  }),
  z.object({ type: z.literal('install_fee'), name: z.string(), amount: MoneySchema }),
])
export type CatalogLine = z.infer<typeof CatalogLineSchema>

export const CatalogEstimateSchema = z.object({
  currency: z.string(),
  role: z.enum(['customer', 'dealer']),
  vehicle: z.string(),
  lines: z.array(CatalogLineSchema),
  tunes_total: MoneySchema,
  tool_cost: MoneySchema,
  install_fee: MoneySchema,
  total: MoneySchema,
  /** The one tool of the combination when it can be rented (SPEC §9: single-tool combinations only), else null. */
  rentable_tool_id: z.number().int().nullable(),
})
export type CatalogEstimate = z.infer<typeof CatalogEstimateSchema>

export type CatalogPurchaseStatus = (typeof CATALOG_PURCHASE_STATUSES)[number]

export const CatalogPurchasePatchSchema = z.object({
  notes: z.string().trim().max(CATALOG_PURCHASE_NOTES_MAX).optional(),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(VIN_PATTERN, 'A VIN has 17 letters and digits (no I, O or Q).')
    .or(z.literal(''))
    .optional(),
})

export const TicketMessageSchema = z.object({
  body: z.string().trim().min(1, 'Write a message first.').max(4000),
})

export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number]
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number]

/** The fields of the trade-in form (the photos travel beside them in the multipart body). */
export const TradeInFieldsSchema = z.object({
  tool: z.string().trim().min(2, 'Name the tool you want to trade in.').max(120),
  serial_number: z.string().trim().max(64).default(''),
  condition: z.enum(TRADE_IN_CONDITIONS, { error: 'Choose the condition of the tool.' }),
  description: z.string().trim().max(2000).default(''),
})
export type TradeInFields = z.infer<typeof TradeInFieldsSchema>
