import { z } from 'zod'
import { SALE_AMOUNT_TYPES, SALE_TYPES } from './store.constants'

/**
 * SPEC §3 Sale as the global state sends it: `start` and `end` are ISO 8601 instants; `amount` is a percent
 * (amountType percent) or whole currency units (amountType dollar); `code` the discount code applied
 * automatically at checkout, if any; `countdown` whether the banner may show the timer.
 */
export const SaleSchema = z.object({
  type: z.enum(SALE_TYPES),
  amount: z.number().int().positive(),
  amountType: z.enum(SALE_AMOUNT_TYPES),
  name: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  countdown: z.boolean(),
})
export type Sale = z.infer<typeof SaleSchema>
