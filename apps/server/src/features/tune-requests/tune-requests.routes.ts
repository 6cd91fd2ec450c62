import { createRoute, z } from '@hono/zod-openapi'
import { PageQuerySchema, pageMetaSchema } from '@shop/domain/paging'
import { PaymentFieldsSchema } from '@shop/domain/payments'
import { TUNE_REQUEST_STATUSES, TuneEstimateSchema, TuneSelectionSchema } from '@shop/domain/tuning'
import { errorResponses, IdempotencyKeyHeader } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Tune request pipeline']
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } })

const Status = z.enum(TUNE_REQUEST_STATUSES)
const text = (max: number) => z.string().trim().max(max)
const disclaimer = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Read and agree to the disclaimer before continuing.')
  .openapi({ description: 'hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id})' })

const VehicleOut = z.object({
  make: z.string(),
  year: z.string(),
  model: z.string(),
  engine: z.string(),
  transmission: z.string().nullable(),
  engine_id: z.number().int(),
  transmission_id: z.number().int().nullable(),
})

const SummaryOut = z.object({
  id: z.number().int(),
  status: Status,
  status_label: z.string(),
  vehicle_description: z.string(),
  vehicle: VehicleOut.nullable(),
  total: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

const FileOut = z.object({
  id: z.uuid(),
  role: z.enum(['original', 'tuned', 'reupload']),
  original_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
  download_url: z.string().openapi({ description: 'session download; …/token + …/download/{file} works without one' }),
})

export const TuneRequestDetailOut = SummaryOut.extend({
  ecu_description: z.string(),
  customer_note: z.string(),
  funding: z.enum(['paid', 'pay-later', 'free', 'raw']).nullable(),
  party: z.enum(['customer', 'worker']),
  actions: z.array(z.string()).openapi({ description: 'state machine events the caller may cause now' }),
  estimate: TuneEstimateSchema.nullable(),
  credit_price: z
    .object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })
    .nullable()
    .openapi({ description: 'tune credits the estimate takes (customer side; null when credits cannot pay it)' }),
  disclaimer: z.object({ text: z.string(), sha256: z.string(), agreed_sha256: z.string().nullable() }),
  payment: z
    .object({
      amount_minor: z.number().int(),
      currency: z.string(),
      provider: z.string().nullable(),
      paid_at: z.string(),
    })
    .nullable(),
  rejection_reason: z.string().nullable(),
  worker_note: z.string().nullable(),
  tuned_file_waiting: z.boolean().openapi({ description: 'a tuned file exists but is released on delivery' }),
  files: z.array(FileOut),
  timeline: z.array(
    z.object({
      event: z.string(),
      from_status: z.string(),
      to_status: z.string(),
      note: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
}).openapi('TuneRequestDetail')

const PollOut = z.object({ id: z.number().int(), status: Status, status_label: z.string(), updated_at: z.string() })
const StatusOut = z.object({ id: z.number().int(), status: Status })

export const listTuneRequests = createRoute({
  method: 'get',
  path: '/v1/tune-requests',
  tags,
  summary: "The caller's tune requests (their own and their dealers'), newest change first; 1-based page",
  request: { query: PageQuerySchema.extend({ status: Status.optional() }) },
  responses: {
    200: { description: 'A page', ...json(z.object({ data: z.array(SummaryOut), meta: pageMetaSchema })) },
    ...errorResponses(401, 422),
  },
})

export const listDealers = createRoute({
  method: 'get',
  path: '/v1/tune-requests/dealers',
  tags,
  summary: 'The dealers the caller can file a request for (pay-later bills one of them)',
  responses: {
    200: {
      description: 'Dealers',
      ...json(
        z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.string() })) }),
      ),
    },
    ...errorResponses(401),
  },
})

