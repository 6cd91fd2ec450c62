import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkPostingsBalance } from '../ledger/check-postings-balance'
import type { LedgerPosting } from '../ledger/ledger.schema'
import {
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  type TuneCreditKind,
} from '../ledger/tune-credits.constants'
import {
  DEALER_BALANCE_ACCOUNT,
  DEALER_CARD_RECEIPTS_ACCOUNT,
  DEALER_POSTING_KINDS,
  DEALER_SALES_ACCOUNT,
  type DealerPostingKind,
} from './dealer-ledger.constants'
import { closedMonths, monthOf, nextMonth, statementOf, type StatementPeriod } from './statement-of'
import {
  FINAL_TRANSFER_STATES,
  transferTransition,
  type TransferAction,
  type TransferState,
} from './transfer-transition'
import { withinFloor } from './within-floor'

// Issue 25 acceptance: random sequences of dealer commands driven through the real rules (withinFloor,
// transferTransition, statementOf, checkPostingsBalance) against a small in-memory ledger that posts a dealer
// movement the way the server's `postDealerMovement` does: the dealer's account ±amount and a counter account ∓amount
// in one transaction, a key posted before posting nothing, a dealer's account never taken below its floor (minus the
// credit limit for money, zero for credits). After every command: every transaction balances, every balance is the
// sum of its postings, no dealer is past its floor, statements chain, and a refused command changed nothing.

const CURRENCIES = ['USD', 'EUR'] as const
type Currency = (typeof CURRENCIES)[number]
const CREDIT_KINDS = ['ecu', 'tcu'] as const satisfies readonly TuneCreditKind[]
type CreditKind = (typeof CREDIT_KINDS)[number]
type TransferValue = 'money' | CreditKind
const HOUR_MS = 3_600_000

/** An account as the model addresses it: `floor` null where no floor is checked (the shop's, a customer's). */
type AccountRef = { id: string; unit: string; floor: bigint | null }
type Entry = { at: Date; amount: bigint; transactionId: number }
type Account = { unit: string; entries: Entry[]; balance: bigint }
type Transaction = { id: number; key: string; kind: DealerPostingKind; at: Date; postings: LedgerPosting[] }
type Transfer = {
  id: number
  from: number
  to: { dealer: number } | { customer: number }
  value: TransferValue
  unit: string
  amount: bigint
  state: TransferState
  createdAt: Date
}
type Issued = { period: StatementPeriod; opening: bigint; closing: bigint }

type Model = {
  limits: Record<Currency, bigint>[]
  now: Date
  accounts: Map<string, Account>
  transactions: Transaction[]
  keys: Map<string, number>
  transfers: Transfer[]
  statements: Map<string, Issued[]>
}

const dealerMoney = (model: Model, dealer: number, currency: Currency): AccountRef => ({
  id: `organization:d${dealer}:${DEALER_BALANCE_ACCOUNT}:${currency}`,
  unit: currency,
  floor: -model.limits[dealer]![currency],
})
const dealerCredits = (dealer: number, kind: CreditKind): AccountRef => ({
  id: `organization:d${dealer}:${tuneCreditAccountKind(kind)}:${tuneCreditUnit(kind)}`,
  unit: tuneCreditUnit(kind),
  floor: 0n,
})
const shop = (kind: string, unit: string): AccountRef => ({ id: `system:shop:${kind}:${unit}`, unit, floor: null })
const customer = (user: number, kind: string, unit: string): AccountRef => ({
  id: `user:c${user}:${kind}:${unit}`,
  unit,
  floor: null,
})

type Movement = {
  key: string
  kind: DealerPostingKind
  account: AccountRef
  amount: bigint
  counter: AccountRef
  alongside?: { account: AccountRef; amount: bigint }[]
}
type Outcome =
  | { outcome: 'posted' | 'replayed'; transactionId: number }
  | { outcome: 'refused'; floor?: { balance: bigint; amount: bigint; floor: bigint } }
  /** A change outside the ledger: a transfer created or moved on, the clock, statements issued. */
  | { outcome: 'changed' }

const balanceOf = (model: Model, id: string) => model.accounts.get(id)?.balance ?? 0n

