import { createRoute, type z } from '@hono/zod-openapi'
import {
  NewRescueSessionSchema,
  RescueSessionListQuerySchema,
  RescueSessionPageSchema,
  RescueSessionPatchSchema,
  RescueSessionSchema,
  TuningTicketCreatedSchema,
  TuningTicketSchema,
} from '@shop/domain/rescue'
import { errorResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Rescue sessions']
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) })

export const listRescueSessions = createRoute({
  method: 'get',
  path: '/v1/rescue-sessions',
  tags,
  summary: "The caller's rescue sessions (and their dealer's); scope=staff: every session, for staff to act on",
  request: { query: RescueSessionListQuerySchema },
  responses: {
    200: { description: 'Sessions, newest first', ...json(RescueSessionPageSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const createRescueSession = createRoute({
  method: 'post',
  path: '/v1/rescue-sessions',
  tags,
  summary: 'Open a rescue session (kind ID or check) with the tool and vehicle details and what happened',
  request: { body: body(NewRescueSessionSchema) },
  responses: { 201: { description: 'Opened', ...json(RescueSessionSchema) }, ...errorResponses(401, 422) },
})

export const getRescueSession = createRoute({
  method: 'get',
  path: '/v1/rescue-sessions/{id}',
  tags,
  summary: 'A rescue session (owner, their dealer, staff; others 404)',
  request: { params: IdParam },
  responses: { 200: { description: 'The session', ...json(RescueSessionSchema) }, ...errorResponses(401, 404, 422) },
})

export const patchRescueSession = createRoute({
  method: 'patch',
  path: '/v1/rescue-sessions/{id}',
  tags,
  summary:
    'Edit (owner: description, phone while open; staff: note) or promote: free / estimate (staff), pay / pay-later (customer), close',
  request: { params: IdParam, body: body(RescueSessionPatchSchema) },
  responses: {
    200: { description: 'The session after the change', ...json(RescueSessionSchema) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})

export const createTuningTicket = createRoute({
  method: 'post',
  path: '/v1/tuning-tickets',
  tags: ['Tuning support'],
  summary:
    "A support ticket about a tune request (/tuning-ticket). Without title, description and customer_name: 422 'ticket is not valid'",
  request: { body: body(TuningTicketSchema) },
  responses: {
    201: { description: 'Stored; a confirmation is mailed', ...json(TuningTicketCreatedSchema) },
    ...errorResponses(404, 422),
  },
})
