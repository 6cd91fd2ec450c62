import { createRoute, z } from '@hono/zod-openapi'
import {
  DealerCodeListSchema,
  DealerCodeParamSchema,
  DealerCodesQuerySchema,
  DealerCreditPurchaseBodySchema,
  DealerCreditPurchaseSchema,
  DealerParamSchema,
  DealerSendCodeBodySchema,
} from '@shop/domain/dealers'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

const tags = ['Dealers']

export const buyDealerCredits = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/credits',
  tags,
  summary: 'Buy tune credits into the dealer’s own account, paid on its balance (owner, manager, admin)',
  description:
    'One balanced ledger transaction: the price leaves the dealer’s balance, the credits come from the shop’s issued account. 409 dealer_hit_credit_limit past the credit limit, 409 dealer_missing_billing_info without billing information. A retry with the same Idempotency-Key answers the first purchase with 200.',
  request: {
    params: DealerParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(DealerCreditPurchaseBodySchema) },
  },
  responses: {
    201: { description: 'Bought', ...json(DealerCreditPurchaseSchema) },
    200: { description: 'A retry: the first purchase', ...json(DealerCreditPurchaseSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const listDealerCodes = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/tune-credit-codes',
  tags,
  summary: 'The tune credit codes the dealer bought, newest first, with who claimed each (every member)',
  request: { params: DealerParamSchema, query: DealerCodesQuerySchema },
  responses: {
    200: { description: 'One page of codes', ...json(DealerCodeListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const sendDealerCode = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/tune-credit-codes/{code}/send',
  tags,
  summary: 'E-mail an unclaimed code of the dealer to a customer (owner, manager, admin); claimed: 409',
  request: { params: DealerCodeParamSchema, body: { required: true, ...json(DealerSendCodeBodySchema) } },
  responses: {
    200: {
      description: 'Sent',
      ...json(z.object({ code: z.string(), recipient_email: z.string(), sent: z.boolean() })),
    },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
