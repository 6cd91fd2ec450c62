import {
  DEALER_BALANCE_ACCOUNT,
  DEALER_CARD_RECEIPTS_ACCOUNT,
  DEALER_POSTING_KINDS,
  DEALER_SALES_ACCOUNT,
} from '@shop/domain/dealers'
import {
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_LABELS,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  type TuneCreditKind,
} from '@shop/domain/ledger'
import { postTransaction } from '../../features/ledger/post-transaction'
import type { AccountKey } from '../../features/ledger/ledger.repository'
import type { Db } from '../client'
import { auditEvent } from '../schema/audit'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts'

// Issue 25: three months of Redline Performance's money in USD, so its balance tab and statements have content —
// credits and catalog tunes bought on the balance, card payments — ending owing 521.00 USD under its 2,500.00
// limit, with 4 ECU and 2 TCU credits of its own. Dates count back from `today` (the seed's day), amounts are fixed.

const DAY_MS = 24 * 60 * 60 * 1000

type Movement =
  | { daysAgo: number; kind: 'credits'; credit: TuneCreditKind; count: number; amountMinor: bigint }
  | { daysAgo: number; kind: 'purchase'; memo: string; amountMinor: bigint }
  | { daysAgo: number; kind: 'payment'; amountMinor: bigint }

/** Redline's history, oldest first: the balance after each is 0 − purchases + payments. */
export const REDLINE_MONEY_HISTORY: readonly Movement[] = [
  { daysAgo: 85, kind: 'credits', credit: 'ecu', count: 3, amountMinor: 119_700n },
  {
    daysAgo: 70,
    kind: 'purchase',
    memo: 'Catalog tunes billed to the dealer: 2020 Ram 1500 5.7L HEMI',
    amountMinor: 64_900n,
  },
  { daysAgo: 62, kind: 'payment', amountMinor: 150_000n },
  { daysAgo: 40, kind: 'credits', credit: 'tcu', count: 2, amountMinor: 59_800n },
  {
    daysAgo: 31,
    kind: 'purchase',
    memo: 'Catalog tunes billed to the dealer: 2018 Audi S4 3.0T',
    amountMinor: 44_900n,
  },
  { daysAgo: 25, kind: 'payment', amountMinor: 120_000n },
  { daysAgo: 12, kind: 'credits', credit: 'ecu', count: 1, amountMinor: 39_900n },
  {
    daysAgo: 4,
    kind: 'purchase',
    memo: 'Catalog tunes billed to the dealer: 2021 Ford Mustang GT 5.0L',
    amountMinor: 17_900n,
  },
  { daysAgo: 2, kind: 'payment', amountMinor: 25_000n },
]

/** What Redline owes at the end of its seeded history (minor units of USD). */
export const REDLINE_SEEDED_BALANCE = REDLINE_MONEY_HISTORY.reduce(
  (sum, movement) => sum + (movement.kind === 'payment' ? movement.amountMinor : -movement.amountMinor),
  0n,
)

const system = (kind: string, unit: string): AccountKey => ({
  ownerKind: 'system',
  ownerId: SYSTEM_OWNER_ID,
  kind,
  unit,
})

export async function seedDealerMoney(tx: Db, today: Date): Promise<void> {
  const dealer = DEMO_ORGANIZATIONS.find((org) => org.slug === 'redline-performance')
  const owner = DEMO_ACCOUNTS.find((demo) => demo.email === 'dealer@example.com')
  if (!dealer || !owner) return
  const balance: AccountKey = {
    ownerKind: 'organization',
    ownerId: dealer.id,
    kind: DEALER_BALANCE_ACCOUNT,
    unit: 'USD',
  }
  const dayStart = Math.floor(today.getTime() / DAY_MS) * DAY_MS
  for (const [i, movement] of REDLINE_MONEY_HISTORY.entries()) {
    const at = new Date(dayStart - movement.daysAgo * DAY_MS + (10 + i) * 60 * 60 * 1000)
    const common = {
      idempotencyKey: `seed:dealer-money:${dealer.id}:${i}`,
      createdByUserId: owner.id,
      reference: { dealer_id: dealer.id },
      at,
    }
    if (movement.kind === 'payment') {
      const posted = await postTransaction(tx, {
        ...common,
        kind: DEALER_POSTING_KINDS.payment,
        memo: `Card payment of ${(Number(movement.amountMinor) / 100).toFixed(2)} USD`,
        postings: [
          { account: balance, amount: movement.amountMinor },
          { account: system(DEALER_CARD_RECEIPTS_ACCOUNT, 'USD'), amount: -movement.amountMinor },
        ],
      })
      // As the pay-balance endpoint does, so that the demo dealer's activity shows its payments.
      await tx.insert(auditEvent).values({
        at,
        actorUserId: owner.id,
        action: 'dealer.balance-paid',
        subjectType: 'dealer',
        subjectId: dealer.id,
        details: { amount_minor: Number(movement.amountMinor), currency: 'USD', transaction_id: posted.transactionId },
      })
    } else if (movement.kind === 'purchase') {
      await postTransaction(tx, {
        ...common,
        kind: DEALER_POSTING_KINDS.purchase,
        memo: movement.memo,
        postings: [
          { account: balance, amount: -movement.amountMinor },
          { account: system(DEALER_SALES_ACCOUNT, 'USD'), amount: movement.amountMinor },
        ],
      })
    } else {
      const unit = tuneCreditUnit(movement.credit)
      await postTransaction(tx, {
        ...common,
        kind: DEALER_POSTING_KINDS.purchase,
        memo: `${movement.count} ${TUNE_CREDIT_LABELS[movement.credit]} tune credit${movement.count === 1 ? '' : 's'}`,
        reference: { ...common.reference, credit_kind: movement.credit, credits: movement.count },
        postings: [
          { account: balance, amount: -movement.amountMinor },
          { account: system(DEALER_SALES_ACCOUNT, 'USD'), amount: movement.amountMinor },
          {
            account: system(TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(movement.credit), unit),
            amount: -BigInt(movement.count),
          },
          {
            account: {
              ownerKind: 'organization',
              ownerId: dealer.id,
              kind: tuneCreditAccountKind(movement.credit),
              unit,
            },
            amount: BigInt(movement.count),
          },
        ],
      })
    }
  }
}
