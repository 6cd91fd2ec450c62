import { ERROR_TEXTS } from '@shop/domain/errors'
import { randomInt } from 'node:crypto'
import { can, isStaff, type Actor } from '@shop/domain/accounts'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import {
  CREDIT_CODE_ALPHABET,
  creditsForTunes,
  describeCreditAmounts,
  hasCredits,
  normalizeCreditCode,
  NO_CREDITS,
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_KINDS,
  TUNE_CREDIT_PRICES,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  type CreditAmounts,
  type TuneCreditKind,
} from '@shop/domain/ledger'
import type { PaymentFields } from '@shop/domain/payments'
import { DEALER_BALANCE_ACCOUNT } from '@shop/domain/dealers'
import type { InvoicePayWith } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict, forbidden, notFound, paymentRequired, validationFailed } from '../../http/app-error'
import { billDealer } from '../dealers'
import * as ledger from '../ledger/ledger.service'
import type { AccountKey } from '../ledger/ledger.service'
import * as repository from './tune-credits.repository'

const userCredits = (userId: string, kind: TuneCreditKind): AccountKey => ({
  ownerKind: 'user',
  ownerId: userId,
  kind: tuneCreditAccountKind(kind),
  unit: tuneCreditUnit(kind),
})
const shopCredits = (which: 'issued' | 'redeemed', kind: TuneCreditKind): AccountKey => ({
  ownerKind: 'system',
  ownerId: SYSTEM_OWNER_ID,
  kind: TUNE_CREDIT_SYSTEM_ACCOUNTS[which](kind),
  unit: tuneCreditUnit(kind),
})

const kindOfAccount = (accountKind: string): TuneCreditKind | null =>
  TUNE_CREDIT_KINDS.find((kind) => accountKind === tuneCreditAccountKind(kind)) ?? null

/** "2 ECU, 1 TCU" */
export const describeCredits = describeCreditAmounts

/** A user's credit balances: sums of their ledger entries. */
export async function creditBalances(db: Db, userId: string): Promise<CreditAmounts> {
  const balances = { ...NO_CREDITS }
  for (const row of await ledger.balancesOf(db, 'user', userId)) {
    const kind = kindOfAccount(row.kind)
    if (kind) balances[kind] = Number(row.balance)
  }
  return balances
}

/** `GET /v1/tune-credits`: balances and the entries behind them, newest first. */
/** One page of the caller's own credit history (SPEC §5 listing pages), with their balances. */
export async function creditStatementPage(db: Db, actor: Actor, query: PageQuery) {
  const statement = await creditStatement(db, actor.id, pageWindow(query, 0))
  const { meta } = pageWindow(query, statement.total)
  return { balances: statement.balances, history: statement.history, meta }
}

export async function creditStatement(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [balances, history] = await Promise.all([
    creditBalances(db, userId),
    ledger.historyOf(db, 'user', userId, page),
  ])
  return {
    balances,
    total: history.total,
    history: history.rows.flatMap((row) => {
      const kind = kindOfAccount(row.accountKind)
      if (!kind) return []
      return [
        {
          id: row.entryId,
          transaction_id: row.transactionId,
          credit_kind: kind,
          amount: Number(row.amount),
          memo: row.memo,
          transaction_kind: row.transactionKind,
          tune_request_id: typeof row.reference.tune_request_id === 'number' ? row.reference.tune_request_id : null,
          created_at: row.createdAt.toISOString(),
        },
      ]
    }),
  }
}

const invalidCode = () =>
  validationFailed({ code: ['This is not a valid credit code. Codes look like ABCD-EFGH-JKMN.'] })
const unknownCode = () => notFound('This credit code')

const creditsOf = (row: { ecu: number; tcu: number; awd: number }): CreditAmounts => ({
  ecu: row.ecu,
  tcu: row.tcu,
  awd: row.awd,
})

