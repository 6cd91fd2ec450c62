import { createRoute } from '@hono/zod-openapi'
import {
  DealerInvoiceParamSchema,
  DealerInvoiceSchema,
  DealerParamSchema,
  DealerSnapshotSchema,
  SnapshotQuerySchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers']

export const getSnapshot = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/snapshot',
  tags,
  summary:
    'The dealer’s account at the end of a day (default today): balances and credits as of then, open transfers and requests, unpaid statements, members',
  request: { params: DealerParamSchema, query: SnapshotQuerySchema },
  responses: {
    200: { description: 'The snapshot', ...json(DealerSnapshotSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getInvoice = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/invoices/{id}',
  tags,
  summary: 'One of the dealer’s invoices (tune-credit codes bought for it), with its letterhead, to print',
  request: { params: DealerInvoiceParamSchema },
  responses: {
    200: { description: 'The invoice', ...json(DealerInvoiceSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
