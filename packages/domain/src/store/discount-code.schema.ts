import { z } from 'zod'
import { PricesByCurrencySchema } from '../cart/cart.schema'

/**
 * A discount code as checkout applies it: `percent` off, or a fixed amount off per currency. Scope
 * (one product or one category) is the caller's: it passes the subtotal of the lines in scope.
 */
export const DiscountCodeSchema = z.discriminatedUnion('kind', [
  z.object({ code: z.string(), kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
  z.object({ code: z.string(), kind: z.literal('amount'), amountsByCurrency: PricesByCurrencySchema }),
])
export type DiscountCode = z.infer<typeof DiscountCodeSchema>
