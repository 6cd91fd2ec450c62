import { createRoute, z } from '@hono/zod-openapi'
import { MAX_CODES_PER_INVOICE, MAX_CREDITS_PER_CODE } from '@shop/domain/ledger'
import { PaymentFieldsSchema } from '@shop/domain/payments'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Tune credits']
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) })

const Credits = z
  .object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })
  .openapi('TuneCreditAmounts')

const HistoryEntry = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  credit_kind: z.enum(['ecu', 'tcu', 'awd']),
  amount: z.number().int().openapi({ description: 'credits added (positive) or spent (negative)' }),
  memo: z.string(),
  transaction_kind: z.string(),
  tune_request_id: z.number().int().nullable(),
  created_at: z.string(),
})

const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})

export const getTuneCredits = createRoute({
  method: 'get',
  path: '/v1/tune-credits',
  tags,
  summary: "The caller's ECU/TCU/AWD credit balances (sums of the ledger) and the entries behind them",
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: {
    200: {
      description: 'Balances and history, newest first',
      ...json(z.object({ balances: Credits, history: z.array(HistoryEntry), meta: PageMeta })),
    },
    ...errorResponses(401, 422),
  },
})

const CodeInput = z.object({ code: z.string().max(64) })

export const checkCode = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/check',
  tags,
  summary: 'What a credit code gives and whether it can still be claimed',
  request: { body: body(CodeInput) },
  responses: {
    200: {
      description: 'The code',
      ...json(z.object({ code: z.string(), credits: Credits, claimed: z.boolean(), claimed_by_you: z.boolean() })),
    },
    ...errorResponses(401, 404, 422),
  },
})

export const claimCode = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/claim',
  tags,
  summary: "Claim a code: its credits go to the caller's balance once (a repeat returns the first claim)",
  request: { body: body(CodeInput) },
  responses: {
    200: {
      description: 'Claimed',
      ...json(z.object({ code: z.string(), credits: Credits, already_claimed: z.boolean(), balances: Credits })),
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
      ...json(
        z.object({
          claimed: z.array(z.object({ code: z.string(), credits: Credits })),
          email_verified: z.boolean(),
          balances: Credits,
        }),
      ),
    },
    ...errorResponses(401),
  },
})

const Invoice = z
  .object({
    id: z.number().int(),
    status: z.enum(['estimated', 'committed']),
    buyer: z.object({ name: z.string(), email: z.string() }),
    dealer_id: z.string().nullable(),
    code_count: z.number().int(),
    credits_per_code: Credits,
    recipient_email: z.string(),
    total: z.object({ amount_minor: z.number().int(), currency: z.string() }),
    settled_by: z.string().nullable(),
    created_at: z.string(),
    committed_at: z.string().nullable(),
    codes: z.array(
      z.object({ code: z.string(), credits: Credits, claimed: z.boolean(), claimed_at: z.string().nullable() }),
    ),
  })
  .openapi('TuneCreditInvoice')

export const listInvoices = createRoute({
  method: 'get',
  path: '/v1/tune-credit-codes/invoices',
  tags,
  summary: 'Codes bought: invoices with their buyer and codes (own and your dealers’; staff see all)',
  responses: {
    200: { description: 'Invoices', ...json(z.object({ data: z.array(Invoice) })) },
    ...errorResponses(401),
  },
})

const amount = z.number().int().min(0).max(MAX_CREDITS_PER_CODE)

export const estimateInvoice = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/invoices',
  tags,
  summary: 'Estimate a batch of codes (SPEC §4 "Dealer invoices: estimate, then commit"): nothing is issued yet',
  request: {
    body: body(
      z.object({
        code_count: z.number().int().min(1).max(MAX_CODES_PER_INVOICE),
        credits_per_code: z.object({ ecu: amount, tcu: amount, awd: amount }),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .optional(),
        recipient_email: z.email().max(200).optional(),
        dealer_id: z.string().min(1).max(100).optional(),
      }),
    ),
  },
  responses: { 201: { description: 'Estimated', ...json(Invoice) }, ...errorResponses(401, 404, 422) },
})

export const commitInvoice = createRoute({
  method: 'post',
  path: '/v1/tune-credit-codes/commit',
  tags,
  summary:
    'Commit an estimated invoice: pay it (staff may issue without payment), issue and mail the codes. Twice: 409 already_committed',
  request: {
    body: body(z.object({ invoice_id: z.number().int().positive() }).extend(PaymentFieldsSchema.shape)),
  },
  responses: {
    200: { description: 'Committed, with its codes', ...json(Invoice) },
    ...errorResponses(401, 402, 404, 409, 422),
  },
})
