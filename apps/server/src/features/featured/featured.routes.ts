import { createRoute } from '@hono/zod-openapi'
import { FeaturedListSchema, FeaturedQuerySchema } from '@shop/domain/featured'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Featured']

export const listFeatured = createRoute({
  method: 'get',
  path: '/v1/featured',
  tags,
  summary: 'Featured tunes and products for the home page, priced in one currency',
  description:
    "Active items in display order. Without `currency`, the display currency of the global state (the user's preferred one, else the region's default); a currency that is not one of the store currencies falls back to the first store currency (SPEC §5). `price` is null where an item has no price in it.",
  request: { query: FeaturedQuerySchema },
  responses: {
    200: { description: 'The featured items', ...json(FeaturedListSchema) },
    ...errorResponses(422),
  },
})
