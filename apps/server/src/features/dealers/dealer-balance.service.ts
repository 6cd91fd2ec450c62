import type { Actor } from '@shop/domain/accounts'
import { csvNumber, csvRow } from '@shop/domain/csv'
import {
  DEALER_ENTRY_CSV_COLUMNS,
  dealerEntryKindLabel,
  type DealerBalance,
  type DealerEntriesExportQuery,
  type DealerEntriesQuery,
  type DealerEntryList,
  type DealerMoneyPosition,
} from '@shop/domain/dealers'
import {
  NO_CREDITS,
  TUNE_CREDIT_KINDS,
  tuneCreditAccountKind,
  ledgerAmountOf,
  transactionDateRange,
} from '@shop/domain/ledger'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import * as ledger from '../ledger/ledger.service'
import { dealerFor } from './dealer-access'
import { dealerBalanceAccount, moneyPosition } from './dealer-ledger'
import * as repository from './dealer-balance.repository'

// Issue 25 item 1: a dealer's balance as its ledger holds it. Every figure is a sum of postings; nothing is stored.

const money = (amount: bigint, currency: string) => ({ amount_minor: Number(amount), currency })

/** A dealer's money in one currency, on the wire. */
export async function positionIn(db: Db, dealerId: string, currency: string): Promise<DealerMoneyPosition> {
  const position = await moneyPosition(db, dealerId, currency)
  return {
    currency,
    balance: money(position.balance, currency),
    credit_limit: money(position.creditLimit, currency),
    available: money(position.available > 0n ? position.available : 0n, currency),
    owed: money(position.balance < 0n ? -position.balance : 0n, currency),
  }
}

/**
 * The currencies shown: its display currency (else the shop's) first, then every other currency it has money in.
 * Another currency it may buy in shows once it has a posting there.
 */
async function currenciesShown(deps: AppDeps, dealerId: string): Promise<string[]> {
  const { currencies, preferred } = await repository.currenciesOf(deps.db, dealerId)
  return [...new Set([preferred ?? deps.siteConfig.defaultCurrency, ...currencies])]
}

/** The dealer's tune credits per kind (its own accounts, what it may send on). */
export async function dealerCredits(db: Db, dealerId: string) {
  const credits = { ...NO_CREDITS }
  for (const row of await ledger.balancesOf(db, 'organization', dealerId)) {
    const kind = TUNE_CREDIT_KINDS.find((k) => tuneCreditAccountKind(k) === row.kind)
    if (kind) credits[kind] = Number(row.balance)
  }
  return credits
}

export async function balanceOfDealer(db: Db, dealerId: string, currencies: string[]): Promise<DealerBalance> {
  const [positions, credits] = await Promise.all([
    Promise.all(currencies.map((currency) => positionIn(db, dealerId, currency))),
    dealerCredits(db, dealerId),
  ])
  return { money: positions, credits }
}

/** `GET /v1/dealers/{slug}/balance`. */
export async function getBalance(deps: AppDeps, actor: Actor | null, slug: string): Promise<DealerBalance> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  return balanceOfDealer(deps.db, dealer.id, await currenciesShown(deps, dealer.id))
}

async function accountOf(deps: AppDeps, dealerId: string, currency: string | undefined) {
  const chosen = currency ?? (await currenciesShown(deps, dealerId))[0]!
  const [accountId] = await ledger.ensureAccounts(deps.db, [dealerBalanceAccount(dealerId, chosen)])
  return { accountId: accountId!, currency: chosen }
}

const filtersOf = (query: DealerEntriesExportQuery) => ({ ...transactionDateRange(query), kind: query.kind })

/** `GET /v1/dealers/{slug}/entries`: the postings of the dealer's balance in one currency, newest first. */
export async function listEntries(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  query: DealerEntriesQuery,
): Promise<DealerEntryList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const { accountId, currency } = await accountOf(deps, dealer.id, query.currency)
  const window = pageWindow(query, 0)
  const { rows, total } = await repository.entriesPage(deps.db, accountId, filtersOf(query), window)
  return {
    currency,
    data: rows.map((row) => ({
      id: Number(row.entry_id),
      transaction_id: row.transaction_id,
      kind: row.kind,
      kind_label: dealerEntryKindLabel(row.kind),
      memo: row.memo,
      amount: money(BigInt(row.amount), currency),
      balance_after: money(BigInt(row.balance_after), currency),
      created_at: new Date(row.created_at).toISOString(),
    })),
    meta: pageWindow(query, total).meta,
  }
}

const EXPORT_BATCH = 500

/**
 * `GET /v1/dealers/{slug}/entries.csv`: the same postings as CSV (RFC 4180, text cells formula-escaped by
 * `csvRow`), read in batches as the client takes them. The access check runs before the first byte.
 */
export async function exportEntries(deps: AppDeps, actor: Actor | null, slug: string, query: DealerEntriesExportQuery) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const { accountId, currency } = await accountOf(deps, dealer.id, query.currency)
  const filters = filtersOf(query)
  async function* chunks() {
    yield csvRow(DEALER_ENTRY_CSV_COLUMNS)
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { rows } = await repository.entriesPage(deps.db, accountId, filters, { limit: EXPORT_BATCH, offset })
      if (rows.length === 0) return
      yield rows
        .map((row) =>
          csvRow([
            new Date(row.created_at).toISOString(),
            row.transaction_id,
            dealerEntryKindLabel(row.kind),
            row.memo,
            csvNumber(ledgerAmountOf(BigInt(row.amount), currency)),
            csvNumber(ledgerAmountOf(BigInt(row.balance_after), currency)),
            currency,
          ]),
        )
        .join('')
      if (rows.length < EXPORT_BATCH) return
    }
  }
  return { dealer, currency, chunks: chunks() }
}