/** `check`: what a code gives and whether it can still be claimed. */
export async function checkCode(db: Db, actor: Actor, input: string) {
  const code = normalizeCreditCode(input)
  if (!code) throw invalidCode()
  const row = await repository.findCode(db, code)
  if (!row) throw unknownCode()
  return {
    code,
    credits: creditsOf(row),
    claimed: row.claimedByUserId !== null,
    claimed_by_you: row.claimedByUserId === actor.id,
  }
}

/**
 * Claims a code for a user: one ledger transaction (key `credit-code:<code>`) moving its credits from the
 * shop's issued accounts, and the code marked, in one database transaction under the code's row lock. A
 * repeated or concurrent claim by the same user returns the first claim (credited once); anyone else gets 409.
 */
export async function claimCode(deps: AppDeps, userId: string, input: string) {
  const code = normalizeCreditCode(input)
  if (!code) throw invalidCode()
  const now = deps.clock()
  const result = await deps.db.transaction(async (tx) => {
    const row = await repository.lockCode(tx, code)
    if (!row) throw unknownCode()
    const credits = creditsOf(row)
    if (row.claimedByUserId !== null) {
      if (row.claimedByUserId !== userId) throw new AppError(409, 'code_already_claimed', ERROR_TEXTS.creditCodeClaimed)
      return { code, credits, already_claimed: true }
    }
    const posted = await ledger.postTransaction(tx, {
      kind: 'credit-code-claim',
      memo: `Credit code ${code} claimed`,
      idempotencyKey: `credit-code:${code}`,
      createdByUserId: userId,
      reference: { code },
      at: now,
      postings: TUNE_CREDIT_KINDS.filter((kind) => credits[kind] > 0).flatMap((kind) => [
        { account: shopCredits('issued', kind), amount: -BigInt(credits[kind]) },
        { account: userCredits(userId, kind), amount: BigInt(credits[kind]) },
      ]),
    })
    await repository.markClaimed(tx, row.id, userId, posted.transactionId, now)
    return { code, credits, already_claimed: false }
  })
  return { ...result, balances: await creditBalances(deps.db, userId) }
}

/** `autoclaim`: claims every unclaimed code mailed to the caller's verified email address. */
export async function autoclaimCodes(deps: AppDeps, userId: string) {
  const account = await repository.userEmail(deps.db, userId)
  if (!account?.emailVerified) {
    return { claimed: [], email_verified: false, balances: await creditBalances(deps.db, userId) }
  }
  const claimed = []
  for (const { code } of await repository.unclaimedCodesFor(deps.db, account.email)) {
    try {
      const result = await claimCode(deps, userId, code)
      if (!result.already_claimed) claimed.push({ code: result.code, credits: result.credits })
    } catch (error) {
      // Another account claimed it in between (it had the code in hand): not ours any more.
      if (!(error instanceof AppError && error.status === 409)) throw error
    }
  }
  return { claimed, email_verified: true, balances: await creditBalances(deps.db, userId) }
}

/** The credits a set of catalog tunes takes (split ECU/TCU/AWD settings), or why credits cannot pay them. */
export async function creditsForTuneIds(
  db: Db,
  tuneIds: readonly number[],
): Promise<{ ok: true; credits: CreditAmounts } | { ok: false; errors: Record<string, string[]> }> {
  const tunes = await repository.creditTunes(db, tuneIds)
  const missing = tuneIds.filter((id) => !tunes.some((tune) => tune.id === id))
  if (missing.length) return { ok: false, errors: { tune_ids: [`There is no tune with id ${missing.join(', ')}.`] } }
  const needed = creditsForTunes(
    tunes.map((tune) => ({ ...tune, kind: tune.transmissionId ? 'tcu' : tune.isAwd ? 'awd' : 'ecu' })),
  )
  if (!needed.ok) return { ok: false, errors: { tune_ids: ['A stock tune cannot be bought with credits.'] } }
  if (!hasCredits(needed.credits))
    return { ok: false, errors: { tune_ids: ['These tunes are add-ons: choose the main tune they go with.'] } }
  return { ok: true, credits: needed.credits }
}

export type SpentCredits = { credits: CreditAmounts; transactionId: string; spenderId: string }

