import { z } from 'zod'
import { AddressInputSchema, AddressSchema } from '../accounts/address.schema'
import { MEMBERSHIP_ROLES } from '../accounts/roles.constants'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import {
  ADMIN_DEALER_SORTS,
  ADMIN_DEALERS_PAGE_SIZE,
  DEALER_PRICE_TIERS,
  DEALER_STATUSES,
} from './admin-dealers.constants'
import { DealerSlugSchema } from './dealer.contract'

// The wire contract of the back office's dealers (issue 25 item 8): find a dealer, read it with its members, limits
// and ledger balances, add one, change its limits, billing, tier and standing; the dealers' dashboard.

const CurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO currency code')
const text = (name: string, max: number) => z.string().trim().max(max, `${name} must be ${max} characters or fewer`)

/** An amount in minor units of a currency (ARCHITECTURE §4). */
export const DealerAmountSchema = z.object({ currency: CurrencySchema, amount_minor: z.number().int() })
export type DealerAmount = z.infer<typeof DealerAmountSchema>

/** A credit limit in a currency: how far below zero the dealer's balance may go; 0 removes it. */
export const DealerCreditLimitInputSchema = z.object({
  currency: CurrencySchema,
  amount_minor: z
    .number()
    .int('amount_minor must be a whole number of minor units')
    .min(0, 'a credit limit is 0 or more')
    .max(1_000_000_000_00, 'a credit limit must be at most 1,000,000,000'),
})

const creditLimitsInput = z
  .array(DealerCreditLimitInputSchema)
  .max(20)
  .refine((limits) => new Set(limits.map((l) => l.currency)).size === limits.length, 'name each currency once')

export const AdminDealerListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: PageQuerySchema.shape.per_page.unwrap().default(ADMIN_DEALERS_PAGE_SIZE),
  sort: z.enum(ADMIN_DEALER_SORTS).default('name'),
  /** Part of the name or of the slug. */
  q: z.string().trim().min(1, 'q must not be empty').max(120).optional(),
  status: z.enum(DEALER_STATUSES).optional(),
  price_tier: z.enum(DEALER_PRICE_TIERS).optional(),
})
export type AdminDealerListQuery = z.infer<typeof AdminDealerListQuerySchema>

export const AdminDealerIdParamSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'id must be a dealer’s id')
    .meta({ example: '00000000-0000-4000-8000-0000000000d1' }),
})

/** A dealer's money in one currency: its ledger balance (below zero it owes), its credit limit and what is left. */
export const AdminDealerPositionSchema = z.object({
  currency: z.string(),
  balance_minor: z.number().int(),
  credit_limit_minor: z.number().int(),
  available_minor: z.number().int(),
  standing: z.enum(['within', 'near', 'over']),
})
export type AdminDealerPosition = z.infer<typeof AdminDealerPositionSchema>

export const AdminDealerRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(DEALER_STATUSES),
    price_tier: z.enum(DEALER_PRICE_TIERS),
    members: z.number().int(),
    /** Per currency where it has a balance or a limit, by currency. */
    positions: z.array(AdminDealerPositionSchema),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminDealerRow' })
export type AdminDealerRow = z.infer<typeof AdminDealerRowSchema>

export const AdminDealerListAnswerSchema = z
  .object({ data: z.array(AdminDealerRowSchema), meta: pageMetaSchema })
  .meta({ id: 'AdminDealerList' })
export type AdminDealerListAnswer = z.infer<typeof AdminDealerListAnswerSchema>

export const AdminDealerCreateSchema = z
  .object({
    name: text('name', 120).min(2, 'name must be 2 characters or more'),
    slug: DealerSlugSchema.min(2, 'slug must be 2 characters or more').meta({ example: 'north-shore-tuning' }),
    legal_name: text('legal_name', 200).min(2, 'legal_name must be 2 characters or more'),
    tax_id: text('tax_id', 40).default(''),
    /** An existing user's e-mail: they become the dealer's owner. */
    owner_email: z.email('owner_email must be an e-mail address').max(254),
    price_tier: z.enum(DEALER_PRICE_TIERS).default('standard'),
    credit_limits: creditLimitsInput.default([]),
    billing_address: AddressInputSchema.nullable().default(null),
  })
  .meta({ id: 'AdminDealerCreate' })
export type AdminDealerCreate = z.infer<typeof AdminDealerCreateSchema>

export const AdminDealerMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  joined_at: z.iso.datetime({ offset: true }),
})

