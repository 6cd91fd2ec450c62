import type { Actor } from '@shop/domain/accounts'
import {
  closedMonths,
  dealerPostingKindLabel,
  dueDateOf,
  isoDay,
  monthOf,
  openStatementId,
  outstandingOf,
  statementNumber,
  statementOf,
  type BalanceCredit,
  type DealerDisbursementList,
  type DealerLetterhead,
  type DealerStatement,
  type DealerStatementDetail,
  type DealerStatementList,
  type StatementPeriod,
} from '@shop/domain/dealers'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { publicTheme } from '../brand-theme/brand-theme.service'
import { dealerFor, type DealerRef } from './dealer-access'
import * as repository from './dealer-statements.repository'
import type { AcceptanceRow, StatementRow } from './dealer-statements.repository'
import { balanceCreditsBetween } from './dealer-snapshot.repository'
import * as signatories from './signature-authority.repository'

// A dealer's monthly statements (issue 25 item 2, decision 0103). Each closed month of each currency's
// `dealer-balance` account is issued once — lazily when the statements are read, and by the monthly job — with
// its opening at the previous statement's closing; the current month is the open statement, read off the ledger.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'siteConfig' | 'catalogCache' | 'logger'>

const DAY_MS = 86_400_000
const periodOfRow = (row: StatementRow): StatementPeriod => ({
  start: new Date(`${row.periodStart}T00:00:00.000Z`),
  end: new Date(`${row.periodEnd}T00:00:00.000Z`),
})
const money = (amount: bigint, currency: string) => ({ amount_minor: Number(amount), currency })
const lastDayOf = (period: StatementPeriod) => isoDay(new Date(period.end.getTime() - DAY_MS))

/**
 * Issues the statements of the closed months the dealer has none for, in every currency, oldest first: each opens
 * at the one before's closing (the first at the balance before its month, zero for a new account). Two callers at
 * once issue each month once (insert-once on (dealer, currency, period)); their rows are equal anyway.
 */
export async function issueMissingStatements(deps: Pick<AppDeps, 'db' | 'clock'>, dealerId: string) {
  const { db } = deps
  const now = deps.clock()
  const [accounts, issued] = await Promise.all([
    repository.balanceAccountsOf(db, dealerId),
    repository.statementsOf(db, dealerId),
  ])
  let count = 0
  for (const account of accounts) {
    const first = await repository.firstPostingAt(db, account.id)
    if (!first) continue
    const mine = issued.filter((row) => row.currency === account.currency)
    let previous: bigint | null = null
    for (const period of closedMonths(first, now)) {
      const start = isoDay(period.start)
      const row = mine.find((r) => r.periodStart === start)
      if (row) {
        previous = row.closingMinor
        continue
      }
      const opening: bigint = previous ?? (await repository.balanceBefore(db, account.id, period.start))
      const postings = await repository.postingsBetween(db, account.id, period.start, period.end)
      const { closing } = statementOf(postings, period, opening)
      await repository.insertStatementOnce(db, {
        organizationId: dealerId,
        currency: account.currency,
        number: statementNumber(period, account.currency),
        periodStart: start,
        periodEnd: isoDay(period.end),
        openingMinor: opening,
        closingMinor: closing,
        dueDate: isoDay(dueDateOf(period)),
        issuedAt: now,
      })
      count += 1
      previous = closing
    }
  }
  return count
}

/** The monthly job: every dealer with a money account gets last month's statement (and any it misses). */
export async function issueAllStatements(deps: Pick<AppDeps, 'db' | 'clock'>) {
  let issued = 0
  for (const dealerId of await repository.dealersWithBalances(deps.db)) {
    issued += await issueMissingStatements(deps, dealerId)
  }
  return issued
}

const periodEndOf = (row: StatementRow) => new Date(`${row.periodEnd}T00:00:00.000Z`)

/** The credits to the dealer's balance since the oldest of these statements closed: what paid them off. */
const creditsSince = (deps: Deps, dealerId: string, rows: readonly StatementRow[], now: Date) =>
  rows.length === 0
    ? Promise.resolve([])
    : balanceCreditsBetween(deps.db, dealerId, new Date(Math.min(...rows.map((r) => periodEndOf(r).getTime()))), now)

