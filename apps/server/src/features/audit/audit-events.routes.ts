import { createRoute } from '@hono/zod-openapi'
import { AuditEventListAnswerSchema, AuditEventListQuerySchema } from '@shop/domain/audit'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: audit log']

export const listAuditEvents = createRoute({
  method: 'get',
  path: '/admin/audit-events',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'The audit log: who changed what, when, before and after; filtered by subject, actor, action, day (Admin)',
  request: { query: AuditEventListQuerySchema },
  responses: {
    200: { description: 'One page of audit records', ...json(AuditEventListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})