const creditsKey = (tuneRequestId: number) => `tune-request-credits:${tuneRequestId}`

/** The credits already spent on a tune request (its one ledger transaction), if any. */
export async function creditsSpentOn(tx: Db, tuneRequestId: number): Promise<SpentCredits | null> {
  const existing = await ledger.findTransactionByKey(tx, creditsKey(tuneRequestId))
  if (!existing) return null
  const spent = await ledger.transactionAmounts(tx, existing.id, 'user')
  return {
    credits: creditsFromAmounts(spent, true),
    transactionId: existing.id,
    spenderId: spent[0]?.ownerId ?? '',
  }
}

/**
 * The ledger half of paying a tune request with credits (decision 0050): the tunes' credits leave the
 * spender's accounts for the shop's redeemed accounts in one ledger transaction keyed by the request, with
 * the balance checked under the accounts' row locks. Runs inside the pipeline's transaction
 * (tune-requests `payWithCredits`, decision 0074), which also moves the request and records the payment.
 */
export async function spendTuneCredits(
  tx: Db,
  input: { spenderId: string; tuneRequestId: number; tuneIds: readonly number[]; memo: string; at: Date },
): Promise<SpentCredits> {
  const already = await creditsSpentOn(tx, input.tuneRequestId)
  if (already) return already
  const needed = await creditsForTuneIds(tx, input.tuneIds)
  if (!needed.ok) throw validationFailed(needed.errors)
  const kinds = TUNE_CREDIT_KINDS.filter((kind) => needed.credits[kind] > 0)
  // ARCHITECTURE §4: the balance is checked under a row lock in the transaction that spends it.
  const accountIds = await ledger.ensureAccounts(
    tx,
    kinds.map((kind) => userCredits(input.spenderId, kind)),
  )
  await ledger.lockAccounts(tx, accountIds)
  const balances = await creditBalances(tx, input.spenderId)
  const short = kinds.filter((kind) => balances[kind] < needed.credits[kind])
  if (short.length) {
    throw paymentRequired(
      'insufficient_credits',
      ERROR_TEXTS.insufficientCredits(describeCredits(needed.credits), describeCredits(balances) || 'none'),
    )
  }
  const posted = await ledger.postTransaction(tx, {
    kind: 'tune-request-credits',
    memo: input.memo,
    idempotencyKey: creditsKey(input.tuneRequestId),
    createdByUserId: input.spenderId,
    reference: { tune_request_id: input.tuneRequestId },
    at: input.at,
    postings: kinds.flatMap((kind) => [
      { account: userCredits(input.spenderId, kind), amount: -BigInt(needed.credits[kind]) },
      { account: shopCredits('redeemed', kind), amount: BigInt(needed.credits[kind]) },
    ]),
  })
  return { credits: needed.credits, transactionId: posted.transactionId, spenderId: input.spenderId }
}

function creditsFromAmounts(amounts: { accountKind: string; amount: bigint }[], negate: boolean): CreditAmounts {
  const credits = { ...NO_CREDITS }
  for (const row of amounts) {
    const kind = kindOfAccount(row.accountKind)
    if (kind) credits[kind] += Number(negate ? -row.amount : row.amount)
  }
  return credits
}

// Dealer invoices (SPEC §4 "estimate, then commit").

export type InvoiceInput = {
  code_count: number
  credits_per_code: CreditAmounts
  currency?: string | undefined
  recipient_email?: string | undefined
  dealer_id?: string | undefined
}

function priceOf(currency: string, perCode: CreditAmounts, count: number): bigint {
  const prices = TUNE_CREDIT_PRICES[currency]
  if (!prices) throw validationFailed({ currency: [`Credit codes are not sold in ${currency}.`] })
  const each = TUNE_CREDIT_KINDS.reduce((sum, kind) => sum + BigInt(prices[kind]) * BigInt(perCode[kind]), 0n)
  return each * BigInt(count)
}

