import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { LedgerOwnerKindSchema, LedgerUnitSchema } from './ledger.schema'

// The wire contract of the back office's transactions (issue 24 item 5, decision 0089): the ledger as an
// accountant reads it, every transaction with its postings and the object it belongs to.

/** What a transaction can be about; `reference` keys name it (a value transfer is the transaction itself). */
export const LEDGER_OBJECT_TYPES = ['order', 'tune-request', 'credit-code', 'value-transfer'] as const
export const LEDGER_OBJECT_TYPE_LABELS: Record<(typeof LEDGER_OBJECT_TYPES)[number], string> = {
  order: 'Order',
  'tune-request': 'Tune request',
  'credit-code': 'Tune-credit code',
  'value-transfer': 'Value transfer',
}
export type LedgerObjectType = (typeof LEDGER_OBJECT_TYPES)[number]

/** The `reference` key holding each object's id; a value transfer is named by its transaction kind instead. */
export const LEDGER_OBJECT_REFERENCE_KEYS = {
  order: 'order_id',
  'tune-request': 'tune_request_id',
  'credit-code': 'code',
} as const satisfies Partial<Record<LedgerObjectType, string>>

/** The transaction kind of an admin's value transfer (issue 24 item 6). */
export const VALUE_TRANSFER_KIND = 'value-transfer'

/**
 * The kinds of transaction the shop writes today, for the back office's kind filter and its labels (decision 0091).
 * `kind` stays an open string on the wire: a kind added later shows as its words until it is labelled here.
 */
export const LEDGER_TRANSACTION_KINDS = ['credit-code-claim', 'tune-request-credits', VALUE_TRANSFER_KIND] as const
export const LEDGER_TRANSACTION_KIND_LABELS: Record<(typeof LEDGER_TRANSACTION_KINDS)[number], string> = {
  'credit-code-claim': 'Credit code claimed',
  'tune-request-credits': 'Credits spent on a tune request',
  'value-transfer': 'Value transfer',
}

/** Transactions per page when the query names none, and the most a page holds. */
export const TRANSACTIONS_PER_PAGE = 50

const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/

const dateBound = (field: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) => DATE_OR_INSTANT.test(text) && !Number.isNaN(Date.parse(text)),
      `${field} must be a date (2026-01-31) or an instant with its offset (2026-01-31T12:00:00Z)`,
    )

/**
 * The filters of the list and of the CSV export (the same set). `from` is inclusive; `to` is exclusive for an
 * instant and takes the whole day for a date (`to=2026-01-31` ends at 2026-02-01T00:00Z). `owner_kind`,
 * `owner_id`, `account_id` and `unit` keep transactions with at least one posting that matches them all.
 */
export const TransactionFiltersSchema = z.object({
  from: dateBound('from').optional(),
  to: dateBound('to').optional(),
  owner_kind: LedgerOwnerKindSchema.optional(),
  owner_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'owner_id must be a user id, an organization id or shop')
    .optional(),
  account_id: z.uuid('account_id must be a ledger account id').optional(),
  /** A currency (`USD`) or a credit unit (`credit-ecu`). */
  unit: LedgerUnitSchema.optional(),
  /** A transaction kind, e.g. `credit-code-claim`, `value-transfer`. */
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,63}$/, 'kind must be a transaction kind such as credit-code-claim')
    .optional(),
  object_type: z.enum(LEDGER_OBJECT_TYPES).optional(),
  /** By date: `-created_at` newest first (the default), `created_at` oldest first. */
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
})
export type TransactionFilters = z.infer<typeof TransactionFiltersSchema>

export const TransactionListQuerySchema = TransactionFiltersSchema.extend({
  page: PageQuerySchema.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_PER_PAGE),
})
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>

export const LedgerObjectSchema = z.object({ type: z.enum(LEDGER_OBJECT_TYPES), id: z.string() })
export type LedgerObject = z.infer<typeof LedgerObjectSchema>

export const LedgerPostingViewSchema = z
  .object({
    entry_id: z.number().int(),
    account_id: z.uuid(),
    owner_kind: LedgerOwnerKindSchema,
    owner_id: z.string(),
    /** The user's or organization's name; null for the shop's own accounts (and an owner since removed). */
    owner_name: z.string().nullable(),
    /** The user's e-mail; null for an organization or the shop. */
    owner_email: z.string().nullable(),
    /** e.g. `tune-credits-ecu`, `dealer-balance`. */
    account_kind: z.string(),
    unit: z.string(),
    /** Signed, in minor units of a currency or whole credits, as a decimal integer string (a bigint). */
    amount_minor: z.string(),
    /** Signed, as an accountant writes it: `-12.50` USD, `2` credits. */
    amount: z.string(),
  })
  .meta({ id: 'LedgerPosting' })
export type LedgerPostingView = z.infer<typeof LedgerPostingViewSchema>

export const LedgerTransactionViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    memo: z.string(),
    /** Why staff made it (a value transfer's reason); null when the transaction names none. */
    reason: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    created_by_user_id: z.string().nullable(),
    /** The name of the user who made it (the admin of a transfer, the customer claiming a code); null for none. */
    created_by_name: z.string().nullable(),
    /** What it is about, or null when nothing is named. */
    object: LedgerObjectSchema.nullable(),
    postings: z.array(LedgerPostingViewSchema),
  })
  .meta({ id: 'LedgerTransaction' })
export type LedgerTransactionView = z.infer<typeof LedgerTransactionViewSchema>

export const TransactionListAnswerSchema = z
  .object({ data: z.array(LedgerTransactionViewSchema), meta: pageMetaSchema })
  .meta({ id: 'LedgerTransactionList' })
export type TransactionListAnswer = z.infer<typeof TransactionListAnswerSchema>

export const TransactionIdParamSchema = z.object({ id: z.uuid('id must be a transaction id') })

/** The columns of the CSV export, one row per posting (decisions 0089, 0091: the reason staff gave). */
export const TRANSACTION_CSV_COLUMNS = [
  'transaction_id',
  'created_at',
  'kind',
  'memo',
  'reason',
  'object_type',
  'object_id',
  'account_id',
  'owner_kind',
  'owner_id',
  'account_kind',
  'unit',
  'amount',
] as const