export const getTuneRequest = createRoute({
  method: 'get',
  path: '/v1/tune-requests/{id}',
  tags,
  summary:
    'A tune request with estimate, timeline and files (owner, their dealer, the assigned tuner, staff; others 404). With `poll`, only its status and updated_at (cheap, for the status page)',
  request: { params: IdParam, query: z.object({ poll: z.string().max(20).optional() }) },
  responses: {
    200: { description: 'The request', ...json(z.union([TuneRequestDetailOut, PollOut])) },
    ...errorResponses(401, 404, 422),
  },
})

export const patchTuneRequest = createRoute({
  method: 'patch',
  path: '/v1/tune-requests/{id}',
  tags,
  summary: 'Edit the descriptions of a request (If-Unmodified-Since: 412 when it changed meanwhile)',
  request: {
    params: IdParam,
    ...body(
      z.object({
        vehicle_description: text(200).optional(),
        ecu_description: text(200).optional(),
        customer_note: text(2000).optional(),
      }),
    ),
  },
  responses: {
    200: { description: 'Saved', ...json(TuneRequestDetailOut) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const deleteTuneRequest = createRoute({
  method: 'delete',
  path: '/v1/tune-requests/{id}',
  tags,
  summary: 'Cancel the request (while created, estimated or waiting for help)',
  request: { params: IdParam },
  responses: { 200: { description: 'Cancelled', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409) },
})

export const estimateTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/estimate',
  tags,
  summary: "Price the chosen vehicle's tune sets and options from the catalog; the currency is fixed from here on",
  request: {
    params: IdParam,
    ...body(
      TuneSelectionSchema.extend({
        engine_id: z.number().int().positive(),
        transmission_id: z.number().int().positive().nullish(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .optional(),
        discount_codes: z.array(text(40)).max(5).optional(),
      }),
    ),
  },
  responses: {
    200: { description: 'The estimate', ...json(TuneEstimateSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const payTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/pay',
  tags,
  summary:
    'Pay the estimate (SPEC §3 tune request payment) through the payment layer. Idempotency-Key: a retry returns the first result; a second payment is 409 already_committed; a decline is 402 with its message',
  request: {
    params: IdParam,
    headers: IdempotencyKeyHeader,
    ...body(
      PaymentFieldsSchema.extend({
        billing_address_id: z.number().int().positive().nullish(),
        tune_sets: TuneSelectionSchema.shape.tune_sets.optional(),
        tune_options: z.array(z.number().int().positive()).max(40).optional(),
        discount_codes: z.array(text(40)).max(5).optional(),
        disclaimer_sha256: disclaimer,
      }),
    ),
  },
  responses: {
    200: {
      description: 'Paid',
      ...json(
        z.object({
          id: z.number().int(),
          status: Status,
          charge_id: z.string().nullable(),
          amount_minor: z.number().int(),
          currency: z.string(),
        }),
      ),
    },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})

export const payLaterTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/pay-later',
  tags,
  summary: 'Dealer members only: the work is billed to the dealer later',
  request: {
    params: IdParam,
    ...body(z.object({ dealer_id: z.string().max(100).optional(), disclaimer_sha256: disclaimer })),
  },
  responses: { 200: { description: 'Billed later', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const freeTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/free',
  tags,
  summary: 'Staff: the work is done at no charge',
  request: { params: IdParam, body: { required: false, ...json(z.object({ note: text(4000).optional() })) } },
  responses: { 200: { description: 'Free', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409) },
})

export const rawTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/raw',
  tags,
  summary: 'Ask for the file to be worked as sent (no catalog tune; quoted by hand)',
  request: { params: IdParam, ...body(z.object({ note: text(4000).optional(), disclaimer_sha256: disclaimer })) },
  responses: { 200: { description: 'Raw', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const helpTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/help',
  tags,
  summary: 'Customer: ask for help choosing a tune; worker: answer it (back to estimated)',
  request: { params: IdParam, ...body(z.object({ message: text(4000).min(1, 'Write your message.') })) },
  responses: { 200: { description: 'Sent', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const supportTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/support',
  tags,
  summary: 'After delivery: ask for support with the tuned file (SPEC §3 support request)',
  request: {
    params: IdParam,
    ...body(
      z.object({
        subject: text(200).min(1, 'Write a subject.'),
        body: text(4000).min(1, 'Describe what happened.'),
        source: text(100).optional(),
        ticket_id: z.number().int().positive().nullish(),
      }),
    ),
  },
  responses: { 200: { description: 'Sent', ...json(StatusOut) }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const recentUpdates = createRoute({
  method: 'get',
  path: '/v1/recent-updates',
  tags,
  summary: "The caller's requests that changed recently",
  responses: { 200: { description: 'Updates', ...json(z.object({ data: z.array(PollOut) })) }, ...errorResponses(401) },
})

const BoardCard = SummaryOut.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  assigned_to_me: z.boolean(),
  assigned: z.boolean(),
  tuned_files: z.number().int(),
  rejection_reason: z.string().nullable(),
})

export const getPipeline = createRoute({
  method: 'get',
  path: '/v1/pipeline',
  tags,
  summary: 'The staff board: requests in columns by status (staff: all; a tuner: their company’s)',
  responses: {
    200: {
      description: 'Columns',
      ...json(
        z.object({ columns: z.array(z.object({ id: z.string(), title: z.string(), requests: z.array(BoardCard) })) }),
      ),
    },
    ...errorResponses(401, 403),
  },
})

const Credits = z
  .object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })
  .openapi('TuneCreditAmounts')

const PaidWithCredits = z.object({
  tune_request_id: z.number().int(),
  status: z.string(),
  credits: Credits,
  transaction_id: z.string(),
  balances: Credits,
})

/** Paying with tune credits is a step of the request (decision 0074); tune-credits keeps the ledger. */
export const applyTuneCredits = createRoute({
  method: 'post',
  path: '/v1/tune-credits/apply',
  tags: ['Tune credits'],
  summary:
    'Pay an estimated tune request with credits: the estimate’s tunes take their (split) ECU/TCU/AWD credits and the payment is recorded like a money payment; idempotent per request',
  request: {
    ...body(
      z.object({
        tune_request_id: z.number().int().positive(),
        tune_ids: z
          .array(z.number().int().positive())
          .min(1, 'Choose at least one tune.')
          .max(60)
          .optional()
          .openapi({ description: 'the estimate’s tunes (optional: the estimate is what is paid)' }),
        disclaimer_sha256: disclaimer,
      }),
    ),
  },
  responses: {
    200: { description: 'Paid (or the first payment, when repeated)', ...json(PaidWithCredits) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})

export const WorkerActionSchema = z.object({
  action: z.enum(['take', 'reject', 'deliver']),
  tune_request_id: z.number().int().positive(),
  reason: text(4000).optional(),
  note: text(4000).optional(),
})

/** POST /v1/pipeline takes JSON (take, reject, deliver) or multipart (upload the tuned file); documented here. */
export const pipelineDoc = {
  method: 'post' as const,
  path: '/v1/pipeline',
  tags,
  summary:
    'A worker action: JSON {action: take | reject (with reason) | deliver, tune_request_id, note}; or multipart {action: upload, tune_request_id, note, file} for the tuned file',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: WorkerActionSchema },
        'multipart/form-data': {
          schema: z.object({
            action: z.literal('upload'),
            tune_request_id: z.string(),
            note: z.string().optional(),
            file: z.string().openapi({ format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: 'Done', ...json(z.object({ id: z.number().int(), status: Status })) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
}

export const reuploadDoc = {
  method: 'post' as const,
  path: '/v1/tune-requests/{id}/reupload',
  tags,
  summary:
    'After a rejection: upload a corrected read (multipart file); the request returns to its funding without paying again',
  request: {
    params: IdParam,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } },
    },
  },
  responses: {
    200: { description: 'Re-uploaded', ...json(StatusOut) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
}
