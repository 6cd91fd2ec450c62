import { z } from 'zod'

/**
 * The unit an account counts in: an ISO 4217 currency (minor units, e.g. `USD`) or a credit unit
 * (`credit-ecu`, …: whole credits). Transactions balance per unit, never across units.
 */
export const LedgerUnitSchema = z
  .string()
  .regex(/^([A-Z]{3}|credit-[a-z]+)$/, 'The unit is not a currency or a credit unit.')
export type LedgerUnit = z.infer<typeof LedgerUnitSchema>

/** Who an account belongs to: a user, an organization (dealer, tuner company, affiliate) or the shop itself. */
export const LEDGER_OWNER_KINDS = ['user', 'organization', 'system'] as const
export const LedgerOwnerKindSchema = z.enum(LEDGER_OWNER_KINDS)
export type LedgerOwnerKind = z.infer<typeof LedgerOwnerKindSchema>

/** The one system owner id: the shop's own accounts (credits issued, credits redeemed, money received). */
export const SYSTEM_OWNER_ID = 'shop'

/** One line of a transaction: a signed amount (bigint, never zero) on an account, in the account's unit. */
export const LedgerPostingSchema = z.object({
  accountId: z.string().min(1),
  unit: LedgerUnitSchema,
  amount: z.bigint(),
})
export type LedgerPosting = z.infer<typeof LedgerPostingSchema>

/** Why a set of postings may not be written. */
export type LedgerImbalance =
  | { reason: 'too-few-postings' }
  | { reason: 'zero-amount'; accountId: string }
  | { reason: 'unbalanced'; unit: string; sum: bigint }
