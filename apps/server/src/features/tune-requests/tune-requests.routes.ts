import { createRoute, z } from '@hono/zod-openapi'
import {
  ApplyTuneCreditsBodySchema,
  PaidWithCreditsSchema,
  PipelineBoardSchema,
  RecentTuneRequestUpdatesSchema,
  ReuploadFormSchema,
  TuneEstimateSchema,
  TuneRequestDealerListSchema,
  TuneRequestDetailSchema,
  TuneRequestEstimateBodySchema,
  TuneRequestFreeBodySchema,
  TuneRequestHelpBodySchema,
  TuneRequestListQuerySchema,
  TuneRequestPageSchema,
  TuneRequestPatchSchema,
  TuneRequestPayBodySchema,
  TuneRequestPayLaterBodySchema,
  TuneRequestPaymentSchema,
  TuneRequestPollSchema,
  TuneRequestQuerySchema,
  TuneRequestRawBodySchema,
  TuneRequestStatusChangeSchema,
  TuneRequestSupportBodySchema,
  WorkerActionSchema,
  WorkerUploadFormSchema,
} from '@shop/domain/tuning'
import { errorResponses, IdempotencyKeyHeader, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Tune request pipeline']
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } })

export const listTuneRequests = createRoute({
  method: 'get',
  path: '/v1/tune-requests',
  tags,
  summary: "The caller's tune requests (their own and their dealers'), newest change first; 1-based page",
  request: { query: TuneRequestListQuerySchema },
  responses: {
    200: { description: 'A page', ...json(TuneRequestPageSchema) },
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
      ...json(TuneRequestDealerListSchema),
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
  request: { params: IdParam, query: TuneRequestQuerySchema },
  responses: {
    200: { description: 'The request', ...json(z.union([TuneRequestDetailSchema, TuneRequestPollSchema])) },
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
    ...body(TuneRequestPatchSchema),
  },
  responses: {
    200: { description: 'Saved', ...json(TuneRequestDetailSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const deleteTuneRequest = createRoute({
  method: 'delete',
  path: '/v1/tune-requests/{id}',
  tags,
  summary: 'Cancel the request (while created, estimated or waiting for help)',
  request: { params: IdParam },
  responses: {
    200: { description: 'Cancelled', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409),
  },
})

export const estimateTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/estimate',
  tags,
  summary: "Price the chosen vehicle's tune sets and options from the catalog; the currency is fixed from here on",
  request: {
    params: IdParam,
    ...body(TuneRequestEstimateBodySchema),
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
    ...body(TuneRequestPayBodySchema),
  },
  responses: {
    200: { description: 'Paid', ...json(TuneRequestPaymentSchema) },
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
    ...body(TuneRequestPayLaterBodySchema),
  },
  responses: {
    200: { description: 'Billed later', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const freeTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/free',
  tags,
  summary: 'Staff: the work is done at no charge',
  request: { params: IdParam, body: { required: false, ...json(TuneRequestFreeBodySchema) } },
  responses: {
    200: { description: 'Free', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409),
  },
})

export const rawTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/raw',
  tags,
  summary: 'Ask for the file to be worked as sent (no catalog tune; quoted by hand)',
  request: { params: IdParam, ...body(TuneRequestRawBodySchema) },
  responses: {
    200: { description: 'Raw', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const helpTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/help',
  tags,
  summary: 'Customer: ask for help choosing a tune; worker: answer it (back to estimated)',
  request: { params: IdParam, ...body(TuneRequestHelpBodySchema) },
  responses: {
    200: { description: 'Sent', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const supportTuneRequest = createRoute({
  method: 'post',
  path: '/v1/tune-requests/{id}/support',
  tags,
  summary: 'After delivery: ask for support with the tuned file (SPEC §3 support request)',
  request: {
    params: IdParam,
    ...body(TuneRequestSupportBodySchema),
  },
  responses: {
    200: { description: 'Sent', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const recentUpdates = createRoute({
  method: 'get',
  path: '/v1/recent-updates',
  tags,
  summary: "The caller's requests that changed recently",
  responses: { 200: { description: 'Updates', ...json(RecentTuneRequestUpdatesSchema) }, ...errorResponses(401) },
})

export const getPipeline = createRoute({
  method: 'get',
  path: '/v1/pipeline',
  tags,
  summary: 'The staff board: requests in columns by status (staff: all; a tuner: their company’s)',
  responses: {
    200: {
      description: 'Columns',
      ...json(PipelineBoardSchema),
    },
    ...errorResponses(401, 403),
  },
})

/** Paying with tune credits is a step of the request (decision 0074); tune-credits keeps the ledger. */
export const applyTuneCredits = createRoute({
  method: 'post',
  path: '/v1/tune-credits/apply',
  tags: ['Tune credits'],
  summary:
    'Pay an estimated tune request with credits: the estimate’s tunes take their (split) ECU/TCU/AWD credits and the payment is recorded like a money payment; idempotent per request',
  request: {
    ...body(ApplyTuneCreditsBodySchema),
  },
  responses: {
    200: { description: 'Paid (or the first payment, when repeated)', ...json(PaidWithCreditsSchema) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
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
          schema: WorkerUploadFormSchema,
        },
      },
    },
  },
  responses: {
    200: { description: 'Done', ...json(TuneRequestStatusChangeSchema) },
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
      content: { 'multipart/form-data': { schema: ReuploadFormSchema } },
    },
  },
  responses: {
    200: { description: 'Re-uploaded', ...json(TuneRequestStatusChangeSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
}
