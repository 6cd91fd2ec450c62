import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'
import { DEALER_POSTING_KINDS } from './dealer-ledger.constants'
import { DealerParamSchema } from './dealer.contract'

// The wire contract of a dealer's statements, disbursements and snapshot (issue 25 item 2, decision 0103).

/** A statement in a path: an issued one's id, or `current-USD` for the open statement of this month in a currency. */
export const DealerStatementIdSchema = z
  .string()
  .regex(
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|current-[A-Z]{3})$/,
    'id must be a statement’s id or current-<currency>',
  )
  .meta({ example: 'current-USD' })

export const DealerStatementParamSchema = DealerParamSchema.extend({ id: DealerStatementIdSchema })

/** The open statement of this month in `currency`: its id in the portal's addresses. */
export const openStatementId = (currency: string) => `current-${currency}`

/** open: this month, provisional; issued: a closed month, immutable; accepted: signed for by the dealer. */
export const DEALER_STATEMENT_STATUSES = ['open', 'issued', 'accepted'] as const
export type DealerStatementStatus = (typeof DEALER_STATEMENT_STATUSES)[number]
export const DEALER_STATEMENT_STATUS_LABELS: Record<DealerStatementStatus, string> = {
  open: 'Open',
  issued: 'Issued',
  accepted: 'Accepted',
}

/** How a posting of the dealer's balance reads on its statement. */
export const DEALER_POSTING_KIND_LABELS: Record<string, string> = {
  [DEALER_POSTING_KINDS.purchase]: 'Purchase',
  [DEALER_POSTING_KINDS.payment]: 'Payment',
  [DEALER_POSTING_KINDS.refund]: 'Refund',
  [DEALER_POSTING_KINDS.transfer]: 'Transfer',
  [DEALER_POSTING_KINDS.disbursement]: 'Disbursement',
  'value-transfer': 'Adjustment by the shop',
}
export const dealerPostingKindLabel = (kind: string) => DEALER_POSTING_KIND_LABELS[kind] ?? 'Other movement'

export const DealerStatementSchema = z.object({
  /** An issued statement's id, or `current-<currency>` for the open one. */
  id: z.string(),
  /** ST-2026-10-USD; the open statement has none yet. */
  number: z.string().nullable(),
  currency: z.string(),
  status: z.enum(DEALER_STATEMENT_STATUSES),
  /** First day of the month (YYYY-MM-DD, UTC). */
  period_start: z.string(),
  /** The period's last day (YYYY-MM-DD, inclusive, as printed). */
  period_last_day: z.string(),
  opening: MoneySchema,
  /** The closing balance; for the open statement the balance so far. */
  closing: MoneySchema,
  /** YYYY-MM-DD; none for the open statement. */
  due_date: z.string().nullable(),
  /** The closing balance is owed (below zero) and the due date has passed. */
  overdue: z.boolean(),
  issued_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** The legal name of the signatory who accepted it (decision 0107), null until accepted. */
  accepted_by: z.string().nullable(),
})
export type DealerStatement = z.infer<typeof DealerStatementSchema>

export const DealerStatementListSchema = z.object({ data: z.array(DealerStatementSchema) })
export type DealerStatementList = z.infer<typeof DealerStatementListSchema>

export const DealerStatementLineSchema = z.object({
  transaction_id: z.string(),
  at: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  memo: z.string(),
  amount: MoneySchema,
  /** The dealer's balance after this posting. */
  balance: MoneySchema,
})
export type DealerStatementLine = z.infer<typeof DealerStatementLineSchema>

/** Who a dealer's printed pages are from and for: its company and its branding (the shop's where it has none). */
export const DealerLetterheadSchema = z.object({
  dealer_name: z.string(),
  legal_name: z.string(),
  tax_id: z.string(),
  address: z.array(z.string()),
  email: z.string(),
  /** #rrggbb: the dealer's brand colours, else the shop's. */
  primary_color: z.string(),
  accent_color: z.string(),
  /** The dealer's logo (an image address), if it has one. */
  logo_url: z.string().nullable(),
  shop_name: z.string(),
  shop_legal_name: z.string(),
  shop_address: z.array(z.string()),
})
export type DealerLetterhead = z.infer<typeof DealerLetterheadSchema>

export const DealerStatementDetailSchema = DealerStatementSchema.extend({
  lines: z.array(DealerStatementLineSchema),
  letterhead: DealerLetterheadSchema,
  /** The API address of its PDF. */
  pdf_url: z.string(),
  /** Whether the asker may accept it now: an issued, unaccepted statement and a named signatory (decision 0107). */
  may_accept: z.boolean(),
  /** The legal names of the dealer's signatories: who may accept it. */
  signatories: z.array(z.string()),
})
export type DealerStatementDetail = z.infer<typeof DealerStatementDetailSchema>

export const DealerStatementPdfSchema = z.string().meta({ format: 'binary' })

/** What the shop paid out to the dealer (ledger transactions of kind `dealer-disbursement`). */
export const DealerDisbursementSchema = z.object({
  transaction_id: z.string(),
  at: z.string(),
  memo: z.string(),
  amount: MoneySchema,
})
export const DealerDisbursementListSchema = z.object({ data: z.array(DealerDisbursementSchema) })
export type DealerDisbursementList = z.infer<typeof DealerDisbursementListSchema>
