import { z } from 'zod'
import { MAX_CODES_PER_INVOICE, MAX_CREDITS_PER_CODE, TUNE_CREDIT_KINDS } from '../ledger'
import { PaymentFieldsSchema } from '../payments'
import { DisclaimerAgreementSchema } from './tune-requests.contract'

// The wire contract of tune credits: balances, codes, dealer invoices, and paying a request with credits
// (decision 0074; decision 0081 for where it lives).

export const TuneCreditAmountsSchema = z
  .object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })
  .meta({ id: 'TuneCreditAmounts' })
export type TuneCreditAmounts = z.infer<typeof TuneCreditAmountsSchema>

export const TuneCreditHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    transaction_id: z.string(),
    credit_kind: z.enum(TUNE_CREDIT_KINDS),
    amount: z.number().int().meta({ description: 'credits added (positive) or spent (negative)' }),
    memo: z.string(),
    transaction_kind: z.string(),
    tune_request_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TuneCreditHistoryEntry' })
export type TuneCreditHistoryEntry = z.infer<typeof TuneCreditHistoryEntrySchema>

const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})

export const TuneCreditsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})

export const TuneCreditStatementSchema = z
  .object({ balances: TuneCreditAmountsSchema, history: z.array(TuneCreditHistoryEntrySchema), meta: PageMeta })
  .meta({ id: 'TuneCreditStatement' })
export type TuneCreditStatement = z.infer<typeof TuneCreditStatementSchema>

export const CreditCodeInputSchema = z.object({ code: z.string().max(64) })

export const CreditCodeCheckSchema = z
  .object({ code: z.string(), credits: TuneCreditAmountsSchema, claimed: z.boolean(), claimed_by_you: z.boolean() })
  .meta({ id: 'CreditCodeCheck' })
export type CreditCodeCheck = z.infer<typeof CreditCodeCheckSchema>

export const CreditCodeClaimSchema = z
  .object({
    code: z.string(),
    credits: TuneCreditAmountsSchema,
    already_claimed: z.boolean(),
    balances: TuneCreditAmountsSchema,
  })
  .meta({ id: 'CreditCodeClaim' })
export type CreditCodeClaim = z.infer<typeof CreditCodeClaimSchema>

export const CreditCodeAutoclaimSchema = z
  .object({
    claimed: z.array(z.object({ code: z.string(), credits: TuneCreditAmountsSchema })),
    email_verified: z.boolean(),
    balances: TuneCreditAmountsSchema,
  })
  .meta({ id: 'CreditCodeAutoclaim' })
export type CreditCodeAutoclaim = z.infer<typeof CreditCodeAutoclaimSchema>

export const TuneCreditInvoiceSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['estimated', 'committed']),
    buyer: z.object({ name: z.string(), email: z.string() }),
    dealer_id: z.string().nullable(),
    code_count: z.number().int(),
    credits_per_code: TuneCreditAmountsSchema,
    recipient_email: z.string(),
    total: z.object({ amount_minor: z.number().int(), currency: z.string() }),
    settled_by: z.string().nullable(),
    created_at: z.string(),
    committed_at: z.string().nullable(),
    codes: z.array(
      z.object({
        code: z.string(),
        credits: TuneCreditAmountsSchema,
        claimed: z.boolean(),
        claimed_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'TuneCreditInvoice' })
export type TuneCreditInvoice = z.infer<typeof TuneCreditInvoiceSchema>

export const TuneCreditInvoiceListSchema = z.object({ data: z.array(TuneCreditInvoiceSchema) })

const amount = z.number().int().min(0).max(MAX_CREDITS_PER_CODE)

export const TuneCreditInvoiceEstimateBodySchema = z.object({
  code_count: z.number().int().min(1).max(MAX_CODES_PER_INVOICE),
  credits_per_code: z.object({ ecu: amount, tcu: amount, awd: amount }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  recipient_email: z.email().max(200).optional(),
  dealer_id: z.string().min(1).max(100).optional(),
})

/** How a commit pays: by card (the default), or — a dealer's invoice — on the dealer's balance (issue 25). */
export const INVOICE_PAY_WITH = ['card', 'balance'] as const
export type InvoicePayWith = (typeof INVOICE_PAY_WITH)[number]

export const TuneCreditInvoiceCommitBodySchema = z
  .object({ invoice_id: z.number().int().positive(), pay_with: z.enum(INVOICE_PAY_WITH).optional() })
  .extend(PaymentFieldsSchema.shape)

/** Paying an estimated tune request with credits: a step of the request, the ledger's entries (decision 0074). */
export const ApplyTuneCreditsBodySchema = z.object({
  tune_request_id: z.number().int().positive(),
  tune_ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one tune.')
    .max(60)
    .optional()
    .meta({ description: 'the estimate’s tunes (optional: the estimate is what is paid)' }),
  disclaimer_sha256: DisclaimerAgreementSchema,
})

export const PaidWithCreditsSchema = z
  .object({
    tune_request_id: z.number().int(),
    status: z.string(),
    credits: TuneCreditAmountsSchema,
    transaction_id: z.string(),
    balances: TuneCreditAmountsSchema,
  })
  .meta({ id: 'PaidWithCredits' })
export type PaidWithCredits = z.infer<typeof PaidWithCreditsSchema>
