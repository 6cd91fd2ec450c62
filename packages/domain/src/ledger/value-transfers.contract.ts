import { z } from 'zod'
import { KNOWN_CURRENCIES } from '../money'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { TUNE_CREDIT_KINDS } from './tune-credits.constants'

// The wire contract of the back office's value transfers (issue 24 item 6, decision 0089): an admin moves a money
// balance or tune credits from one party's account to another's, with a reason, as one balanced ledger transaction.

/** Whose account value moves between; `house` is the shop itself (it issues credits and takes money in). */
export const VALUE_TRANSFER_PARTY_KINDS = ['customer', 'dealer', 'tuner', 'affiliate', 'house'] as const
export type ValueTransferPartyKind = (typeof VALUE_TRANSFER_PARTY_KINDS)[number]
export const VALUE_TRANSFER_PARTY_KIND_LABELS: Record<ValueTransferPartyKind, string> = {
  customer: 'Customer',
  dealer: 'Dealer',
  tuner: 'Tuner',
  affiliate: 'Affiliate',
  house: 'The shop',
}

/** What moves: a money balance in one currency, or one kind of tune credits. */
export const VALUE_TRANSFER_VALUES = ['money', ...TUNE_CREDIT_KINDS] as const
export type ValueTransferValue = (typeof VALUE_TRANSFER_VALUES)[number]
export const VALUE_TRANSFER_VALUE_LABELS: Record<ValueTransferValue, string> = {
  money: 'Money balance',
  ecu: 'ECU credits',
  tcu: 'TCU credits',
  awd: 'AWD credits',
}

/** The most one transfer moves: 10 billion minor units, or as many credits. */
export const MAX_VALUE_TRANSFER_AMOUNT = 10_000_000_000

export const ValueTransferPartySchema = z
  .object({
    kind: z.enum(VALUE_TRANSFER_PARTY_KINDS),
    /** The user id of a customer, the organization id of a dealer, tuner or affiliate; none for the house. */
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'id must be a user or organization id')
      .optional(),
  })
  .refine((party) => party.kind === 'house' || party.id !== undefined, {
    message: 'id is required for a customer, dealer, tuner or affiliate',
    path: ['id'],
  })
export type ValueTransferParty = z.infer<typeof ValueTransferPartySchema>

const CURRENCIES = [...KNOWN_CURRENCIES.keys()] as [string, ...string[]]

export const ValueTransferInputSchema = z
  .object({
    value: z.enum(VALUE_TRANSFER_VALUES),
    /** Required when `value` is `money`; none for credits. */
    currency: z.enum(CURRENCIES, 'currency must be one the shop knows').optional(),
    /** Minor units of the currency (1250 = 12.50 USD), or whole credits. */
    amount: z
      .number()
      .int('amount must be a whole number (minor units or credits)')
      .min(1, 'amount must be 1 or more')
      .max(MAX_VALUE_TRANSFER_AMOUNT, 'amount is too large for one transfer'),
    from: ValueTransferPartySchema,
    to: ValueTransferPartySchema,
    reason: z
      .string()
      .trim()
      .min(3, 'reason must say why, in 3 to 500 characters')
      .max(500, 'reason must say why, in 3 to 500 characters'),
  })
  .superRefine((input, ctx) => {
    if (input.value === 'money' && !input.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'currency is required to move money' })
    if (input.value !== 'money' && input.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'currency is only sent to move money' })
    if (input.from.kind === input.to.kind && (input.from.id ?? '') === (input.to.id ?? ''))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be another account than from' })
  })
  .meta({
    id: 'ValueTransferInput',
    examples: [
      {
        value: 'ecu',
        amount: 2,
        from: { kind: 'house' },
        to: { kind: 'customer', id: 'u3Jq9ZkL2pXw' },
        reason: 'Goodwill: two ECU credits after a failed flash',
      },
    ],
  })
export type ValueTransferInput = z.infer<typeof ValueTransferInputSchema>

export const ValueTransferSideSchema = z.object({
  kind: z.enum(VALUE_TRANSFER_PARTY_KINDS),
  /** The user or organization id; `shop` for the house. */
  id: z.string(),
  /** The customer's or organization's name; null for the house. */
  name: z.string().nullable(),
  account_id: z.uuid(),
})

export const ValueTransferSchema = z
  .object({
    id: z.uuid(),
    value: z.enum(VALUE_TRANSFER_VALUES),
    /** The ledger unit: the currency, or `credit-ecu`, `credit-tcu`, `credit-awd`. */
    unit: z.string(),
    amount: z.number().int(),
    from: ValueTransferSideSchema,
    to: ValueTransferSideSchema,
    reason: z.string(),
    created_by_user_id: z.string().nullable(),
    /** The admin who made it. */
    created_by_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ValueTransfer' })
export type ValueTransfer = z.infer<typeof ValueTransferSchema>

export const ValueTransferListQuerySchema = PageQuerySchema
export const ValueTransferListAnswerSchema = z
  .object({ data: z.array(ValueTransferSchema), meta: pageMetaSchema })
  .meta({ id: 'ValueTransferList' })
export type ValueTransferListAnswer = z.infer<typeof ValueTransferListAnswerSchema>

export const ValueTransferIdParamSchema = z.object({ id: z.uuid('id must be a value transfer id') })

/** The parties the form looks up by name (the house needs no lookup). */
const LookupKindSchema = z
  .enum(VALUE_TRANSFER_PARTY_KINDS, 'kind must be customer, dealer, tuner or affiliate')
  .exclude(['house'], 'kind must be customer, dealer, tuner or affiliate')
export type ValueTransferLookupKind = z.infer<typeof LookupKindSchema>

/** The most parties one lookup answers: the form shows them as choices, so the admin types more to narrow. */
export const VALUE_TRANSFER_PARTY_MATCHES = 20

/** `GET /api/admin/value-transfer-parties`: customers by part of their e-mail or name, organizations by name or slug. */
export const ValueTransferPartyQuerySchema = z.object({
  kind: LookupKindSchema.default('customer'),
  q: z.string().trim().max(100, 'q must be at most 100 characters').default(''),
})
export type ValueTransferPartyQuery = z.infer<typeof ValueTransferPartyQuerySchema>

export const ValueTransferPartyMatchSchema = z
  .object({
    kind: LookupKindSchema,
    /** What `from.id` / `to.id` take: the user id or the organization id. */
    id: z.string(),
    name: z.string(),
    /** The customer's e-mail, or the organization's slug. */
    detail: z.string(),
  })
  .meta({ id: 'ValueTransferPartyMatch' })
export type ValueTransferPartyMatch = z.infer<typeof ValueTransferPartyMatchSchema>

export const ValueTransferPartyListSchema = z
  .object({ data: z.array(ValueTransferPartyMatchSchema) })
  .meta({ id: 'ValueTransferPartyList' })
export type ValueTransferPartyList = z.infer<typeof ValueTransferPartyListSchema>
