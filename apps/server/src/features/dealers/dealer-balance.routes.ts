import { createRoute, z } from '@hono/zod-openapi'
import {
  DealerBalanceSchema,
  DealerEntriesExportQuerySchema,
  DealerEntriesQuerySchema,
  DealerEntryListSchema,
  DealerParamSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers']

export const getDealerBalance = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/balance',
  tags,
  summary: 'The dealer’s money per currency (balance, credit limit, available) and credits, sums of the ledger',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The balance', ...json(DealerBalanceSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listDealerEntries = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/entries',
  tags,
  summary: 'The postings of the dealer’s balance in one currency, newest first, each with the balance after it',
  request: { params: DealerParamSchema, query: DealerEntriesQuerySchema },
  responses: {
    200: { description: 'One page of postings', ...json(DealerEntryListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const exportDealerEntries = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/entries.csv',
  tags,
  summary: 'The filtered postings of the dealer’s balance as CSV, streamed',
  description:
    'RFC 4180 (CRLF, quoted where needed); a text cell starting with = + - @ tab or CR gets a leading apostrophe, amounts are plain numbers.',
  request: { params: DealerParamSchema, query: DealerEntriesExportQuerySchema },
  responses: {
    200: { description: 'The CSV file, as an attachment', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 403, 404, 422),
  },
})
