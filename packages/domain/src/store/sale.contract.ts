import { z } from 'zod'
import { SaleSchema } from './sale.schema'
import { SALE_AMOUNT_TYPES, SALE_TYPES } from './store.constants'

// The wire contract of scheduling a sale (decision 0081).

/** SPEC §3 Sale as an answer names it in the document; the global state's `sale` stays the unnamed SaleSchema. */
export const SaleAnswerSchema = SaleSchema.meta({ id: 'Sale' })

export const SaleCreateSchema = z
  .object({
    type: z.enum(SALE_TYPES),
    amount: z.number().int().min(1),
    amountType: z.enum(SALE_AMOUNT_TYPES),
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(200).default(''),
    code: z
      .string()
      .regex(/^[A-Z0-9_-]{2,40}$/, 'must be 2 to 40 capital letters, digits, - or _')
      .nullable()
      .default(null),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    countdown: z.boolean().default(true),
  })
  .refine((sale) => Date.parse(sale.end) > Date.parse(sale.start), {
    path: ['end'],
    message: 'must be after start',
  })
  .refine((sale) => sale.amountType !== 'percent' || sale.amount <= 100, {
    path: ['amount'],
    message: 'a percent is at most 100',
  })
export type SaleCreate = z.infer<typeof SaleCreateSchema>