/** `postDealerMovement` over the model: a known key posts nothing, a movement past the floor is refused. */
function post(model: Model, movement: Movement): Outcome {
  const existing = model.keys.get(movement.key)
  if (existing !== undefined) return { outcome: 'replayed', transactionId: existing }
  const { account, amount } = movement
  if (amount < 0n && account.floor !== null) {
    const balance = balanceOf(model, account.id)
    if (!withinFloor(balance, amount, account.floor))
      return { outcome: 'refused', floor: { balance, amount, floor: account.floor } }
  }
  const lines = [{ account, amount }, { account: movement.counter, amount: -amount }, ...(movement.alongside ?? [])]
  const id = model.transactions.length
  for (const line of lines) {
    const entry = model.accounts.get(line.account.id) ?? { unit: line.account.unit, entries: [], balance: 0n }
    entry.entries.push({ at: model.now, amount: line.amount, transactionId: id })
    entry.balance += line.amount
    model.accounts.set(line.account.id, entry)
  }
  model.transactions.push({
    id,
    key: movement.key,
    kind: movement.kind,
    at: model.now,
    postings: lines.map((line) => ({ accountId: line.account.id, unit: line.account.unit, amount: line.amount })),
  })
  model.keys.set(movement.key, id)
  return { outcome: 'posted', transactionId: id }
}

const sumBefore = (entries: readonly Entry[], at: Date) =>
  entries.reduce((sum, entry) => (entry.at.getTime() < at.getTime() ? sum + entry.amount : sum), 0n)

type Command =
  | { type: 'buy'; dealer: number; currency: Currency; amount: bigint; credits: number; kind: CreditKind; key: number }
  | { type: 'pay' | 'refund'; dealer: number; currency: Currency; amount: bigint; key: number }
  | {
      type: 'transfer'
      dealer: number
      to: { dealerOffset: number } | { customer: number }
      value: TransferValue
      currency: Currency
      size: bigint
    }
  | { type: 'transfer-action'; transfer: number; action: TransferAction; size: bigint; retry: boolean }
  | { type: 'wait'; hours: number }
  | { type: 'close'; dealer: number; currency: Currency }

function transferAccounts(model: Model, transfer: Transfer): { from: AccountRef; to: AccountRef } {
  if (transfer.value === 'money') {
    const currency = transfer.unit as Currency
    const to =
      'dealer' in transfer.to
        ? dealerMoney(model, transfer.to.dealer, currency)
        : customer(transfer.to.customer, 'customer-balance', currency)
    return { from: dealerMoney(model, transfer.from, currency), to }
  }
  const kind = transfer.value
  const to =
    'dealer' in transfer.to
      ? dealerCredits(transfer.to.dealer, kind)
      : customer(transfer.to.customer, tuneCreditAccountKind(kind), tuneCreditUnit(kind))
  return { from: dealerCredits(transfer.from, kind), to }
}

/** Money transfers move `size` × 5,000 minor units, credit transfers `size` credits. */
const transferAmount = (value: TransferValue, size: bigint) => (value === 'money' ? size * 5_000n : size)

/** The perform of the server's `performOne`: a performed transfer is a no-op, else the transition, then the post. */
function perform(model: Model, transfer: Transfer, retry: boolean): Outcome {
  const { from, to } = transferAccounts(model, transfer)
  const movement: Movement = {
    key: `dealer-transfer:${transfer.id}`,
    kind: DEALER_POSTING_KINDS.transfer,
    account: from,
    amount: -transfer.amount,
    counter: to,
  }
  if (transfer.state === 'performed') return post(model, movement)
  const step = transferTransition(transfer, 'perform', model.now)
  if (!step.ok) return { outcome: 'refused' }
  const posted = post(model, movement)
  if (posted.outcome !== 'posted') return posted
  transfer.state = step.to
  if (retry) {
    // A retry racing the first request past the state check: its key was posted, so it posts nothing more.
    const again = post(model, movement)
    expect(again).toEqual({ outcome: 'replayed', transactionId: posted.transactionId })
  }
  return posted
}

/** Issues the statements of the dealer's money account up to the current month, then moves the clock a month on. */
function closeStatement(model: Model, dealer: number, currency: Currency): Outcome {
  const account = dealerMoney(model, dealer, currency)
  const entries = model.accounts.get(account.id)?.entries ?? []
  const key = `${dealer}:${currency}`
  const issued = model.statements.get(key) ?? []
  const currentEnd = monthOf(model.now).end
  const from = issued.at(-1)?.period.end ?? entries[0]?.at
  if (from) {
    for (const period of closedMonths(from, currentEnd)) {
      const opening = issued.at(-1)?.closing ?? sumBefore(entries, period.start)
      const statement = statementOf(entries, period, opening)
      issued.push({ period, opening, closing: statement.closing })
    }
  }
  model.statements.set(key, issued)
  model.now = nextMonth(monthOf(model.now)).start
  return { outcome: 'changed' }
}

