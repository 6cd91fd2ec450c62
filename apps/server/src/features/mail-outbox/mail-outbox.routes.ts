import { createRoute } from '@hono/zod-openapi'
import { OutboxMailSchema } from '@shop/domain/accounts'
import { PageQuerySchema } from '@shop/domain/paging'
import { pageOf } from '../../http/paged-list'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Mail outbox']

export const listOutbox = createRoute({
  method: 'get',
  path: '/admin/outbox',
  tags,
  summary: 'Mails the shop has sent or queued, newest first (staff and admins)',
  request: { query: PageQuerySchema },
  responses: {
    200: { description: 'One page of mails', ...json(pageOf(OutboxMailSchema)) },
    ...errorResponses(401, 403, 422),
  },
})
