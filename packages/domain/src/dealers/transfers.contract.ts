import { z } from 'zod'
import { KNOWN_CURRENCIES } from '../money'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { TUNE_CREDIT_KINDS } from '../ledger/tune-credits.constants'
import { DealerSlugSchema } from './dealer.contract'
import { TRANSFER_ACTIONS, TRANSFER_STATES } from './transfer-transition'

// The wire contract of a dealer's transfer requests (SPEC §4, issue 25 item 2): a dealer sends tune credits or money
// to one of its customers (by e-mail) or to another dealer (by slug), one or a group at once.

/** What a transfer sends: the dealer's money in one currency, or one kind of its tune credits. */
export const DEALER_TRANSFER_VALUES = ['money', ...TUNE_CREDIT_KINDS] as const
export type DealerTransferValue = (typeof DEALER_TRANSFER_VALUES)[number]
export const DEALER_TRANSFER_VALUE_LABELS: Record<DealerTransferValue, string> = {
  money: 'Money',
  ecu: 'ECU credits',
  tcu: 'TCU credits',
  awd: 'AWD credits',
}

export const DEALER_TRANSFER_RECIPIENT_KINDS = ['customer', 'dealer'] as const
export type DealerTransferRecipientKind = (typeof DEALER_TRANSFER_RECIPIENT_KINDS)[number]
export const DEALER_TRANSFER_RECIPIENT_LABELS: Record<DealerTransferRecipientKind, string> = {
  customer: 'Customer',
  dealer: 'Another dealer',
}

/** The most one transfer sends: 10 billion minor units, or as many credits. */
export const MAX_DEALER_TRANSFER_AMOUNT = 10_000_000_000
export const MAX_DEALER_TRANSFER_MEMO = 200
/** The most transfers one group request holds. */
export const MAX_DEALER_TRANSFERS_PER_GROUP = 50

/** The 422 texts of a recipient the shop does not know. */
export const DEALER_TRANSFER_ERROR_TEXTS = {
  noSuchCustomer: 'There is no customer with this e-mail address.',
  noSuchDealer: 'There is no dealer with this slug.',
  toItself: 'A dealer cannot send a transfer to itself.',
} as const

const CURRENCIES = [...KNOWN_CURRENCIES.keys()] as [string, ...string[]]
const memo = z
  .string()
  .trim()
  .max(MAX_DEALER_TRANSFER_MEMO, `memo must be at most ${MAX_DEALER_TRANSFER_MEMO} characters`)
  .default('')

export const DealerTransferRecipientSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('customer'),
    email: z.email('email must be the customer’s e-mail address').max(254, 'email is too long').toLowerCase(),
  }),
  z.object({ kind: z.literal('dealer'), slug: DealerSlugSchema }),
])
export type DealerTransferRecipient = z.infer<typeof DealerTransferRecipientSchema>

const amount = z
  .number()
  .int('amount must be a whole number (minor units or credits)')
  .min(0, 'amount must be 0 or more')
  .max(MAX_DEALER_TRANSFER_AMOUNT, 'amount is too large for one transfer')

const TransferFields = z.object({
  to: DealerTransferRecipientSchema,
  value: z.enum(DEALER_TRANSFER_VALUES, 'value must be money, ecu, tcu or awd'),
  /** Required when `value` is `money`; none for credits. */
  currency: z.enum(CURRENCIES, 'currency must be one the shop knows').optional(),
  /** Minor units of the currency (1250 = 12.50 USD), or whole credits; 0 for a transfer whose amount is set later. */
  amount,
  memo,
})

const checkCurrency = (input: z.infer<typeof TransferFields>, ctx: z.RefinementCtx, at: (string | number)[] = []) => {
  if (input.value === 'money' && !input.currency)
    ctx.addIssue({ code: 'custom', path: [...at, 'currency'], message: 'currency is required to send money' })
  if (input.value !== 'money' && input.currency)
    ctx.addIssue({ code: 'custom', path: [...at, 'currency'], message: 'currency is only sent with money' })
}

export const DealerTransferInputSchema = TransferFields.superRefine((input, ctx) => checkCurrency(input, ctx)).meta({
  id: 'DealerTransferInput',
  examples: [{ to: { kind: 'customer', email: 'customer@example.com' }, value: 'ecu', amount: 2, memo: 'Stage 1' }],
})
export type DealerTransferInput = z.infer<typeof DealerTransferInputSchema>