function toStatement(
  row: StatementRow,
  now: Date,
  acceptance: AcceptanceRow | null,
  credited: readonly BalanceCredit[],
): DealerStatement {
  const period = periodOfRow(row)
  // Overdue: past its due date and not yet paid off by what came in since its month closed (decision 0106's rule,
  // as the snapshot and the back office's dealer dashboard judge it).
  const owing = outstandingOf(
    { periodEnd: periodEndOf(row), closingMinor: row.closingMinor, currency: row.currency },
    credited,
    now,
  )
  return {
    id: row.id,
    number: row.number,
    currency: row.currency,
    status: acceptance ? 'accepted' : 'issued',
    period_start: row.periodStart,
    period_last_day: lastDayOf(period),
    opening: money(row.openingMinor, row.currency),
    closing: money(row.closingMinor, row.currency),
    due_date: row.dueDate,
    overdue: owing > 0n && isoDay(now) > row.dueDate,
    issued_at: row.issuedAt.toISOString(),
    accepted_at: acceptance?.acceptedAt.toISOString() ?? null,
    accepted_by: acceptance?.legalName ?? null,
  }
}

/** This month's open statement in `currency`: it opens at last month's closing and runs to now. */
async function openStatement(deps: Deps, dealerId: string, currency: string, accountId: string | null) {
  const now = deps.clock()
  const period = monthOf(now)
  const issued = (await repository.statementsOf(deps.db, dealerId)).find(
    (row) => row.currency === currency && row.periodEnd === isoDay(period.start),
  )
  const opening = issued
    ? issued.closingMinor
    : accountId
      ? await repository.balanceBefore(deps.db, accountId, period.start)
      : 0n
  const postings = accountId ? await repository.postingsBetween(deps.db, accountId, period.start, period.end) : []
  const statement = statementOf(postings, period, opening)
  const summary: DealerStatement = {
    id: openStatementId(currency),
    number: null,
    currency,
    status: 'open',
    period_start: isoDay(period.start),
    period_last_day: lastDayOf(period),
    opening: money(statement.opening, currency),
    closing: money(statement.closing, currency),
    due_date: null,
    overdue: false,
    issued_at: null,
    accepted_at: null,
    accepted_by: null,
  }
  return { summary, statement, period }
}

/** The currencies a dealer has statements in: its accounts', else its display currency (USD without one). */
async function currenciesOf(deps: Deps, dealerId: string) {
  const accounts = await repository.balanceAccountsOf(deps.db, dealerId)
  if (accounts.length > 0) return accounts
  const currency = (await repository.displayCurrencyOf(deps.db, dealerId)) ?? 'USD'
  return [{ id: null, currency }]
}

/** `GET /v1/dealers/{slug}/statements`: this month's open statements, then the issued ones, newest first. */
export async function listStatements(deps: Deps, actor: Actor | null, slug: string): Promise<DealerStatementList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  await issueMissingStatements(deps, dealer.id)
  const now = deps.clock()
  const open = await Promise.all(
    (await currenciesOf(deps, dealer.id)).map(
      async (account) => (await openStatement(deps, dealer.id, account.currency, account.id)).summary,
    ),
  )
  const [rows, acceptances] = await Promise.all([
    repository.statementsOf(deps.db, dealer.id),
    repository.acceptancesOf(deps.db, dealer.id),
  ])
  const credited = await creditsSince(deps, dealer.id, rows, now)
  const issued = rows.map((row) => toStatement(row, now, acceptances.get(row.id) ?? null, credited))
  return { data: [...open, ...issued] }
}

/** Who the dealer's printed pages (statements, invoices, snapshots) are from, in its branding. */
export async function letterhead(
  deps: Pick<AppDeps, 'db' | 'siteConfig' | 'catalogCache' | 'logger'>,
  dealer: DealerRef,
): Promise<DealerLetterhead> {
  const [profile, theme] = await Promise.all([repository.letterheadOf(deps.db, dealer.id), publicTheme(deps)])
  const seller = deps.siteConfig.seller
  const cityLine = [profile?.postalCode, profile?.city, profile?.state].filter(Boolean).join(' ')
  return {
    dealer_name: dealer.name,
    legal_name: profile?.legalName ?? dealer.name,
    tax_id: profile?.taxId ?? '',
    address: profile ? [profile.line1, profile.line2, cityLine, profile.countryCode].filter(Boolean) : [],
    email: profile?.email ?? '',
    primary_color: profile?.brandPrimaryColor ?? theme.primary,
    accent_color: profile?.brandAccentColor ?? theme.accent,
    // The dealer's own logo once the branding tab stored one; until then the shop's.
    logo_url: profile?.logoFileId ? `/api/dealer-logos/${profile.logoFileId}` : (theme.logo?.src ?? null),
    shop_name: deps.siteConfig.brandName,
    shop_legal_name: seller.legalName,
    shop_address: seller.address,
  }
}

