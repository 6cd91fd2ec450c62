import { can, type Actor } from '@shop/domain/accounts'
import {
  allowedTransferActions,
  DEALER_POSTING_KINDS,
  DEALER_TRANSFER_ERROR_TEXTS,
  DEALER_TRANSFER_VALUE_LABELS,
  TRANSFER_LOCK_AFTER_DAYS,
  TRANSFER_REFUSALS,
  transferTransition,
  type DealerTransfer,
  type DealerTransferGroup,
  type DealerTransferGroupInput,
  type DealerTransferInput,
  type DealerTransferList,
  type DealerTransferListQuery,
  type DealerTransferValue,
  type TransferFacts,
  type TransferRefusal,
} from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { ledgerAmountOf, TUNE_CREDIT_LABELS, tuneCreditAccountKind, tuneCreditUnit } from '@shop/domain/ledger'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { recordAudit, type AuditAction } from '../audit/audit.service'
import * as ledger from '../ledger/ledger.service'
import type { AccountKey } from '../ledger/ledger.service'
import { dealerFor, type DealerRef } from './dealer-access'
import { dealerBalanceAccount, dealerCreditAccount, postDealerMovement } from './dealer-ledger'
import * as repository from './dealer-transfers.repository'
import type { NewTransferRow, TransferRow, TransferViewRow } from './dealer-transfers.repository'

// SPEC §4, issue 25 item 2: a dealer's transfer requests. Reading them takes `dealer:settings-read`, acting on them
// `dealer:manage` (PERMISSIONS.md: transfers are the owner's and managers'; staff read). Each action runs under a
// row lock on the transfer and is audited; performing one is one balanced ledger transaction through
// postDealerMovement with the natural key `dealer-transfer:<id>`, so it moves value once however often it is sent.

type Ctx = { deps: AppDeps; actor: Actor | null; slug: string; requestId: string | null }

const iso = (date: Date | null) => date?.toISOString() ?? null
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null)
const factsOf = (row: TransferRow): TransferFacts => ({
  state: row.state as TransferFacts['state'],
  amount: row.amount,
  createdAt: row.createdAt,
})

function toTransfer(view: TransferViewRow, mayManage: boolean, now: Date): DealerTransfer {
  const row = view.transfer
  return {
    id: row.id,
    group_id: row.groupId,
    to: row.toUserId
      ? { kind: 'customer', name: view.toUserName ?? '', email: view.toEmail, slug: null }
      : { kind: 'dealer', name: view.toDealerName ?? '', email: null, slug: view.toSlug },
    value: row.value as DealerTransferValue,
    unit: row.unit,
    amount: Number(row.amount),
    state: row.state as DealerTransfer['state'],
    memo: row.memo,
    // lock-old is the list's action, for every old transfer at once.
    actions: mayManage ? allowedTransferActions(factsOf(row), now).filter((action) => action !== 'lock-old') : [],
    created_by: person(row.createdByUserId, view.createdByName),
    reviewed_by: person(row.reviewedByUserId, view.reviewedByName),
    performed_by: person(row.performedByUserId, view.performedByName),
    cancelled_by: person(row.cancelledByUserId, view.cancelledByName),
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
    value_set_at: iso(row.valueSetAt),
    performed_at: iso(row.performedAt),
    cancelled_at: iso(row.cancelledAt),
    locked_at: iso(row.lockedAt),
    transaction_id: row.performedTransactionId,
  }
}

const mayManage = (actor: Actor, dealer: DealerRef) => can(actor, 'dealer:manage', { organizationId: dealer.id })
const refused = (refusal: TransferRefusal) => new AppError(409, refusal, TRANSFER_REFUSALS[refusal])

async function viewOf(db: Db, actor: Actor, dealer: DealerRef, id: string, now: Date): Promise<DealerTransfer> {
  const view = await repository.findTransferView(db, dealer.id, id)
  if (!view) throw notFound('This transfer')
  return toTransfer(view, mayManage(actor, dealer), now)
}

/** A 1-based page of the dealer's transfers, newest first, optionally of one state. */
export async function listTransfers(ctx: Ctx, query: DealerTransferListQuery): Promise<DealerTransferList> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:settings-read')
  const total = await repository.countTransfers(db, dealer.id, query.state)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.pageOfTransfers(db, dealer.id, query.state, { offset, limit })
  const manage = mayManage(ctx.actor!, dealer)
  const now = ctx.deps.clock()
  return { data: rows.map((row) => toTransfer(row, manage, now)), meta }
}

export async function getTransfer(ctx: Ctx, id: string): Promise<DealerTransfer> {
  const dealer = await dealerFor(ctx.deps.db, ctx.actor, ctx.slug, 'dealer:settings-read')
  return viewOf(ctx.deps.db, ctx.actor!, dealer, id, ctx.deps.clock())
}

