import { createRoute, type z } from '@hono/zod-openapi'
import {
  CreditCodeAutoclaimSchema,
  CreditCodeCheckSchema,
  CreditCodeClaimSchema,
  CreditCodeInputSchema,
  TuneCreditInvoiceCommitBodySchema,
  TuneCreditInvoiceEstimateBodySchema,
  TuneCreditInvoiceListSchema,
  TuneCreditInvoiceSchema,
  TuneCreditsQuerySchema,
  TuneCreditStatementSchema,
} from '@shop/domain/tuning'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Tune credits']
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) })

export const getTuneCredits = createRoute({
  method: 'get',
  path: '/v1/tune-credits',
  tags,
  summary: "The caller's ECU/TCU/AWD credit balances (sums of the ledger) and the entries behind them",
  request: {
    query: TuneCreditsQuerySchema,
  },
  responses: {
    200: {
      description: 'Balances and history, newest first',
      ...json(TuneCreditStatementSchema),
    },
    ...errorResponses(401, 422),
  },
})

export const checkCode = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/check',
  tags,
  summary: 'What a credit code gives and whether it can still be claimed',
  request: { body: body(CreditCodeInputSchema) },
  responses: {
    200: {
      description: 'The code',
      ...json(CreditCodeCheckSchema),
    },
    ...errorResponses(401, 404, 422),
  },
})

export const claimCode = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/claim',
  tags,
  summary: "Claim a code: its credits go to the caller's balance once (a repeat returns the first claim)",
  request: { body: body(CreditCodeInputSchema) },
  responses: {
    200: {
      description: 'Claimed',
      ...json(CreditCodeClaimSchema),
    },
    ...errorResponses(401, 404, 409, 422),
  },
})

export const autoclaimCodes = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/autoclaim',
  tags,
  summary: "Claim every code mailed to the caller's (verified) email address",
  responses: {
    200: {
      description: 'What was claimed now',
      ...json(CreditCodeAutoclaimSchema),
    },
    ...errorResponses(401),
  },
})

export const listInvoices = createRoute({
  method: 'get',
  path: '/v1/tune-credit-codes/invoices',
  tags,
  summary: 'Codes bought: invoices with their buyer and codes (own and your dealers’; staff see all)',
  responses: {
    200: { description: 'Invoices', ...json(TuneCreditInvoiceListSchema) },
    ...errorResponses(401),
  },
})

export const estimateInvoice = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/invoices',
  tags,
  summary: 'Estimate a batch of codes (SPEC §4 "Dealer invoices: estimate, then commit"): nothing is issued yet',
  request: {
    body: body(TuneCreditInvoiceEstimateBodySchema),
  },
  responses: { 201: { description: 'Estimated', ...json(TuneCreditInvoiceSchema) }, ...errorResponses(401, 404, 422) },
})

export const commitInvoice = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/commit',
  tags,
  summary:
    'Commit an estimated invoice: pay it (staff may issue without payment), issue and mail the codes. Twice: 409 already_committed',
  request: {
    body: body(TuneCreditInvoiceCommitBodySchema),
  },
  responses: {
    200: { description: 'Committed, with its codes', ...json(TuneCreditInvoiceSchema) },
    ...errorResponses(401, 402, 404, 409, 422),
  },
})
