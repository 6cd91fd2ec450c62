import { z } from 'zod'
import { MoneySchema } from '../money'

// The wire contract of the featured list (decision 0081): the server's route declares it, the web app's client is
// typed by the document generated from it.

export const FEATURED_KINDS = ['tune', 'product'] as const

export const FeaturedQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
    .optional()
    .meta({ example: 'USD' }),
})

export const FeaturedItemSchema = z
  .object({
    slug: z.string(),
    kind: z.enum(FEATURED_KINDS),
    title: z.string(),
    subtitle: z.string(),
    badge: z.string().nullable(),
    vehicle: z.string().nullable(),
    gain_hp: z.number().int().nullable(),
    gain_torque_lbft: z.number().int().nullable(),
    image: z.string(),
    href: z.string(),
    price: MoneySchema.nullable(),
  })
  .meta({ id: 'FeaturedItem' })
export type FeaturedItem = z.infer<typeof FeaturedItemSchema>

export const FeaturedListSchema = z
  .object({ currency: z.string(), data: z.array(FeaturedItemSchema) })
  .meta({ id: 'FeaturedList' })
export type FeaturedList = z.infer<typeof FeaturedListSchema>
