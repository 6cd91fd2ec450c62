import { createRoute } from '@hono/zod-openapi'
import { DealerParamSchema, DealerSummaryListSchema, DealerSummarySchema } from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers']

export const listMyDealers = createRoute({
  method: 'get',
  path: '/v1/dealers',
  tags,
  summary: 'The dealers the signed-in user is a member of, with the portal tabs each lets them open',
  responses: {
    200: { description: 'The dealers, by name', ...json(DealerSummaryListSchema) },
    ...errorResponses(401),
  },
})

export const getDealer = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}',
  tags,
  summary: 'One dealer as its portal shows it to the asker: its members, staff and admins (404 for anyone else)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The dealer', ...json(DealerSummarySchema) },
    ...errorResponses(401, 404, 422),
  },
})
