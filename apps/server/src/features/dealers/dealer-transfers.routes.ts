import { createRoute } from '@hono/zod-openapi'
import {
  DealerParamSchema,
  DealerTransferGroupInputSchema,
  DealerTransferGroupSchema,
  DealerTransferInputSchema,
  DealerTransferListQuerySchema,
  DealerTransferListSchema,
  DealerTransferLockOldSchema,
  DealerTransferParamSchema,
  DealerTransferSchema,
  DealerTransferSetValueSchema,
} from '@shop/domain/dealers'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

// SPEC §4 transfer requests of a dealer (issue 25 item 2). Reading: dealer:settings-read; acting: dealer:manage.

const tags = ['Dealers: transfers']
const transferAnswer = (description: string) => ({ description, ...json(DealerTransferSchema) })

export const listDealerTransfers = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/transfers',
  tags,
  summary: 'The dealer’s transfer requests, newest first, optionally of one state',
  request: { params: DealerParamSchema, query: DealerTransferListQuerySchema },
  responses: {
    200: { description: 'One page of transfers', ...json(DealerTransferListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createDealerTransfer = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/transfers',
  tags,
  summary: 'Request a transfer of credits or money to a customer (by e-mail) or another dealer (by slug)',
  description:
    'Nothing moves until the transfer is performed. An amount of 0 is a transfer whose amount is set later. A retry with the same Idempotency-Key answers the first transfer with 200.',
  request: {
    params: DealerParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(DealerTransferInputSchema) },
  },
  responses: {
    200: transferAnswer('A retry: the transfer this key requested first'),
    201: transferAnswer('The transfer, waiting for review'),
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createDealerTransferGroup = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/transfer-groups',
  tags,
  summary: 'Request up to 50 transfers at once under one memo',
  request: {
    params: DealerParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(DealerTransferGroupInputSchema) },
  },
  responses: {
    200: { description: 'A retry: the group this key requested first', ...json(DealerTransferGroupSchema) },
    201: { description: 'The group and its transfers', ...json(DealerTransferGroupSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getDealerTransfer = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/transfers/{id}',
  tags,
  summary: 'One transfer request of the dealer, with what the asker may do to it',
  request: { params: DealerTransferParamSchema },
  responses: { 200: transferAnswer('The transfer'), ...errorResponses(401, 403, 404, 422) },
})

export const getDealerTransferGroup = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/transfer-groups/{id}',
  tags,
  summary: 'One group of transfer requests of the dealer',
  request: { params: DealerTransferParamSchema },
  responses: {
    200: { description: 'The group', ...json(DealerTransferGroupSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

const action = (name: string, summary: string, description?: string) =>
  createRoute({
    method: 'post',
    path: `/v1/dealers/{slug}/transfers/{id}/${name}`,
    tags,
    summary,
    description,
    request: { params: DealerTransferParamSchema },
    responses: { 200: transferAnswer('The transfer, changed'), ...errorResponses(401, 403, 404, 409, 422) },
  })

export const reviewDealerTransfer = action(
  'review',
  'Mark a pending transfer as reviewed (409 when it is not pending or its amount is 0)',
)
export const cancelDealerTransfer = action(
  'cancel',
  'Cancel a transfer that was not sent, cancelled or locked (409 otherwise)',
)
export const performDealerTransfer = action(
  'perform',
  'Send a pending or reviewed transfer: one balanced ledger transaction',
  'Performed twice (or twice at once), the value moves once: the second answers the performed transfer. 409 insufficient_balance when the dealer’s credits would go below zero, dealer_hit_credit_limit when its money would go below minus its credit limit; 409 transfer_needs_value for an amount of 0.',
)

export const setDealerTransferValue = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/transfers/{id}/set-value',
  tags,
  summary: 'Set the amount of a pending transfer of 0 (409 when it already has one)',
  request: { params: DealerTransferParamSchema, body: { required: true, ...json(DealerTransferSetValueSchema) } },
  responses: { 200: transferAnswer('The transfer, with its amount'), ...errorResponses(401, 403, 404, 409, 422) },
})

export const performDealerTransferGroup = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/transfer-groups/{id}/perform',
  tags,
  summary: 'Send every transfer of a group that may be sent, each its own ledger transaction',
  description: 'The answer lists in `refused` each transfer that could not be sent (too few credits…), with why.',
  request: { params: DealerTransferParamSchema },
  responses: {
    200: { description: 'The group, after', ...json(DealerTransferGroupSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const lockOldDealerTransfers = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/transfers/lock-old',
  tags,
  summary: 'Lock every pending or reviewed transfer 30 days old or more: they can no longer be sent',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'How many were locked', ...json(DealerTransferLockOldSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