/** Estimates a batch of codes: an invoice with its total, nothing issued yet. */
export async function estimateInvoice(deps: AppDeps, actor: Actor, input: InvoiceInput) {
  if (!hasCredits(input.credits_per_code))
    throw validationFailed({ credits_per_code: ['Each code must give at least one credit.'] })
  if (input.dealer_id && !isStaff(actor) && !can(actor, 'dealer:manage', { organizationId: input.dealer_id }))
    throw notFound('This dealer')
  const currency = input.currency ?? deps.siteConfig.defaultCurrency
  if (!deps.siteConfig.currencies.includes(currency))
    throw validationFailed({ currency: [`This shop does not sell in ${currency}.`] })
  const buyer = await repository.userEmail(deps.db, actor.id)
  const invoice = await repository.insertInvoice(deps.db, {
    buyerUserId: actor.id,
    dealerOrgId: input.dealer_id ?? null,
    codeCount: input.code_count,
    creditsPerCode: input.credits_per_code,
    recipientEmail: input.recipient_email ?? buyer!.email,
    currency,
    totalMinor: priceOf(currency, input.credits_per_code, input.code_count),
    createdAt: deps.clock(),
  })
  return invoiceOut(invoice, [], buyer!)
}

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => CREDIT_CODE_ALPHABET[randomInt(CREDIT_CODE_ALPHABET.length)])
  return normalizeCreditCode(chars.join(''))!
}

/**
 * Commits an estimated invoice once: charges its total through deps.payments (key `tune-credit-invoice:<id>`,
 * so a retry never charges twice) unless staff issue it without payment, then issues and mails the codes.
 * A dealer's invoice may instead be paid on the dealer's balance (`payWith: 'balance'`, issue 25): the
 * `dealer-purchase` posting and the codes are written in the same database transaction, under the dealer account's
 * row lock — past the credit limit 409 dealer_hit_credit_limit and no code issued, without billing information 409
 * dealer_missing_billing_info. A second commit is the SPEC §8 409 already_committed.
 */
export async function commitInvoice(
  deps: AppDeps,
  actor: Actor,
  input: { invoiceId: number; payment: PaymentFields; customerEmail: string; payWith?: InvoicePayWith },
) {
  const mayCommit = (invoice: InvoiceRow) =>
    invoice.buyerUserId === actor.id ||
    isStaff(actor) ||
    (invoice.dealerOrgId !== null && can(actor, 'dealer:manage', { organizationId: invoice.dealerOrgId }))
  const found = await repository.findInvoice(deps.db, input.invoiceId)
  if (!found || !mayCommit(found)) throw notFound('This invoice')
  if (found.status === 'committed') throw conflict('already_committed')
  const onBalance = input.payWith === 'balance'
  if (onBalance) {
    if (found.dealerOrgId === null)
      throw validationFailed({ pay_with: ['Only a dealer’s invoice can be paid on the dealer’s balance.'] })
    if (!can(actor, 'dealer:manage', { organizationId: found.dealerOrgId })) throw forbidden()
  }
  // The charge happens outside the database transaction (no row lock held across a provider call); its key is
  // the invoice, so a retry or a concurrent commit is answered with the same charge, never a second one.
  const hasPayment = Object.values(input.payment).some((value) => value !== undefined && value !== null)
  let settledBy = onBalance ? DEALER_BALANCE_ACCOUNT : 'staff'
  let chargeId: string | null = null
  if (!onBalance && (hasPayment || !isStaff(actor))) {
    const charge = await deps.payments.chargeOrThrow({
      idempotencyKey: `tune-credit-invoice:${found.id}`,
      amountMinor: found.totalMinor,
      currency: found.currency,
      description: `${deps.siteConfig.brandName} tune credit codes, invoice ${found.id}`,
      customer: { email: input.customerEmail, userId: actor.id },
      method: deps.payments.methodOf(input.payment),
    })
    settledBy = charge.provider
    chargeId = charge.chargeId
  }
  const committed = await deps.db.transaction(async (tx) => {
    const invoice = await repository.lockInvoice(tx, input.invoiceId)
    if (!invoice) throw notFound('This invoice')
    if (invoice.status === 'committed') throw conflict('already_committed')
    const now = deps.clock()
    if (onBalance)
      await billDealer(tx, {
        dealerId: invoice.dealerOrgId!,
        currency: invoice.currency,
        amountMinor: invoice.totalMinor,
        memo: `${invoice.codeCount} tune credit code${invoice.codeCount === 1 ? '' : 's'} (invoice ${invoice.id}), ${describeCredits(invoice.creditsPerCode)} each`,
        idempotencyKey: `tune-credit-invoice:${invoice.id}`,
        userId: actor.id,
        reference: { tune_credit_invoice_id: invoice.id },
        at: now,
      })
    await repository.commitInvoice(tx, invoice.id, {
      settledBy,
      chargeId,
      committedByUserId: actor.id,
      committedAt: now,
    })
    const codes = await repository.insertCodes(
      tx,
      Array.from({ length: invoice.codeCount }, () => ({
        code: newCode(),
        ...invoice.creditsPerCode,
        invoiceId: invoice.id,
        recipientEmail: invoice.recipientEmail,
        createdAt: now,
      })),
    )
    return { invoice: { ...invoice, status: 'committed', settledBy, chargeId, committedAt: now }, codes }
  })
  const { invoice, codes } = committed
  await deps.mailer.send({
    to: invoice.recipientEmail,
    subject: `Your ${deps.siteConfig.brandName} tune credit codes`,
    text: [
      `Here are your ${codes.length} tune credit ${codes.length === 1 ? 'code' : 'codes'} (invoice ${invoice.id}).`,
      `Each code gives ${describeCredits(invoice.creditsPerCode)} tune credits.`,
      '',
      ...codes.map((code) => code.code),
      '',
      `Claim a code at ${deps.publicUrl}/profile/credits. An account registered with this email address receives them automatically.`,
    ].join('\n'),
  })
  const buyer = await repository.userEmail(deps.db, invoice.buyerUserId)
  return invoiceOut(invoice, codes, buyer!)
}