export const DealerTransferGroupInputSchema = z
  .object({
    memo,
    transfers: z
      .array(TransferFields)
      .min(1, 'a group holds at least one transfer')
      .max(MAX_DEALER_TRANSFERS_PER_GROUP, `a group holds at most ${MAX_DEALER_TRANSFERS_PER_GROUP} transfers`),
  })
  .superRefine((input, ctx) => input.transfers.forEach((t, i) => checkCurrency(t, ctx, ['transfers', i])))
  .meta({
    id: 'DealerTransferGroupInput',
    examples: [
      {
        memo: 'Spring promotion',
        transfers: [{ to: { kind: 'customer', email: 'customer@example.com' }, value: 'ecu', amount: 1, memo: '' }],
      },
    ],
  })
export type DealerTransferGroupInput = z.infer<typeof DealerTransferGroupInputSchema>

export const DealerTransferSetValueSchema = z
  .object({
    amount: amount.min(1, 'amount must be 1 or more'),
  })
  .meta({ id: 'DealerTransferSetValue', examples: [{ amount: 2 }] })
export type DealerTransferSetValue = z.infer<typeof DealerTransferSetValueSchema>

export const DealerTransferParamSchema = z.object({
  slug: DealerSlugSchema,
  id: z.uuid('id must be a transfer id'),
})

export const DealerTransferListQuerySchema = PageQuerySchema.extend({
  state: z.enum(TRANSFER_STATES, 'state must be pending, reviewed, performed, cancelled or locked').optional(),
})
export type DealerTransferListQuery = z.infer<typeof DealerTransferListQuerySchema>

const person = z.object({ id: z.string(), name: z.string() }).nullable()

export const DealerTransferSchema = z
  .object({
    id: z.uuid(),
    group_id: z.uuid().nullable(),
    /** The recipient: a customer (e-mail and name) or another dealer (slug and name). */
    to: z.object({
      kind: z.enum(DEALER_TRANSFER_RECIPIENT_KINDS),
      name: z.string(),
      email: z.string().nullable(),
      slug: z.string().nullable(),
    }),
    value: z.enum(DEALER_TRANSFER_VALUES),
    /** The ledger unit: the currency, or `credit-ecu`, `credit-tcu`, `credit-awd`. */
    unit: z.string(),
    amount: z.number().int(),
    state: z.enum(TRANSFER_STATES),
    memo: z.string(),
    /** What the asker may do to it now (none for those who only read). */
    actions: z.array(z.enum(TRANSFER_ACTIONS)),
    created_by: person,
    reviewed_by: person,
    performed_by: person,
    cancelled_by: person,
    created_at: z.iso.datetime({ offset: true }),
    reviewed_at: z.iso.datetime({ offset: true }).nullable(),
    value_set_at: z.iso.datetime({ offset: true }).nullable(),
    performed_at: z.iso.datetime({ offset: true }).nullable(),
    cancelled_at: z.iso.datetime({ offset: true }).nullable(),
    locked_at: z.iso.datetime({ offset: true }).nullable(),
    /** The ledger transaction that moved the value, once performed. */
    transaction_id: z.uuid().nullable(),
  })
  .meta({ id: 'DealerTransfer' })
export type DealerTransfer = z.infer<typeof DealerTransferSchema>

export const DealerTransferListSchema = z
  .object({ data: z.array(DealerTransferSchema), meta: pageMetaSchema })
  .meta({ id: 'DealerTransferList' })
export type DealerTransferList = z.infer<typeof DealerTransferListSchema>

export const DealerTransferGroupSchema = z
  .object({
    id: z.uuid(),
    memo: z.string(),
    created_by: person,
    created_at: z.iso.datetime({ offset: true }),
    transfers: z.array(DealerTransferSchema),
    /** Set by a group perform: each transfer it could not send, with why (the others were sent). */
    refused: z.array(z.object({ id: z.uuid(), code: z.string(), message: z.string() })),
  })
  .meta({ id: 'DealerTransferGroup' })
export type DealerTransferGroup = z.infer<typeof DealerTransferGroupSchema>

export const DealerTransferLockOldSchema = z
  .object({ locked: z.number().int().describe('How many transfers were locked') })
  .meta({ id: 'DealerTransferLockOld' })
