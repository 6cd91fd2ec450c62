import { createRoute } from '@hono/zod-openapi'
import {
  ValueTransferIdParamSchema,
  ValueTransferInputSchema,
  ValueTransferListAnswerSchema,
  ValueTransferListQuerySchema,
  ValueTransferPartyListSchema,
  ValueTransferPartyQuerySchema,
  ValueTransferSchema,
} from '@shop/domain/ledger'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

const tags = ['Back office: value transfers']

export const createValueTransfer = createRoute({
  method: 'post',
  path: '/admin/value-transfers',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Move money or tune credits between two accounts, with a reason (Admin)',
  description:
    'One balanced ledger transaction, audited. 409 insufficient_balance (or dealer_hit_credit_limit for a dealer’s money) when the sending account would go below what it may; a retry with the same Idempotency-Key answers the first transfer with 200, the key sent with another transfer is a 409 idempotency_key_reused.',
  request: {
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(ValueTransferInputSchema) },
  },
  responses: {
    200: { description: 'A retry: the transfer this key made first', ...json(ValueTransferSchema) },
    201: { description: 'The transfer, made', ...json(ValueTransferSchema) },
    ...errorResponses(401, 403, 409, 422),
  },
})

export const listValueTransfers = createRoute({
  method: 'get',
  path: '/admin/value-transfers',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Value transfers, newest first (Admin)',
  request: { query: ValueTransferListQuerySchema },
  responses: {
    200: { description: 'One page of value transfers', ...json(ValueTransferListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getValueTransfer = createRoute({
  method: 'get',
  path: '/admin/value-transfers/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'One value transfer (Admin)',
  request: { params: ValueTransferIdParamSchema },
  responses: {
    200: { description: 'The value transfer', ...json(ValueTransferSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listValueTransferParties = createRoute({
  method: 'get',
  path: '/admin/value-transfer-parties',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary:
    'Customers, dealers, tuners or affiliates by part of their name, e-mail or slug: the parties of a transfer (Admin)',
  request: { query: ValueTransferPartyQuerySchema },
  responses: {
    200: { description: 'At most 20 parties, by name', ...json(ValueTransferPartyListSchema) },
    ...errorResponses(401, 403, 422),
  },
})