type InvoiceRow = Awaited<ReturnType<typeof repository.findInvoice>> & {}
type CodeRow = Awaited<ReturnType<typeof repository.insertCodes>>[number]

function invoiceOut(invoice: InvoiceRow, codes: CodeRow[], buyer: { name: string; email: string }) {
  return {
    id: invoice.id,
    status: invoice.status as 'estimated' | 'committed',
    buyer: { name: buyer.name, email: buyer.email },
    dealer_id: invoice.dealerOrgId,
    code_count: invoice.codeCount,
    credits_per_code: invoice.creditsPerCode,
    recipient_email: invoice.recipientEmail,
    total: { amount_minor: Number(invoice.totalMinor), currency: invoice.currency },
    settled_by: invoice.settledBy,
    created_at: invoice.createdAt.toISOString(),
    committed_at: invoice.committedAt?.toISOString() ?? null,
    codes: codes.map((code) => ({
      code: code.code,
      credits: creditsOf(code),
      claimed: code.claimedByUserId !== null,
      claimed_at: code.claimedAt?.toISOString() ?? null,
    })),
  }
}

/** The code invoices this account bought itself, newest first: its purchase history reads them. */
export async function invoicesBoughtBy(db: Db, userId: string, limit: number) {
  return repository.listInvoicesBoughtBy(db, userId, limit)
}

/** `invoices`: codes bought, with who bought them; staff see every invoice. */
export async function listInvoices(db: Db, actor: Actor) {
  const scope = isStaff(actor)
    ? ({ all: true } as const)
    : {
        userId: actor.id,
        dealerIds: actor.memberships
          .filter((m) => m.kind === 'dealer' && (m.role === 'owner' || m.role === 'manager'))
          .map((m) => m.organizationId),
      }
  const rows = await repository.listInvoices(db, scope)
  return rows.map((row) => invoiceOut(row.invoice, row.codes, { name: row.buyerName, email: row.buyerEmail }))
}
