import { createRoute, z } from '@hono/zod-openapi'
import { PaymentFieldsSchema } from '@shop/domain/payments'
import { NewRescueSessionSchema, RESCUE_SESSION_ACTIONS, RESCUE_SESSION_STATUSES } from '@shop/domain/rescue'
import { errorResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Rescue sessions']
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) })

const RescueSession = z
  .object({
    id: z.number().int(),
    kind: z.enum(['ID', 'check']),
    status: z.enum(RESCUE_SESSION_STATUSES),
    tool_name: z.string(),
    tool_serial: z.string(),
    vehicle: z.string(),
    vin: z.string(),
    ecu: z.string(),
    description: z.string(),
    contact_phone: z.string(),
    estimate: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
    staff_note: z.string(),
    tune_request_id: z.number().int().nullable(),
    owner: z.object({ name: z.string(), email: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('RescueSession')

export const listRescueSessions = createRoute({
  method: 'get',
  path: '/v1/rescue-sessions',
  tags,
  summary: "The caller's rescue sessions (and their dealer's); scope=staff: every session, for staff to act on",
  request: {
    query: z.object({
      scope: z.enum(['mine', 'staff']).default('mine'),
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: {
    200: {
      description: 'Sessions, newest first',
      ...json(
        z.object({
          data: z.array(RescueSession),
          meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), pages: z.number() }),
        }),
      ),
    },
    ...errorResponses(401, 403, 422),
  },
})

export const createRescueSession = createRoute({
  method: 'post',
  path: '/v1/rescue-sessions',
  tags,
  summary: 'Open a rescue session (kind ID or check) with the tool and vehicle details and what happened',
  request: { body: body(NewRescueSessionSchema) },
  responses: { 201: { description: 'Opened', ...json(RescueSession) }, ...errorResponses(401, 422) },
})

export const getRescueSession = createRoute({
  method: 'get',
  path: '/v1/rescue-sessions/{id}',
  tags,
  summary: 'A rescue session (owner, their dealer, staff; others 404)',
  request: { params: IdParam },
  responses: { 200: { description: 'The session', ...json(RescueSession) }, ...errorResponses(401, 404, 422) },
})

export const patchRescueSession = createRoute({
  method: 'patch',
  path: '/v1/rescue-sessions/{id}',
  tags,
  summary:
    'Edit (owner: description, phone while open; staff: note) or promote: free / estimate (staff), pay / pay-later (customer), close',
  request: {
    params: IdParam,
    body: body(
      z
        .object({
          action: z.enum(RESCUE_SESSION_ACTIONS).optional(),
          estimate: z
            .object({
              amount_minor: z.number().int().positive().max(10_000_000),
              currency: z.string().regex(/^[A-Z]{3}$/),
            })
            .optional(),
          staff_note: z.string().trim().max(4000).optional(),
          description: z.string().trim().min(10).max(4000).optional(),
          contact_phone: z.string().trim().max(40).optional(),
        })
        .extend(PaymentFieldsSchema.shape),
    ),
  },
  responses: {
    200: { description: 'The session after the change', ...json(RescueSession) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})

export const createTuningTicket = createRoute({
  method: 'post',
  path: '/v1/tuning-tickets',
  tags: ['Tuning support'],
  summary:
    "A support ticket about a tune request (/tuning-ticket). Without title, description and customer_name: 422 'ticket is not valid'",
  request: {
    body: body(
      z.object({
        title: z.string().max(200).default(''),
        description: z.string().max(8000).default(''),
        customer_name: z.string().max(200).default(''),
        email: z.email('Enter the email address we should answer.').max(200).optional(),
        tune_request_id: z.number().int().positive().nullish(),
      }),
    ),
  },
  responses: {
    201: { description: 'Stored; a confirmation is mailed', ...json(z.object({ id: z.number().int() })) },
    ...errorResponses(404, 422),
  },
})
