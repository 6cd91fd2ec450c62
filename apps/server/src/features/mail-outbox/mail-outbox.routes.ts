import { createRoute, z } from '@hono/zod-openapi'
import { PageQuerySchema } from '@shop/domain/paging'
import { pageOf } from '../../http/paged-list'
import { errorResponses } from '../../http/openapi'

const tags = ['Mail outbox']

export const OutboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    created_at: z.iso.datetime({ offset: true }),
    text: z.string(),
  })
  .openapi('OutboxMail')
export type OutboxMail = z.infer<typeof OutboxMailSchema>

export const listOutbox = createRoute({
  method: 'get',
  path: '/admin/outbox',
  tags,
  summary: 'Mails the shop has sent or queued, newest first (staff and admins)',
  request: { query: PageQuerySchema },
  responses: {
    200: {
      description: 'One page of mails',
      content: {
        'application/json': { schema: pageOf(OutboxMailSchema) },
      },
    },
    ...errorResponses(401, 403, 422),
  },
})
