import { z } from 'zod'
import { MEMBERSHIP_ROLES } from '../accounts/roles.constants'
import { MoneySchema } from '../money/money.schema'
import { DealerParamSchema } from './dealer.contract'
import { DealerLetterheadSchema } from './dealer-statement.contract'
import { DEALER_TRANSFER_VALUES } from './transfers.contract'
import { TRANSFER_STATES } from './transfer-transition'

// The wire contract of the snapshots (a dealer's and a user's account at the end of a day) and of a dealer's
// printed invoice (issue 25, decision 0106).

/** `?date=YYYY-MM-DD`: the UTC day whose end the snapshot shows; today without it. */
export const SnapshotQuerySchema = z.object({
  date: z.iso.date('date must be a day, YYYY-MM-DD').optional().meta({ example: '2026-10-31' }),
})
export type SnapshotQuery = z.infer<typeof SnapshotQuerySchema>

const CreditsSchema = z.object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })

export const DealerSnapshotSchema = z
  .object({
    /** The day (YYYY-MM-DD, UTC) and the instant its figures stand at (its end, exclusive). */
    date: z.iso.date(),
    as_of: z.iso.datetime({ offset: true }),
    dealer: z.object({ slug: z.string(), name: z.string() }),
    /** Who the printed page is from; null for a member (the company's details are the settings'). */
    letterhead: DealerLetterheadSchema.nullable(),
    /** Per currency, as of the day; null for those who may not read the dealer's balance (members). */
    money: z
      .array(
        z.object({
          balance: MoneySchema,
          /** Today's limit: limits keep no history, so the day's available is measured against it. */
          credit_limit: MoneySchema,
          available: MoneySchema,
        }),
      )
      .nullable(),
    credits: CreditsSchema,
    /** Transfers asked by the day and not yet sent, cancelled or locked at its end; null for members. */
    open_transfers: z
      .array(
        z.object({
          id: z.string(),
          state: z.enum(TRANSFER_STATES),
          value: z.enum(DEALER_TRANSFER_VALUES),
          /** Money in minor units of `unit`, or whole credits. */
          amount: z.number().int(),
          unit: z.string(),
          recipient: z.string(),
          created_at: z.iso.datetime({ offset: true }),
        }),
      )
      .nullable(),
    /** Tune requests through the dealer made by the day and not delivered, cancelled or rejected at its end. */
    open_requests: z.number().int(),
    /** Issued statements due by then whose amount the balance's later credits had not yet covered; null for members. */
    unpaid_statements: z
      .array(
        z.object({
          id: z.string(),
          number: z.string(),
          period_start: z.iso.date(),
          due_date: z.iso.date(),
          /** What the statement said was owed (its closing balance, as a positive amount). */
          owed: MoneySchema,
          /** Of that, what was still unpaid at the day's end. */
          outstanding: MoneySchema,
          overdue: z.boolean(),
        }),
      )
      .nullable(),
    /** Members who had joined by the day's end (removed members leave no row, so they are not counted). */
    members: z.number().int(),
  })
  .meta({ id: 'DealerSnapshot' })
export type DealerSnapshot = z.infer<typeof DealerSnapshotSchema>

/** A dealer's invoice in a path: the tune-credit invoice's number. */
export const DealerInvoiceParamSchema = DealerParamSchema.extend({
  id: z.coerce.number().int('id must be an invoice number').min(1).max(2_147_483_647).meta({ example: 1 }),
})

/** How an invoice was settled, as printed. */
export function invoiceSettlementLabel(settledBy: string | null): string {
  if (settledBy === null) return 'Not paid yet'
  if (settledBy === 'dealer-balance') return 'Charged to the dealer’s balance'
  if (settledBy === 'staff') return 'Issued by the shop without payment'
  return 'Paid by card'
}

/** SPEC §4 "Dealer invoices: estimate, then commit": a batch of tune-credit codes bought for the dealer. */
export const DealerInvoiceSchema = z
  .object({
    id: z.number().int(),
    /** INV-000042, as printed. */
    number: z.string(),
    status: z.enum(['estimated', 'committed']),
    created_at: z.iso.datetime({ offset: true }),
    committed_at: z.iso.datetime({ offset: true }).nullable(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    code_count: z.number().int(),
    credits_per_code: CreditsSchema,
    unit_price: MoneySchema,
    total: MoneySchema,
    settlement: z.string(),
    /** The ledger transaction that charged it to the dealer's balance, if it was. */
    transaction_id: z.string().nullable(),
    codes: z.array(z.object({ code: z.string(), claimed: z.boolean() })),
    letterhead: DealerLetterheadSchema,
  })
  .meta({ id: 'DealerInvoice' })
export type DealerInvoice = z.infer<typeof DealerInvoiceSchema>

export const UserSnapshotParamSchema = z.object({
  id: z.string().min(1).max(100).meta({ example: '00000000-0000-4000-8000-000000000003' }),
})

export const UserSnapshotSchema = z
  .object({
    date: z.iso.date(),
    as_of: z.iso.datetime({ offset: true }),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    credits: CreditsSchema,
    /** Store orders paid by the day's end (refunded ones still count: they were paid), and their sum per currency. */
    orders: z.object({ count: z.number().int(), spend: z.array(MoneySchema) }),
    open_requests: z.number().int(),
    /** The dealers the user belonged to at the day's end. */
    dealers: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        role: z.enum(MEMBERSHIP_ROLES),
        joined_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'UserSnapshot' })
export type UserSnapshot = z.infer<typeof UserSnapshotSchema>
