import { z } from 'zod'

/** ARCHITECTURE §4: an amount of money is an integer number of minor units plus an ISO 4217 code, never a float. */
export const MoneySchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
})
export type Money = z.infer<typeof MoneySchema>
