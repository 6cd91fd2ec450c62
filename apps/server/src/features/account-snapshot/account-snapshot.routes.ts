import { createRoute } from '@hono/zod-openapi'
import { SnapshotQuerySchema, UserSnapshotParamSchema, UserSnapshotSchema } from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

export const getUserSnapshot = createRoute({
  method: 'get',
  path: '/v1/users/{id}/snapshot',
  tags: ['Account'],
  summary:
    'A user’s account at the end of a day (default today): credits, orders paid, open tune requests, dealer memberships (own; Admin any)',
  request: { params: UserSnapshotParamSchema, query: SnapshotQuerySchema },
  responses: {
    200: { description: 'The snapshot', ...json(UserSnapshotSchema) },
    ...errorResponses(401, 404, 422),
  },
})
