import { DEALER_BALANCE_ACCOUNT } from '@shop/domain/dealers'

// The dealer's money per currency as the dashboard and the snapshot show it: every currency it has a money account
// or a credit limit in (a zero balance under a limit is a line too), from balances already read off the ledger.

type AccountBalance = { kind: string; unit: string; balance: string }
type Money = { amount_minor: number; currency: string }
export type DealerMoneyLine = { balance: Money; credit_limit: Money; available: Money }

/** One line per currency, in code order. */
export function dealerMoneyLines(
  accounts: readonly AccountBalance[],
  limits: ReadonlyMap<string, bigint>,
): DealerMoneyLine[] {
  const money = accounts.filter((account) => account.kind === DEALER_BALANCE_ACCOUNT)
  const currencies = [...new Set([...money.map((account) => account.unit), ...limits.keys()])].sort()
  return currencies.map((currency) => {
    const balance = money
      .filter((account) => account.unit === currency)
      .reduce((sum, account) => sum + BigInt(account.balance), 0n)
    const limit = limits.get(currency) ?? 0n
    const amount = (minor: bigint) => ({ amount_minor: Number(minor), currency })
    return { balance: amount(balance), credit_limit: amount(limit), available: amount(balance + limit) }
  })
}