function run(model: Model, command: Command): Outcome {
  const dealers = model.limits.length
  switch (command.type) {
    case 'buy': {
      const dealer = command.dealer % dealers
      const credits = BigInt(command.credits)
      return post(model, {
        key: `${credits > 0n ? 'dealer-credits' : 'dealer-purchase'}:d${dealer}:${command.key}`,
        kind: DEALER_POSTING_KINDS.purchase,
        account: dealerMoney(model, dealer, command.currency),
        amount: -command.amount,
        counter: shop(DEALER_SALES_ACCOUNT, command.currency),
        alongside:
          credits > 0n
            ? [
                {
                  account: shop(TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(command.kind), tuneCreditUnit(command.kind)),
                  amount: -credits,
                },
                { account: dealerCredits(dealer, command.kind), amount: credits },
              ]
            : [],
      })
    }
    case 'pay':
    case 'refund': {
      const dealer = command.dealer % dealers
      const pay = command.type === 'pay'
      return post(model, {
        key: pay ? `dealer-payment:d${dealer}:${command.key}` : `fz-order-refund:${command.key}`,
        kind: pay ? DEALER_POSTING_KINDS.payment : DEALER_POSTING_KINDS.refund,
        account: dealerMoney(model, dealer, command.currency),
        amount: command.amount,
        counter: shop(pay ? DEALER_CARD_RECEIPTS_ACCOUNT : DEALER_SALES_ACCOUNT, command.currency),
      })
    }
    case 'transfer': {
      const from = command.dealer % dealers
      model.transfers.push({
        id: model.transfers.length,
        from,
        to: 'customer' in command.to ? command.to : { dealer: (from + command.to.dealerOffset) % dealers },
        value: command.value,
        unit: command.value === 'money' ? command.currency : tuneCreditUnit(command.value),
        amount: transferAmount(command.value, command.size),
        state: 'pending',
        createdAt: model.now,
      })
      return { outcome: 'changed' }
    }
    case 'transfer-action': {
      const transfer = model.transfers[command.transfer % Math.max(model.transfers.length, 1)]
      if (!transfer) return { outcome: 'refused' }
      if (command.action === 'perform') return perform(model, transfer, command.retry)
      const step = transferTransition(transfer, command.action, model.now)
      if (!step.ok) return { outcome: 'refused' }
      if (command.action === 'set-value') transfer.amount = transferAmount(transfer.value, command.size)
      transfer.state = step.to
      return { outcome: 'changed' }
    }
    case 'wait':
      model.now = new Date(model.now.getTime() + command.hours * HOUR_MS)
      return { outcome: 'changed' }
    case 'close':
      return closeStatement(model, command.dealer % dealers, command.currency)
  }
}

/**
 * What a refused or replayed command must leave as it was: the transactions, keys, postings, statements and
 * transfers (a balance changed without a posting is caught by the balance-is-the-sum check).
 */
function fingerprint(model: Model): string {
  let postings = 0
  for (const account of model.accounts.values()) postings += account.entries.length
  let statements = 0
  for (const issued of model.statements.values()) statements += issued.length
  const transfers = model.transfers.map((transfer) => `${transfer.state}:${transfer.amount}`)
  return [model.transactions.length, model.keys.size, postings, statements, ...transfers].join('|')
}

/** Every broken invariant of the model, in words (empty when all hold). */
function problems(model: Model, checkedTransactions: number): string[] {
  const found: string[] = []
  // A posted transaction is never changed: each is checked once, after the command that posted it.
  for (const transaction of model.transactions.slice(checkedTransactions)) {
    const imbalance = checkPostingsBalance(transaction.postings)
    if (imbalance) found.push(`transaction ${transaction.key} does not balance: ${JSON.stringify(imbalance, big)}`)
  }
  const perUnit = new Map<string, bigint>()
  for (const [id, account] of model.accounts) {
    const sum = account.entries.reduce((total, entry) => total + entry.amount, 0n)
    if (sum !== account.balance) found.push(`${id}: balance ${account.balance} but its postings sum to ${sum}`)
    perUnit.set(account.unit, (perUnit.get(account.unit) ?? 0n) + sum)
  }
  for (const [unit, sum] of perUnit) if (sum !== 0n) found.push(`the ledger's ${unit} sums to ${sum}`)
  model.limits.forEach((limits, dealer) => {
    for (const currency of CURRENCIES) {
      const balance = balanceOf(model, dealerMoney(model, dealer, currency).id)
      if (balance < -limits[currency])
        found.push(`dealer ${dealer} at ${balance} ${currency}, limit ${limits[currency]}`)
    }
    for (const kind of CREDIT_KINDS) {
      const balance = balanceOf(model, dealerCredits(dealer, kind).id)
      if (balance < 0n) found.push(`dealer ${dealer} holds ${balance} ${kind} credits`)
    }
  })
  if (model.keys.size !== model.transactions.length) found.push('a key was posted twice')
  for (const transfer of model.transfers) {
    const posted = model.keys.has(`dealer-transfer:${transfer.id}`)
    if (posted !== (transfer.state === 'performed'))
      found.push(`transfer ${transfer.id} is ${transfer.state} but ${posted ? 'has' : 'has no'} transaction`)
  }
  for (const [key, issued] of model.statements) {
    const [dealer, currency] = key.split(':') as [string, Currency]
    const entries = model.accounts.get(dealerMoney(model, Number(dealer), currency).id)?.entries ?? []
    issued.forEach((statement, index) => {
      const { period, opening, closing } = statement
      const previous = issued[index - 1]
      if (previous && previous.closing !== opening)
        found.push(
          `${key} ${period.start.toISOString()} opens at ${opening}, the month before closed at ${previous.closing}`,
        )
      if (previous && previous.period.end.getTime() !== period.start.getTime()) found.push(`${key}: a month is missing`)
      if (opening !== sumBefore(entries, period.start))
        found.push(`${key} ${period.start.toISOString()}: opening ${opening}`)
      if (closing !== sumBefore(entries, period.end))
        found.push(`${key} ${period.start.toISOString()}: closing ${closing}`)
    })
  }
  return found
}

