import { z } from 'zod'
import { TransactionFiltersSchema } from '../ledger/transactions.contract'
import { TUNE_CREDIT_KINDS } from '../ledger/tune-credits.constants'
import { MoneySchema } from '../money'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { PaymentFieldsSchema } from '../payments'
import { DEALER_POSTING_KINDS } from './dealer-ledger.constants'
import { DealerParamSchema } from './dealer.contract'

// The wire contract of a dealer's money (issue 25 items 1, 2 and 4, decision 0102): its balance per currency read
// off the ledger, the postings of its balance account with their running balance, paying the balance by card,
// buying tune credits on it, and the codes it bought.

const CURRENCY = z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO 4217 code such as USD')

/** A dealer's money in one currency: what it holds (below zero: owes), its credit limit, and what it may spend. */
export const DealerMoneyPositionSchema = z
  .object({
    currency: z.string(),
    balance: MoneySchema,
    credit_limit: MoneySchema,
    /** balance + credit limit: how much more it may buy on its balance. */
    available: MoneySchema,
    /** What it owes the shop (0 when its balance is at or above zero). */
    owed: MoneySchema,
  })
  .meta({ id: 'DealerMoneyPosition' })
export type DealerMoneyPosition = z.infer<typeof DealerMoneyPositionSchema>

const CreditsSchema = z.object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })

export const DealerBalanceSchema = z
  .object({
    money: z.array(DealerMoneyPositionSchema),
    /** The dealer's own tune credits per kind: what it may send to its customers. */
    credits: CreditsSchema,
  })
  .meta({ id: 'DealerBalance' })
export type DealerBalance = z.infer<typeof DealerBalanceSchema>

/** The kinds of posting on a dealer's balance, as its balance list labels them (a value transfer by the shop too). */
export const DEALER_ENTRY_KINDS = [...Object.values(DEALER_POSTING_KINDS), 'value-transfer'] as const
export type DealerEntryKind = (typeof DEALER_ENTRY_KINDS)[number]
export const DEALER_ENTRY_KIND_LABELS: Record<DealerEntryKind, string> = {
  'dealer-purchase': 'Purchase',
  'dealer-payment': 'Card payment',
  'dealer-refund': 'Refund',
  'dealer-transfer': 'Transfer',
  'dealer-disbursement': 'Disbursement',
  'value-transfer': 'Adjustment by the shop',
}
/** A posting kind's label; a kind added later shows as its words until it is labelled here. */
export const dealerEntryKindLabel = (kind: string): string =>
  DEALER_ENTRY_KIND_LABELS[kind as DealerEntryKind] ?? kind.replace(/-/g, ' ')

/** Postings per page of the balance list when the query names none. */
export const DEALER_ENTRIES_PER_PAGE = 25

export const DealerEntriesQuerySchema = PageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(DEALER_ENTRIES_PER_PAGE),
  /** The balance's currency; the dealer's first (its display currency when it has a balance there) when absent. */
  currency: CURRENCY.optional(),
  from: TransactionFiltersSchema.shape.from,
  to: TransactionFiltersSchema.shape.to,
  kind: z.enum(DEALER_ENTRY_KINDS).optional(),
})
export type DealerEntriesQuery = z.infer<typeof DealerEntriesQuerySchema>

/** The CSV export takes the same filters, no page. */
export const DealerEntriesExportQuerySchema = DealerEntriesQuerySchema.omit({ page: true, per_page: true })
export type DealerEntriesExportQuery = z.infer<typeof DealerEntriesExportQuerySchema>

export const DealerEntrySchema = z
  .object({
    id: z.number().int(),
    transaction_id: z.string(),
    kind: z.string(),
    kind_label: z.string(),
    memo: z.string(),
    /** Signed: below zero the dealer spent, above zero it paid in. */
    amount: MoneySchema,
    /** The account's balance just after this posting (all postings up to it, whatever the filters). */
    balance_after: MoneySchema,
    created_at: z.string(),
  })
  .meta({ id: 'DealerEntry' })
export type DealerEntry = z.infer<typeof DealerEntrySchema>

