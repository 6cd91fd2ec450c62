import { z } from 'zod'
import { MAX_CART_LINES } from '../cart/cart.constants'
import { CartEntrySchema } from '../cart/cart.schema'
import { StoreCurrencySchema } from './products.contract'

// The wire contract of a logged-in user's saved cart (decision 0081, decision 0025).

export const CartUpdateSchema = z
  .object({
    currency: StoreCurrencySchema,
    entries: z.array(CartEntrySchema).max(MAX_CART_LINES),
    /** true: add these entries to the saved cart with the add rule (the login merge); false: replace it. */
    merge: z.boolean().default(false),
  })
  .meta({ id: 'CartUpdate' })
export type CartUpdate = z.infer<typeof CartUpdateSchema>

export const SavedCartSchema = z
  .object({
    currency: z.string(),
    entries: z.array(CartEntrySchema),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'Cart' })
export type SavedCart = z.infer<typeof SavedCartSchema>