const big = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

const dealerIndex = fc.nat({ max: 2 })
const currency = fc.constantFrom(...CURRENCIES)
const money = fc.bigInt({ min: 1n, max: 40_000n })
const key = fc.nat({ max: 5 })
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('buy' as const),
      dealer: dealerIndex,
      currency,
      amount: money,
      credits: fc.nat({ max: 3 }),
      kind: fc.constantFrom(...CREDIT_KINDS),
      key,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('pay' as const), dealer: dealerIndex, currency, amount: money, key }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('refund' as const), dealer: dealerIndex, currency, amount: money, key }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      dealer: dealerIndex,
      to: fc.oneof(
        fc.record({ dealerOffset: fc.integer({ min: 1, max: 2 }) }),
        fc.record({ customer: fc.nat({ max: 1 }) }),
      ),
      value: fc.constantFrom<TransferValue>('money', ...CREDIT_KINDS),
      currency,
      size: fc.bigInt({ min: 0n, max: 4n }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('transfer-action' as const),
      transfer: fc.nat({ max: 9 }),
      action: fc.constantFrom<TransferAction>('perform', 'perform', 'cancel', 'review', 'set-value', 'lock-old'),
      size: fc.bigInt({ min: 1n, max: 4n }),
      retry: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 20 * 24 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('close' as const), dealer: dealerIndex, currency }) },
)

const scenario = fc.record({
  limits: fc.array(
    fc.record({ USD: fc.bigInt({ min: 0n, max: 60_000n }), EUR: fc.bigInt({ min: 0n, max: 60_000n }) }),
    { minLength: 2, maxLength: 3 },
  ),
  startHours: fc.integer({ min: 0, max: 27 * 24 }),
  commands: fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }),
})

describe('the dealer ledger under random commands (issue 25)', () => {
  it('balances every transaction, keeps balances the sum of their postings, every dealer within its floor and statements chained', () => {
    fc.assert(
      fc.property(scenario, ({ limits, startHours, commands }) => {
        const model: Model = {
          limits,
          now: new Date(Date.UTC(2026, 0, 1) + startHours * HOUR_MS),
          accounts: new Map(),
          transactions: [],
          keys: new Map(),
          transfers: [],
          statements: new Map(),
        }
        for (const command of commands) {
          const before = fingerprint(model)
          const checked = model.transactions.length
          const transfers = model.transfers.map(({ state, amount }) => ({ state, amount }))
          const result = run(model, command)
          const found = problems(model, checked)
          if ((result.outcome === 'refused' || result.outcome === 'replayed') && fingerprint(model) !== before)
            found.push(`a ${result.outcome} ${command.type} changed the ledger`)
          transfers.forEach(({ state, amount }, index) => {
            const now = model.transfers[index]!
            if (FINAL_TRANSFER_STATES.includes(state) && now.state !== state)
              found.push(`transfer ${index} left its final state ${state} for ${now.state}`)
            if (now.amount !== amount && amount !== 0n)
              found.push(`transfer ${index} of ${amount} was given a new amount`)
          })
          if (result.outcome === 'refused' && result.floor) {
            // The floor refuses only what would end below it, never more.
            const { balance, amount, floor } = result.floor
            if (balance + amount >= floor) found.push(`refused ${amount} at ${balance} though the floor is ${floor}`)
          }
          if (found.length > 0) expect(found, `after ${command.type}`).toEqual([])
          model.now = new Date(model.now.getTime() + HOUR_MS)
        }
      }),
      { numRuns: 10_000 },
    )
    // ~3 s on two busy cores (load 10, 2026-11-27): too close to the default 5 s timeout.
  }, 60_000)
})
