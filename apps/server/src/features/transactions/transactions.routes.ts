import { createRoute, z } from '@hono/zod-openapi'
import {
  LedgerTransactionViewSchema,
  TransactionFiltersSchema,
  TransactionIdParamSchema,
  TransactionListAnswerSchema,
  TransactionListQuerySchema,
} from '@shop/domain/ledger'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: transactions']

export const listTransactions = createRoute({
  method: 'get',
  path: '/admin/transactions',
  middleware: [allowedFirst('back-office:read', { part: 'transactions' })],
  tags,
  summary: 'The ledger’s transactions with their postings, filtered, by date (Admin)',
  request: { query: TransactionListQuerySchema },
  responses: {
    200: { description: 'One page of transactions', ...json(TransactionListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getTransaction = createRoute({
  method: 'get',
  path: '/admin/transactions/{id}',
  middleware: [allowedFirst('back-office:read', { part: 'transactions' })],
  tags,
  summary: 'One transaction with its postings and the object it belongs to (Admin)',
  request: { params: TransactionIdParamSchema },
  responses: {
    200: { description: 'The transaction', ...json(LedgerTransactionViewSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const exportTransactions = createRoute({
  method: 'get',
  path: '/admin/transactions-export',
  middleware: [allowedFirst('back-office:read', { part: 'transactions' })],
  tags,
  summary: 'The filtered transactions as CSV, one row per posting, streamed (Admin)',
  description:
    'RFC 4180 (CRLF, quoted where needed); a text cell starting with = + - @ tab or CR gets a leading apostrophe, amounts are plain numbers (decision 0089).',
  request: { query: TransactionFiltersSchema },
  responses: {
    200: {
      description: 'The CSV file, as an attachment',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(401, 403, 422),
  },
})
