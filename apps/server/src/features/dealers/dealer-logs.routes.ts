import { createRoute } from '@hono/zod-openapi'
import {
  DealerDashboardSchema,
  DealerLogListSchema,
  DealerLogQuerySchema,
  DealerParamSchema,
  DealerSupportStatusSchema,
  DealerTicketListSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers']

export const getDashboard = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/dashboard',
  tags,
  summary: 'The portal’s dashboard: money (owners, managers, staff), credits, open requests, recent activity',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The dashboard', ...json(DealerDashboardSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listLogs = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/logs',
  tags,
  summary: 'The dealer’s activity log: audited changes to the dealer and its objects, newest first',
  request: { params: DealerParamSchema, query: DealerLogQuerySchema },
  responses: {
    200: { description: 'One page of the log', ...json(DealerLogListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listTickets = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/tickets',
  tags,
  summary: 'The dealer’s support tickets: none until support tickets exist (an empty page)',
  request: { params: DealerParamSchema, query: DealerLogQuerySchema },
  responses: {
    200: { description: 'One page of tickets', ...json(DealerTicketListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getSupportStatus = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/support-status',
  tags,
  summary: 'Whether the shop’s support is open now, its hours, and the dealer’s open tickets',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The support status', ...json(DealerSupportStatusSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