export const DealerEntryListSchema = z
  .object({ currency: z.string(), data: z.array(DealerEntrySchema), meta: pageMetaSchema })
  .meta({ id: 'DealerEntryList' })
export type DealerEntryList = z.infer<typeof DealerEntryListSchema>

/** The CSV export's columns, in order. */
export const DEALER_ENTRY_CSV_COLUMNS = [
  'date',
  'transaction_id',
  'kind',
  'memo',
  'amount',
  'balance_after',
  'currency',
] as const

/** The most one card payment of a balance takes: 1,000,000.00 in the currency's minor units. */
export const MAX_DEALER_PAYMENT_MINOR = 100_000_000

/**
 * Paying a dealer's balance by card (decision 0102): any positive amount, up to the maximum — what it owes or more
 * (above zero the dealer has paid ahead and buys on that first).
 */
export const DealerPayBalanceBodySchema = PaymentFieldsSchema.extend({
  amount_minor: z
    .number()
    .int('amount_minor must be a whole number of minor units')
    .min(1, 'Enter an amount above zero.')
    .max(MAX_DEALER_PAYMENT_MINOR, 'Pay at most 1,000,000 at once.'),
  currency: CURRENCY,
})
export type DealerPayBalanceBody = z.infer<typeof DealerPayBalanceBodySchema>

export const DealerPaymentSchema = z
  .object({
    transaction_id: z.string(),
    amount: MoneySchema,
    charge_id: z.string().nullable(),
    /** False when this answers a retry of an earlier payment (same key): nothing was charged again. */
    created: z.boolean(),
    position: DealerMoneyPositionSchema,
  })
  .meta({ id: 'DealerPayment' })
export type DealerPayment = z.infer<typeof DealerPaymentSchema>

/** Buying tune credits into the dealer's own account on its balance. */
export const MAX_DEALER_CREDIT_PURCHASE = 500
export const DealerCreditPurchaseBodySchema = z.object({
  kind: z.enum(TUNE_CREDIT_KINDS),
  credits: z
    .number()
    .int('credits must be a whole number')
    .min(1, 'Buy at least one credit.')
    .max(MAX_DEALER_CREDIT_PURCHASE, `Buy at most ${MAX_DEALER_CREDIT_PURCHASE} credits at once.`),
  currency: CURRENCY,
})
export type DealerCreditPurchaseBody = z.infer<typeof DealerCreditPurchaseBodySchema>

export const DealerCreditPurchaseSchema = z
  .object({
    transaction_id: z.string(),
    kind: z.enum(TUNE_CREDIT_KINDS),
    credits: z.number().int(),
    total: MoneySchema,
    created: z.boolean(),
    balance: DealerBalanceSchema,
  })
  .meta({ id: 'DealerCreditPurchase' })

/** A code the dealer bought, claimed or not. */
export const DealerCodeSchema = z
  .object({
    code: z.string(),
    credits: CreditsSchema,
    invoice_id: z.number().int(),
    recipient_email: z.string().nullable(),
    claimed: z.boolean(),
    claimed_by: z.object({ name: z.string(), email: z.string() }).nullable(),
    claimed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DealerCode' })
export type DealerCode = z.infer<typeof DealerCodeSchema>

export const DealerCodesQuerySchema = PageQuerySchema.extend({
  claimed: z.enum(['yes', 'no']).optional(),
})
export const DealerCodeListSchema = z
  .object({ data: z.array(DealerCodeSchema), meta: pageMetaSchema })
  .meta({ id: 'DealerCodeList' })
export type DealerCodeList = z.infer<typeof DealerCodeListSchema>

export const DealerCodeParamSchema = DealerParamSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{12,20}$/, 'code must be a credit code such as ABCD-EFGH-JKMN'),
})

export const DealerSendCodeBodySchema = z.object({
  email: z.email('Enter the customer’s email address.').max(200),
  message: z
    .string()
    .max(1000, 'Keep the message under 1,000 characters.')
    .refine((text) => !text.includes('\u0000'), 'The message holds a character that is not allowed.')
    .optional(),
})
export type DealerSendCodeBody = z.infer<typeof DealerSendCodeBodySchema>
