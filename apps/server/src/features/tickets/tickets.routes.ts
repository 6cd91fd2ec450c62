import { createRoute, z } from '@hono/zod-openapi'
import {
  CustomerTicketListQuerySchema,
  CustomerTicketListSchema,
  CustomerTicketSchema,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILES_MAX,
  TicketOpenedSchema,
  TicketOpenFormSchema,
  TicketReplyFormSchema,
} from '@shop/domain/tickets'
import { IdParam } from '../../http/id-param'
import { errorResponses, fileDownloadResponses, json } from '../../http/openapi'

const tags = ['Tickets']
const MB = TICKET_FILE_MAX_BYTES / (1024 * 1024)
const FILES = `0–${TICKET_FILES_MAX} files (photos, PDFs, text; ${MB} MB each, told by their bytes and matching their names)`

/** `{token}`: any text; a wrong one is the same 404 as a missing ticket. */
const TokenParam = IdParam.extend({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) })
const FileParam = z.object({ fileId: z.uuid().openapi({ param: { name: 'fileId', in: 'path' } }) })

export const openTicketDoc = {
  method: 'post' as const,
  path: '/v1/tickets',
  tags,
  summary: `Open a ticket (anyone; a guest gives an e-mail): type, title, description, customer_name and ${FILES}. A missing title, description or name is 422 'ticket is not valid'; a few an hour per address and per e-mail, then 429`,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: TicketOpenFormSchema } } } },
  responses: {
    201: { description: 'Opened; a guest’s answer names their link', ...json(TicketOpenedSchema) },
    ...errorResponses(400, 413, 422, 429),
  },
}

export const listCustomerTickets = createRoute({
  method: 'get',
  path: '/v1/customer-tickets',
  tags,
  summary: 'The logged-in customer’s tickets, newest activity first (SPEC §7 customer-tickets)',
  request: { query: CustomerTicketListQuerySchema },
  responses: {
    200: { description: 'One page', ...json(CustomerTicketListSchema) },
    ...errorResponses(401, 422),
  },
})

export const getTicket = createRoute({
  method: 'get',
  path: '/v1/tickets/{id}',
  tags,
  summary: 'A ticket and its thread without internal notes (its owner and staff; others 404)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The ticket', ...json(CustomerTicketSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const getTicketByToken = createRoute({
  method: 'get',
  path: '/v1/tickets/{id}/access/{token}',
  tags,
  summary: 'A ticket through its link (no login): a wrong or another ticket’s token is 404',
  request: { params: TokenParam },
  responses: {
    200: { description: 'The ticket', ...json(CustomerTicketSchema) },
    ...errorResponses(404, 422),
  },
})

export const replyDoc = {
  method: 'post' as const,
  path: '/v1/tickets/{id}/messages',
  tags,
  summary: `The owner’s reply: body and ${FILES}. A closed ticket is 409; staff answer in the inbox (403)`,
  request: {
    params: IdParam,
    body: { required: true, content: { 'multipart/form-data': { schema: TicketReplyFormSchema } } },
  },
  responses: {
    201: { description: 'The ticket with the reply', ...json(CustomerTicketSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
}

export const replyByTokenDoc = {
  method: 'post' as const,
  path: '/v1/tickets/{id}/access/{token}/messages',
  tags,
  summary: `A reply through the ticket’s link: body and ${FILES}. A closed ticket is 409; a few dozen an hour per address, then 429`,
  request: {
    params: TokenParam,
    body: { required: true, content: { 'multipart/form-data': { schema: TicketReplyFormSchema } } },
  },
  responses: {
    201: { description: 'The ticket with the reply', ...json(CustomerTicketSchema) },
    ...errorResponses(400, 404, 409, 413, 422, 429),
  },
}

export const getTicketFile = createRoute({
  method: 'get',
  path: '/v1/tickets/{id}/files/{fileId}',
  tags,
  summary: 'A file of the ticket’s thread, as a download (its owner and staff; another ticket’s file is 404)',
  request: { params: IdParam.extend(FileParam.shape) },
  responses: { ...fileDownloadResponses, ...errorResponses(401, 404, 422) },
})

export const getTicketFileByToken = createRoute({
  method: 'get',
  path: '/v1/tickets/{id}/access/{token}/files/{fileId}',
  tags,
  summary: 'A file of the ticket’s thread through its link, as a download',
  request: { params: TokenParam.extend(FileParam.shape) },
  responses: { ...fileDownloadResponses, ...errorResponses(404, 422) },
})
