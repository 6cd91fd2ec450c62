import { z } from 'zod'

/** A tune as the estimate prices it: its prices in the estimate's currency, minor units. */
export type PricedTune = {
  id: number
  name: string
  isStock: boolean
  /** An add-on (SPEC §3 optional): chosen as a tune option at `addonprice`. */
  optional: boolean
  price: number
  addonprice: number
  /** Dealer prices; used when the customer files through a dealer. */
  dealerprice: number
  dealeraddonprice: number
}

export const EstimateLineSchema = z.object({
  tune_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['set', 'option']),
  amount_minor: z.number().int().nonnegative(),
})
export type EstimateLine = z.infer<typeof EstimateLineSchema>

/** A priced choice of tunes; the currency is fixed here and every later payment uses it. */
export const TuneEstimateSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  lines: z.array(EstimateLineSchema),
  subtotal_minor: z.number().int().nonnegative(),
  discount_minor: z.number().int().nonnegative(),
  discount_codes: z.array(z.string()),
  total_minor: z.number().int().nonnegative(),
})
export type TuneEstimate = z.infer<typeof TuneEstimateSchema>

/** The wire selection: main tunes (sets) and add-ons (options), by catalog tune id. */
export const TuneSelectionSchema = z.object({
  tune_sets: z.array(z.number().int().positive()).max(20),
  tune_options: z.array(z.number().int().positive()).max(40).default([]),
})
export type TuneSelection = z.infer<typeof TuneSelectionSchema>
