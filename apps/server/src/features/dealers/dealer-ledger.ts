import {
  DEALER_BALANCE_ACCOUNT,
  DEALER_POSTING_KINDS,
  DEALER_SALES_ACCOUNT,
  withinFloor,
  type DealerPostingKind,
  type DealerShopAccount,
} from '@shop/domain/dealers'
import { SYSTEM_OWNER_ID, tuneCreditAccountKind, tuneCreditUnit, type TuneCreditKind } from '@shop/domain/ledger'
import type { Db } from '../../db/client'
import { conflict } from '../../http/app-error'
import * as ledger from '../ledger/ledger.service'
import type { AccountKey, PostedTransaction } from '../ledger/ledger.service'
import * as repository from './dealers.repository'

// Issue 25 item 1, decision 0102: every movement of a dealer's money or credits is one balanced ledger transaction
// posted here, under a row lock on the dealer's account, so that no two concurrent postings can together take it
// past its floor (minus the credit limit for money, zero for credits).

/** The dealer's money account in a currency: its balance is the sum of its postings. */
export const dealerBalanceAccount = (dealerId: string, currency: string): AccountKey => ({
  ownerKind: 'organization',
  ownerId: dealerId,
  kind: DEALER_BALANCE_ACCOUNT,
  unit: currency,
})

/** The dealer's tune credits of a kind: what it may transfer to its customers. */
export const dealerCreditAccount = (dealerId: string, kind: TuneCreditKind): AccountKey => ({
  ownerKind: 'organization',
  ownerId: dealerId,
  kind: tuneCreditAccountKind(kind),
  unit: tuneCreditUnit(kind),
})

/** The shop's side of a dealer's money movements. */
export const shopAccount = (kind: DealerShopAccount, currency: string): AccountKey => ({
  ownerKind: 'system',
  ownerId: SYSTEM_OWNER_ID,
  kind,
  unit: currency,
})

export type DealerPosting = {
  dealerId: string
  kind: DealerPostingKind
  memo: string
  /** The natural key: the same key never posts twice (a retry returns the first transaction). */
  idempotencyKey: string
  createdByUserId: string | null
  reference?: Record<string, string | number>
  at: Date
  /** The dealer's account that gives or takes (money in a currency, or credits of a kind). */
  account: AccountKey
  /** Signed, in the account's unit: below zero the dealer's account gives. */
  amount: bigint
  /** Where the value comes from or goes: the shop's side, a customer's or another dealer's account. */
  counterAccount: AccountKey
  /**
   * Further postings of the same transaction, balanced among themselves per unit (e.g. the credits a dealer buys on
   * its balance, issued by the shop): no floor is checked on them.
   */
  alongside?: { account: AccountKey; amount: bigint }[]
}

/** How low a dealer's account may go: money down to minus its credit limit there, credits not below zero. */
async function floorOf(tx: Db, account: AccountKey): Promise<bigint> {
  if (account.kind !== DEALER_BALANCE_ACCOUNT) return 0n
  return -(await repository.creditLimitOf(tx, account.ownerId, account.unit))
}

/**
 * Posts one dealer movement inside the caller's database transaction `tx`: both accounts are locked (in id order),
 * a key posted before returns that transaction (`created: false`, nothing written, no floor checked), and a movement
 * that would take the dealer's account below its floor is refused — 409 `dealer_hit_credit_limit` for money,
 * `insufficientCredits` (the caller's error) for credits.
 */
export async function postDealerMovement(
  tx: Db,
  posting: DealerPosting,
  onBelowFloor: () => Error = () => conflict('dealer_hit_credit_limit'),
): Promise<PostedTransaction> {
  const [accountId, counterId] = await ledger.ensureAccounts(tx, [posting.account, posting.counterAccount])
  await ledger.lockAccounts(tx, [accountId!, counterId!])
  // Read after the locks: a concurrent retry of this key that just committed is seen here.
  const existing = await ledger.findTransactionByKey(tx, posting.idempotencyKey)
  if (existing) return { transactionId: existing.id, created: false }
  if (posting.amount < 0n) {
    const balance = await ledger.balanceOf(tx, accountId!)
    if (!withinFloor(balance, posting.amount, await floorOf(tx, posting.account))) throw onBelowFloor()
  }
  return ledger.postTransaction(tx, {
    kind: posting.kind,
    memo: posting.memo,
    idempotencyKey: posting.idempotencyKey,
    createdByUserId: posting.createdByUserId,
    reference: { dealer_id: posting.dealerId, ...posting.reference },
    at: posting.at,
    postings: [
      { account: posting.account, amount: posting.amount },
      { account: posting.counterAccount, amount: -posting.amount },
      ...(posting.alongside ?? []),
    ],
  })
}

/** A dealer's money balance in a currency and how far it may still spend (balance + credit limit). */
export async function moneyPosition(db: Db, dealerId: string, currency: string) {
  const [accountId] = await ledger.ensureAccounts(db, [dealerBalanceAccount(dealerId, currency)])
  const [balance, limit] = await Promise.all([
    ledger.balanceOf(db, accountId!),
    repository.creditLimitOf(db, dealerId, currency),
  ])
  return { balance, creditLimit: limit, available: balance + limit }
}

/**
 * A purchase on the balance needs the dealer's billing information (SPEC §8): 409 `dealer_missing_billing_info`
 * without a billing address on its billing profile.
 */
export async function assertBillingInfo(tx: Db, dealerId: string): Promise<void> {
  if (!(await repository.hasBillingAddress(tx, dealerId))) throw conflict('dealer_missing_billing_info')
}

/**
 * A purchase billed to a dealer (pay later): `dealer-purchase`, its balance down by the amount against the shop's
 * dealer sales, in the caller's transaction — 409 `dealer_missing_billing_info` without billing information, 409
 * `dealer_hit_credit_limit` past its limit. The key is the purchase's (a retry posts nothing more).
 */
export async function billDealer(
  tx: Db,
  input: {
    dealerId: string
    currency: string
    amountMinor: bigint
    memo: string
    idempotencyKey: string
    userId: string
    reference: Record<string, string | number>
    at: Date
  },
): Promise<void> {
  await assertBillingInfo(tx, input.dealerId)
  if (input.amountMinor <= 0n) return
  await postDealerMovement(tx, {
    dealerId: input.dealerId,
    kind: DEALER_POSTING_KINDS.purchase,
    memo: input.memo,
    idempotencyKey: input.idempotencyKey,
    createdByUserId: input.userId,
    reference: input.reference,
    at: input.at,
    account: dealerBalanceAccount(input.dealerId, input.currency),
    amount: -input.amountMinor,
    counterAccount: shopAccount(DEALER_SALES_ACCOUNT, input.currency),
  })
}
