import { createRoute } from '@hono/zod-openapi'
import { DealerParamSchema, DealerPayBalanceBodySchema, DealerPaymentSchema } from '@shop/domain/dealers'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

export const payDealerBalance = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/pay-balance',
  tags: ['Dealers'],
  summary: 'Pay the dealer’s balance, or part of it, by card (owner, manager, admin)',
  description:
    'Charges the card through the payment layer and posts dealer-payment on the ledger at once, audited. A retry with the same Idempotency-Key answers the first payment with 200 (charged once); the key sent with another amount is 409 idempotency_key_reused. Any positive amount is taken: above zero the dealer has paid ahead.',
  request: {
    params: DealerParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(DealerPayBalanceBodySchema) },
  },
  responses: {
    201: { description: 'Paid', ...json(DealerPaymentSchema) },
    200: { description: 'A retry: the first payment', ...json(DealerPaymentSchema) },
    ...errorResponses(401, 402, 403, 404, 409, 422),
  },
})
