import { createRoute } from '@hono/zod-openapi'
import {
  DealerDisbursementListSchema,
  DealerParamSchema,
  DealerStatementDetailSchema,
  DealerStatementListSchema,
  DealerStatementParamSchema,
  DealerStatementPdfSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers']

export const listStatements = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/statements',
  tags,
  summary: 'The dealer’s monthly statements: this month’s open one per currency, then the issued ones, newest first',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The statements', ...json(DealerStatementListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getStatement = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/statements/{id}',
  tags,
  summary: 'One statement (an issued one’s id, or current-<currency>) with every posting and the balance after it',
  request: { params: DealerStatementParamSchema },
  responses: {
    200: { description: 'The statement', ...json(DealerStatementDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getStatementPdf = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/statements/{id}/pdf',
  tags,
  summary: 'One statement as a PDF download',
  request: { params: DealerStatementParamSchema },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: DealerStatementPdfSchema } } },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const acceptStatement = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/statements/{id}/accept',
  tags,
  summary:
    'A named signatory accepts an issued statement (decision 0107); the open month’s is a 409, one accepted by someone else a 409',
  request: { params: DealerStatementParamSchema },
  responses: {
    200: { description: 'The statement with its acceptance', ...json(DealerStatementDetailSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const listDisbursements = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/disbursements',
  tags,
  summary: 'What the shop paid out to the dealer, newest first',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The disbursements', ...json(DealerDisbursementListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