export async function getGroup(ctx: Ctx, id: string): Promise<DealerTransferGroup> {
  const dealer = await dealerFor(ctx.deps.db, ctx.actor, ctx.slug, 'dealer:settings-read')
  return groupView(ctx, dealer, id, [])
}

async function groupView(
  ctx: Ctx,
  dealer: DealerRef,
  id: string,
  refusedTransfers: DealerTransferGroup['refused'],
): Promise<DealerTransferGroup> {
  const { db } = ctx.deps
  const group = await repository.findGroup(db, dealer.id, id)
  if (!group) throw notFound('This group of transfers')
  const rows = await repository.transferViewsOfGroup(db, dealer.id, id)
  const manage = mayManage(ctx.actor!, dealer)
  const now = ctx.deps.clock()
  return {
    id: group.id,
    memo: group.memo,
    created_by: person(group.createdByUserId, group.createdByName),
    created_at: group.createdAt.toISOString(),
    transfers: rows.map((row) => toTransfer(row, manage, now)),
    refused: refusedTransfers,
  }
}

type TransferFields = DealerTransferInput

/** The rows of transfers as requested: recipients looked up (422 naming the field for one that does not exist). */
async function rowsOf(
  db: Db,
  dealer: DealerRef,
  actor: Actor,
  transfers: readonly TransferFields[],
  at: (i: number) => string,
  now: Date,
): Promise<Omit<NewTransferRow, 'groupId' | 'requestKey'>[]> {
  const errors: Record<string, string[]> = {}
  const slugs = transfers.flatMap((t) => (t.to.kind === 'dealer' ? [t.to.slug] : []))
  const dealers = new Map((await repository.findDealerIdsBySlugs(db, slugs)).map((row) => [row.slug, row]))
  const rows: Omit<NewTransferRow, 'groupId' | 'requestKey'>[] = []
  for (const [i, input] of transfers.entries()) {
    let toUserId: string | null = null
    let toDealerId: string | null = null
    if (input.to.kind === 'customer') {
      const found = await repository.findUserByEmail(db, input.to.email)
      if (!found) errors[`${at(i)}to.email`] = [DEALER_TRANSFER_ERROR_TEXTS.noSuchCustomer]
      toUserId = found?.id ?? null
    } else {
      const found = dealers.get(input.to.slug)
      if (!found) errors[`${at(i)}to.slug`] = [DEALER_TRANSFER_ERROR_TEXTS.noSuchDealer]
      else if (found.id === dealer.id) errors[`${at(i)}to.slug`] = [DEALER_TRANSFER_ERROR_TEXTS.toItself]
      toDealerId = found?.id ?? null
    }
    rows.push({
      dealerId: dealer.id,
      toUserId,
      toDealerId,
      value: input.value,
      unit: input.value === 'money' ? input.currency! : tuneCreditUnit(input.value),
      amount: BigInt(input.amount),
      memo: input.memo,
      createdByUserId: actor.id,
      createdAt: now,
      updatedAt: now,
    })
  }
  if (Object.keys(errors).length) throw validationFailed(errors)
  return rows
}

/** Requests one transfer (nothing moves yet). A retry with the same Idempotency-Key answers the first (`created: false`). */
export async function createTransfer(
  ctx: Ctx,
  input: DealerTransferInput,
  key: string,
): Promise<{ transfer: DealerTransfer; created: boolean }> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const actor = ctx.actor!
  const now = ctx.deps.clock()
  const before = await repository.transferIdByKey(db, dealer.id, key)
  if (before) return { transfer: await viewOf(db, actor, dealer, before, now), created: false }
  const [row] = await rowsOf(db, dealer, actor, [input], () => '', now)
  const created = await db.transaction(async (tx) => {
    const [id] = await repository.insertTransfers(tx, [{ ...row!, requestKey: key }])
    if (!id) return null
    await audit(tx, ctx, dealer, 'dealer-transfer.created', id, {
      to: input.to,
      value: input.value,
      amount: input.amount,
    })
    return id
  })
  const id = created ?? (await repository.transferIdByKey(db, dealer.id, key))!
  return { transfer: await viewOf(db, actor, dealer, id, now), created: created !== null }
}

