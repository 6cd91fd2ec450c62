import { createRoute, z } from '@hono/zod-openapi'
import { MoneySchema } from '@shop/domain/money'
import { errorResponses } from '../../http/openapi'

const tags = ['Featured']

export const FEATURED_KINDS = ['tune', 'product'] as const

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
  .openapi('FeaturedItem')
export type FeaturedItem = z.infer<typeof FeaturedItemSchema>

export const FeaturedListSchema = z
  .object({ currency: z.string(), data: z.array(FeaturedItemSchema) })
  .openapi('FeaturedList')
export type FeaturedList = z.infer<typeof FeaturedListSchema>

export const listFeatured = createRoute({
  method: 'get',
  path: '/v1/featured',
  tags,
  summary: 'Featured tunes and products for the home page, priced in one currency',
  description:
    "Active items in display order. Without `currency`, the display currency of the global state (the user's preferred one, else the region's default); a currency that is not one of the store currencies falls back to the first store currency (SPEC §5). `price` is null where an item has no price in it.",
  request: {
    query: z.object({
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
        .optional()
        .openapi({ param: { name: 'currency', in: 'query' }, example: 'USD' }),
    }),
  },
  responses: {
    200: { description: 'The featured items', content: { 'application/json': { schema: FeaturedListSchema } } },
    ...errorResponses(422),
  },
})