/** The account of a currency, or null when the dealer never moved money in it. */
async function accountIn(deps: Deps, dealerId: string, currency: string) {
  const accounts = await repository.balanceAccountsOf(deps.db, dealerId)
  return accounts.find((account) => account.currency === currency)?.id ?? null
}

/**
 * `GET /v1/dealers/{slug}/statements/{id}`: one statement with every posting and the balance after it. `id` is an
 * issued statement of this dealer (another dealer's id is a 404, as one that does not exist) or `current-<currency>`.
 */
export async function getStatement(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  id: string,
): Promise<DealerStatementDetail> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  await issueMissingStatements(deps, dealer.id)
  const pdf_url = `/api/v1/dealers/${encodeURIComponent(dealer.slug)}/statements/${id}/pdf`
  const [head, authorities] = await Promise.all([
    letterhead(deps, dealer),
    signatories.authoritiesOf(deps.db, dealer.id),
  ])
  const active = authorities.filter((authority) => !authority.revokedAt)
  const signing = { signatories: active.map((authority) => authority.legalName) }
  const isSignatory = active.some((authority) => authority.userId === actor?.id)
  const lineOf = (currency: string) => (line: ReturnType<typeof statementOf<PostingRow>>['lines'][number]) => ({
    transaction_id: line.transactionId,
    at: line.at.toISOString(),
    kind: line.kind,
    kind_label: dealerPostingKindLabel(line.kind),
    memo: line.memo,
    amount: money(line.amount, currency),
    balance: money(line.balance, currency),
  })
  if (id.startsWith('current-')) {
    const currency = id.slice('current-'.length)
    const { summary, statement } = await openStatement(
      deps,
      dealer.id,
      currency,
      await accountIn(deps, dealer.id, currency),
    )
    return {
      ...summary,
      lines: statement.lines.map(lineOf(currency)),
      letterhead: head,
      pdf_url,
      may_accept: false,
      ...signing,
    }
  }
  const row = await repository.findStatement(deps.db, dealer.id, id)
  if (!row) throw notFound('This statement')
  const period = periodOfRow(row)
  const accountId = await accountIn(deps, dealer.id, row.currency)
  const postings = accountId ? await repository.postingsBetween(deps.db, accountId, period.start, period.end) : []
  const statement = statementOf(postings, period, row.openingMinor)
  const now = deps.clock()
  const [acceptance, credited] = await Promise.all([
    repository.acceptanceOf(deps.db, row.id),
    creditsSince(deps, dealer.id, [row], now),
  ])
  return {
    ...toStatement(row, now, acceptance, credited),
    lines: statement.lines.map(lineOf(row.currency)),
    letterhead: head,
    pdf_url,
    may_accept: !acceptance && isSignatory,
    ...signing,
  }
}

type PostingRow = Awaited<ReturnType<typeof repository.postingsBetween>>[number]

/** The statement as a PDF (pdf-lib, loaded on the first one asked for), with its file name. */
export async function renderStatement(deps: Deps, actor: Actor | null, slug: string, id: string) {
  const statement = await getStatement(deps, actor, slug, id)
  const { renderStatementPdf } = await import('./dealer-statement-pdf')
  const name = statement.number ?? `${statement.period_start.slice(0, 7)}-${statement.currency}-open`
  return { fileName: `statement-${name}.pdf`, bytes: await renderStatementPdf(statement) }
}

/** `GET /v1/dealers/{slug}/disbursements`: what the shop paid out to the dealer, newest first. */
export async function listDisbursements(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  slug: string,
): Promise<DealerDisbursementList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const rows = await repository.disbursementsOf(deps.db, dealer.id)
  return {
    data: rows.map((row) => ({
      transaction_id: row.transactionId,
      at: row.at.toISOString(),
      memo: row.memo,
      // Paid out of the dealer's balance: shown as the amount paid, whichever way the posting is signed.
      amount: money(row.amount < 0n ? -row.amount : row.amount, row.currency),
    })),
  }
}