/** Requests several transfers at once under one memo; each is then reviewed, performed or cancelled on its own. */
export async function createGroup(
  ctx: Ctx,
  input: DealerTransferGroupInput,
  key: string,
): Promise<{ group: DealerTransferGroup; created: boolean }> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const actor = ctx.actor!
  const now = ctx.deps.clock()
  const before = await repository.groupIdByKey(db, dealer.id, key)
  if (before) return { group: await groupView(ctx, dealer, before, []), created: false }
  const rows = await rowsOf(db, dealer, actor, input.transfers, (i) => `transfers.${i}.`, now)
  const created = await db.transaction(async (tx) => {
    const groupId = await repository.insertGroup(tx, {
      dealerId: dealer.id,
      createdByUserId: actor.id,
      memo: input.memo,
      requestKey: key,
      createdAt: now,
    })
    if (!groupId) return null
    const ids = await repository.insertTransfers(
      tx,
      rows.map((row, position) => ({ ...row, groupId, position })),
    )
    for (const [i, id] of ids.entries()) {
      const t = input.transfers[i]!
      await audit(tx, ctx, dealer, 'dealer-transfer.created', id, {
        group_id: groupId,
        to: t.to,
        value: t.value,
        amount: t.amount,
      })
    }
    return groupId
  })
  const id = created ?? (await repository.groupIdByKey(db, dealer.id, key))!
  return { group: await groupView(ctx, dealer, id, []), created: created !== null }
}

function audit(tx: Db, ctx: Ctx, dealer: DealerRef, action: AuditAction, id: string, details: Record<string, unknown>) {
  return recordAudit(tx, {
    actorUserId: ctx.actor!.id,
    action,
    subject: { type: 'dealer-transfer', id },
    // `dealer_id` puts it in the dealer's activity and log (`aboutDealer`).
    details: { dealer_id: dealer.id, ...details },
    requestId: ctx.requestId,
  })
}

const AUDIT_OF: Record<'review' | 'cancel' | 'set-value', AuditAction> = {
  review: 'dealer-transfer.reviewed',
  cancel: 'dealer-transfer.cancelled',
  'set-value': 'dealer-transfer.value-set',
}

/** Reviews, cancels or sets the amount of (a transfer of zero) one transfer, under a row lock on it. */
export async function act(
  ctx: Ctx,
  id: string,
  action: 'review' | 'cancel' | 'set-value',
  amount?: number,
): Promise<DealerTransfer> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const actor = ctx.actor!
  const now = ctx.deps.clock()
  await db.transaction(async (tx) => {
    const row = await repository.lockTransfer(tx, dealer.id, id)
    if (!row) throw notFound('This transfer')
    const step = transferTransition(factsOf(row), action, now)
    if (!step.ok) throw refused(step.refusal)
    const change: Partial<NewTransferRow> = { state: step.to, updatedAt: now }
    if (action === 'review') Object.assign(change, { reviewedByUserId: actor.id, reviewedAt: now })
    if (action === 'cancel') Object.assign(change, { cancelledByUserId: actor.id, cancelledAt: now })
    if (action === 'set-value') Object.assign(change, { amount: BigInt(amount!), valueSetAt: now })
    await repository.updateTransfer(tx, id, change)
    await audit(tx, ctx, dealer, AUDIT_OF[action], id, {
      before: { state: row.state, amount: Number(row.amount) },
      after: { state: step.to, amount: action === 'set-value' ? amount : Number(row.amount) },
    })
  })
  return viewOf(db, actor, dealer, id, now)
}

/** The ledger accounts a transfer moves value between: the dealer's and the recipient's of the same unit. */
function accountsOf(row: TransferRow): { from: AccountKey; to: AccountKey } {
  const value = row.value as DealerTransferValue
  if (value === 'money') {
    const to: AccountKey = row.toUserId
      ? { ownerKind: 'user', ownerId: row.toUserId, kind: 'customer-balance', unit: row.unit }
      : dealerBalanceAccount(row.toDealerId!, row.unit)
    return { from: dealerBalanceAccount(row.dealerId, row.unit), to }
  }
  const to: AccountKey = row.toUserId
    ? { ownerKind: 'user', ownerId: row.toUserId, kind: tuneCreditAccountKind(value), unit: row.unit }
    : dealerCreditAccount(row.toDealerId!, value)
  return { from: dealerCreditAccount(row.dealerId, value), to }
}

/** What moved, in the words the recipient's history shows (/profile/credits lists the memo). */
function ledgerMemo(row: TransferRow, dealer: DealerRef): string {
  const value = row.value as DealerTransferValue
  const what =
    value === 'money'
      ? `${ledgerAmountOf(row.amount, row.unit)} ${row.unit}`
      : `${row.amount} ${TUNE_CREDIT_LABELS[value]} credit${row.amount === 1n ? '' : 's'}`
  return `Transfer of ${what} from ${dealer.name}${row.memo ? `: ${row.memo}` : ''}`
}

class BelowFloor extends Error {}

/**
 * Performs one transfer: under a row lock on it, one balanced ledger transaction (key `dealer-transfer:<id>`) and
 * the state `performed` commit together. A transfer already performed answers as it is (`created: false`), so a
 * retry or a concurrent second perform moves nothing. Credits below zero: 409 insufficient_balance; money below
 * minus the credit limit: 409 dealer_hit_credit_limit.
 */
