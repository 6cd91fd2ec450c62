import { createRoute, z } from '@hono/zod-openapi'
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILES_MAX,
  TicketAssigneesSchema,
  TicketChangeSchema,
  TicketInboxDetailSchema,
  TicketInboxListSchema,
  TicketInboxQuerySchema,
  TicketMergeSchema,
  TicketReplyAnswerSchema,
  InboxReplyFormSchema,
  TicketReplySchema,
} from '@shop/domain/tickets'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

// Issue 26 item 2: the staff inbox of tickets (`support:work`: staff, calibrators and admins).

const tags = ['Back office: tickets']
const SUPPORT = allowedFirst('support:work')
const MB = TICKET_FILE_MAX_BYTES / (1024 * 1024)

export const listTickets = createRoute({
  method: 'get',
  path: '/admin/tickets',
  middleware: [SUPPORT],
  tags,
  summary:
    'A queue of tickets (default: the active ones, new and open), filtered by type, assignee (me, unassigned, a user), overdue and a search; most urgent first; with the counts of every queue and the support hours (staff)',
  request: { query: TicketInboxQuerySchema },
  responses: {
    200: { description: 'One page of the queue', ...json(TicketInboxListSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const listAssignees = createRoute({
  method: 'get',
  path: '/admin/tickets/assignees',
  middleware: [SUPPORT],
  tags,
  summary: 'Everyone a ticket can be assigned to: staff, calibrators and admins (staff)',
  responses: {
    200: { description: 'The people', ...json(TicketAssigneesSchema) },
    ...errorResponses(401, 403),
  },
})

export const getTicket = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}',
  middleware: [SUPPORT],
  tags,
  summary:
    'One ticket: its whole thread with internal notes (marked) and files, its clocks, and what it is about (staff); Last-Modified',
  request: { params: IdParam },
  responses: {
    200: { description: 'The ticket', ...json(TicketInboxDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getTicketFile = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/files/{fileId}',
  middleware: [SUPPORT],
  tags,
  summary: 'A file of the ticket’s thread (staff)',
  request: {
    params: IdParam.extend({ fileId: z.uuid().openapi({ param: { name: 'fileId', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'The file',
      content: {
        'image/*': { schema: z.string().openapi({ format: 'binary' }) },
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'text/plain': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(401, 403, 404, 422),
  },
})

/** Plain route (JSON, or multipart with files): the service reads and checks the body. */
export const replyDoc = {
  method: 'post' as const,
  path: '/admin/tickets/{id}/replies',
  tags,
  summary: `A reply (mailed to the customer with the ticket’s link) or an internal note (\`internal\`: mailed to nobody, never shown to the customer), optionally setting the status; JSON, or multipart with up to ${TICKET_FILES_MAX} \`files\` (JPEG, PNG, WebP, PDF, text; ${MB} MB each, checked by their bytes). A closed ticket is a 409 (staff)`,
  request: {
    params: IdParam,
    body: {
      required: true,
      content: {
        'application/json': { schema: TicketReplySchema },
        'multipart/form-data': { schema: InboxReplyFormSchema },
      },
    },
  },
  responses: {
    201: { description: 'The message, and the ticket as it is now', ...json(TicketReplyAnswerSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
}

export const changeTicket = createRoute({
  method: 'patch',
  path: '/admin/tickets/{id}',
  middleware: [SUPPORT],
  tags,
  summary:
    'Change the assignee (someone in support, else 422), priority, status or type; each change leaves an internal note saying who changed what; `version` or If-Unmodified-Since → 412 (staff)',
  request: { params: IdParam, body: { required: true, ...json(TicketChangeSchema) } },
  responses: {
    200: { description: 'The ticket', ...json(TicketInboxDetailSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const mergeTicket = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/merge',
  middleware: [SUPPORT],
  tags,
  summary:
    'Merge this duplicate into ticket `into`: its messages are copied there in time order, it is closed naming the target, and both get a note; into itself or a closed ticket is a 409, a missing one a 404 (staff)',
  request: { params: IdParam, body: { required: true, ...json(TicketMergeSchema) } },
  responses: {
    200: { description: 'The ticket merged into, with the whole thread', ...json(TicketInboxDetailSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