export const CreditLimitRequestSchema = z
  .object({
    id: z.number().int(),
    dealer_id: z.string(),
    currency: z.string(),
    /** The limit asked for. */
    amount_minor: z.number().int(),
    /** The limit when it was asked. */
    current_limit_minor: z.number().int(),
    reason: z.string(),
    requested_by_name: z.string(),
    requested_by_email: z.string(),
    /** The signatory's legal name the request was signed with. */
    signed_as: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CreditLimitRequest' })
export type CreditLimitRequest = z.infer<typeof CreditLimitRequestSchema>

export const AdminDealerDetailSchema = AdminDealerRowSchema.extend({
  legal_name: z.string(),
  tax_id: z.string(),
  billing_address: AddressSchema.nullable(),
  member_list: z.array(AdminDealerMemberSchema),
  credit_limit_requests: z.array(CreditLimitRequestSchema),
  /** Named signatories not revoked. */
  signatories: z.number().int(),
  updated_at: z.iso.datetime({ offset: true }),
  /** What the asker may do beyond editing: archive (Super Admin). */
  may: z.object({ archive: z.boolean() }),
}).meta({ id: 'AdminDealerDetail' })
export type AdminDealerDetail = z.infer<typeof AdminDealerDetailSchema>

export const AdminDealerUpdateSchema = z
  .object({
    name: text('name', 120).min(2, 'name must be 2 characters or more').optional(),
    legal_name: text('legal_name', 200).min(2, 'legal_name must be 2 characters or more').optional(),
    tax_id: text('tax_id', 40).optional(),
    price_tier: z.enum(DEALER_PRICE_TIERS).optional(),
    status: z.enum(DEALER_STATUSES).optional(),
    /** The limits named are set (0 removes one); the others stay. A change needs `reason`. */
    credit_limits: creditLimitsInput.optional(),
    billing_address: AddressInputSchema.optional(),
    /** Why: required when the credit limits change, kept in the audit log. */
    reason: text('reason', 500).optional(),
  })
  .refine((body) => !body.credit_limits || (body.reason ?? '').length > 0, {
    message: 'Say why the credit limit changes.',
    path: ['reason'],
  })
  .meta({ id: 'AdminDealerUpdate' })
export type AdminDealerUpdate = z.infer<typeof AdminDealerUpdateSchema>

/** A dealer on the dashboard: its money in one currency. */
export const DealerDashboardLineSchema = AdminDealerPositionSchema.extend({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Since when it has owed without a break: the first posting after its balance was last zero or more. */
  owing_since: z.iso.datetime({ offset: true }).nullable(),
})
export type DealerDashboardLine = z.infer<typeof DealerDashboardLineSchema>

/** A dealer's overdue statements in one currency: what is still owed of them and since when. */
export const DealerOverdueLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  currency: z.string(),
  /** Still owed of the overdue statements, in minor units (positive). */
  amount_minor: z.number().int(),
  /** The oldest overdue statement's number and due date (YYYY-MM-DD); days counted from it. */
  oldest_number: z.string(),
  oldest_due_date: z.string(),
  days_overdue: z.number().int(),
  statements: z.number().int(),
})
export type DealerOverdueLine = z.infer<typeof DealerOverdueLineSchema>

export const AdminDealerDashboardSchema = z
  .object({
    dealers: z.object({ active: z.number().int(), suspended: z.number().int(), archived: z.number().int() }),
    /** What all dealers owe the shop, per currency (the sum of the balances below zero). */
    owed: z.array(DealerAmountSchema),
    /** What dealers paid ahead, per currency. */
    prepaid: z.array(DealerAmountSchema),
    /** Dealers with less than 10 % of their limit left, or past it. */
    near_limit: z.array(DealerDashboardLineSchema),
    /** Dealers owing money, the longest-owing first. */
    owing: z.array(DealerDashboardLineSchema),
    /** Statements past their due date and not paid off (decision 0107), per dealer and currency, oldest first. */
    overdue: z.array(DealerOverdueLineSchema),
  })
  .meta({ id: 'AdminDealerDashboard' })
export type AdminDealerDashboard = z.infer<typeof AdminDealerDashboardSchema>

/** Admin pays money out to a dealer (decision 0102: `dealer-disbursement` against the shop's disbursements). */
export const AdminDealerDisbursementSchema = z
  .object({
    currency: CurrencySchema,
    amount_minor: z.number().int().min(1, 'amount_minor must be 1 or more').max(1_000_000_000_00),
    reason: text('reason', 500).min(3, 'Say why the shop pays this out.'),
  })
  .meta({ id: 'AdminDealerDisbursement' })
export type AdminDealerDisbursement = z.infer<typeof AdminDealerDisbursementSchema>

export const AdminDealerDisbursementAnswerSchema = z.object({
  transaction_id: z.string(),
  created: z.boolean(),
  position: AdminDealerPositionSchema,
})