export async function perform(ctx: Ctx, id: string): Promise<{ transfer: DealerTransfer; created: boolean }> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const actor = ctx.actor!
  const created = await performOne(ctx, dealer, id)
  return { transfer: await viewOf(db, actor, dealer, id, ctx.deps.clock()), created }
}

async function performOne(ctx: Ctx, dealer: DealerRef, id: string): Promise<boolean> {
  const now = ctx.deps.clock()
  const actor = ctx.actor!
  return ctx.deps.db.transaction(async (tx) => {
    const row = await repository.lockTransfer(tx, dealer.id, id)
    if (!row) throw notFound('This transfer')
    if (row.state === 'performed') return false
    const step = transferTransition(factsOf(row), 'perform', now)
    if (!step.ok) throw refused(step.refusal)
    const { from, to } = accountsOf(row)
    const isMoney = row.value === 'money'
    let posted: ledger.PostedTransaction
    try {
      posted = await postDealerMovement(
        tx,
        {
          dealerId: dealer.id,
          kind: DEALER_POSTING_KINDS.transfer,
          memo: ledgerMemo(row, dealer),
          idempotencyKey: `dealer-transfer:${row.id}`,
          createdByUserId: actor.id,
          reference: { dealer_transfer_id: row.id, value: row.value },
          at: now,
          account: from,
          amount: -row.amount,
          counterAccount: to,
        },
        isMoney ? undefined : () => new BelowFloor(),
      )
    } catch (error) {
      if (!(error instanceof BelowFloor)) throw error
      const [accountId] = await ledger.ensureAccounts(tx, [from])
      const held = await ledger.balanceOf(tx, accountId!)
      const label = DEALER_TRANSFER_VALUE_LABELS[row.value as DealerTransferValue]
      throw new AppError(409, 'insufficient_balance', ERROR_TEXTS.transferBalanceTooLow(`${held} ${label}`))
    }
    await repository.updateTransfer(tx, row.id, {
      state: 'performed',
      performedByUserId: actor.id,
      performedAt: now,
      performedTransactionId: posted.transactionId,
      updatedAt: now,
      ...(step.alsoReviewed ? { reviewedByUserId: actor.id, reviewedAt: now } : {}),
    })
    await audit(tx, ctx, dealer, 'dealer-transfer.performed', row.id, {
      value: row.value,
      unit: row.unit,
      amount: Number(row.amount),
      transaction_id: posted.transactionId,
      before: { state: row.state },
      after: { state: 'performed' },
    })
    return true
  })
}

/**
 * Performs every transfer of a group that may be performed, each its own ledger transaction: one that fails (too
 * few credits, over the credit limit) is listed in `refused` with why, the others are sent.
 */
export async function performGroup(ctx: Ctx, groupId: string): Promise<DealerTransferGroup> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const group = await repository.findGroup(db, dealer.id, groupId)
  if (!group) throw notFound('This group of transfers')
  const rows = await repository.transferViewsOfGroup(db, dealer.id, groupId)
  const failures: DealerTransferGroup['refused'] = []
  for (const { transfer } of rows) {
    if (!transferTransition(factsOf(transfer), 'perform', ctx.deps.clock()).ok) continue
    try {
      await performOne(ctx, dealer, transfer.id)
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error
      failures.push({ id: transfer.id, code: error.code, message: error.message })
    }
  }
  return groupView(ctx, dealer, groupId, failures)
}

/** Locks every pending or reviewed transfer of the dealer at least TRANSFER_LOCK_AFTER_DAYS old. */
export async function lockOld(ctx: Ctx): Promise<{ locked: number }> {
  const { db } = ctx.deps
  const dealer = await dealerFor(db, ctx.actor, ctx.slug, 'dealer:manage')
  const now = ctx.deps.clock()
  const before = new Date(now.getTime() - TRANSFER_LOCK_AFTER_DAYS * 24 * 60 * 60 * 1000)
  const ids = await repository.oldOpenTransferIds(db, dealer.id, before)
  let locked = 0
  for (const id of ids) {
    const did = await db.transaction(async (tx) => {
      const row = await repository.lockTransfer(tx, dealer.id, id)
      const step = row && transferTransition(factsOf(row), 'lock-old', now)
      if (!row || !step?.ok) return false
      await repository.updateTransfer(tx, id, { state: 'locked', lockedAt: now, updatedAt: now })
      await audit(tx, ctx, dealer, 'dealer-transfer.locked', id, {
        before: { state: row.state },
        after: { state: 'locked' },
      })
      return true
    })
    if (did) locked += 1
  }
  return { locked }
}
