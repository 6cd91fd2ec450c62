import type { Actor } from '@shop/domain/accounts'
import { ERROR_TEXTS } from '@shop/domain/errors'
import {
  ledgerAmountOf,
  TUNE_CREDIT_LABELS,
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  VALUE_TRANSFER_KIND,
  VALUE_TRANSFER_PARTY_MATCHES,
  type LedgerPostingView,
  type LedgerTransactionView,
  type ValueTransfer,
  type ValueTransferInput,
  type ValueTransferListAnswer,
  type ValueTransferParty,
  type ValueTransferPartyKind,
  type ValueTransferPartyList,
  type ValueTransferPartyQuery,
  type ValueTransferValue,
} from '@shop/domain/ledger'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import type { AccountKey } from '../ledger/ledger.service'
import * as ledger from '../ledger/ledger.service'
import * as transactions from './transactions.repository'
import { withPostings } from './transactions.service'
import * as repository from './value-transfers.repository'

// Issue 24 item 6, decision 0089: an admin moves value between parties' accounts as one balanced ledger transaction.

/** PERMISSIONS.md: `/admin` value transfers are Admin's alone (staff neither read nor make them). */
const permitTransfers = <A extends Actor | null>(actor: A) => permit(actor, 'back-office:write') as NonNullable<A>

const ORGANIZATION_KINDS: Partial<Record<ValueTransferPartyKind, string>> = {
  dealer: 'dealer',
  tuner: 'tuner',
  affiliate: 'affiliate',
}

/**
 * The ledger account of a party for a value. Credits: a customer's or organization's `tune-credits-<kind>` (what
 * /profile/credits sums), the house's `tune-credits-<kind>-issued` (where claimed codes come from). Money: the
 * party's `<party>-balance` in the currency, the house's `house-funds`.
 */
export function accountOf(party: ValueTransferParty, value: ValueTransferValue, unit: string): AccountKey {
  if (party.kind === 'house') {
    const kind = value === 'money' ? 'house-funds' : TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(value)
    return { ownerKind: 'system', ownerId: SYSTEM_OWNER_ID, kind, unit }
  }
  const kind = value === 'money' ? `${party.kind}-balance` : tuneCreditAccountKind(value)
  return { ownerKind: party.kind === 'customer' ? 'user' : 'organization', ownerId: party.id!, kind, unit }
}

async function checkParty(db: Db, party: ValueTransferParty, field: 'from' | 'to') {
  if (party.kind === 'house') return
  const organizationKind = ORGANIZATION_KINDS[party.kind]
  const exists = organizationKind
    ? await repository.organizationExists(db, party.id!, organizationKind)
    : await repository.userExists(db, party.id!)
  if (!exists) throw validationFailed({ [`${field}.id`]: [ERROR_TEXTS.transferPartyUnknown(party.kind)] })
}

/**
 * How low the sending account may go, or null for no floor: the house issues credits and money, so its accounts
 * may go below zero; a dealer's money down to minus its credit limit; every other account not below zero.
 */
async function floorOf(db: Db, input: ValueTransferInput): Promise<bigint | null> {
  if (input.from.kind === 'house') return null
  if (input.from.kind === 'dealer' && input.value === 'money')
    return -(await repository.dealerCreditLimitOf(db, input.from.id!, input.currency!))
  return 0n
}

/**
 * Moves value from one party's account to another's: one balanced ledger transaction (kind `value-transfer`, the
 * reason as its memo) and the audit record `value.transferred`, in one database transaction. The sending
 * account's floor is checked under row locks on both accounts (taken in id order), so of two concurrent transfers
 * that together would break it, exactly one is made. A retry with the same Idempotency-Key returns the first
 * transfer (`created: false`); the key sent with another transfer is a 409.
 */
export async function transferValue(
  deps: AppDeps,
  actor: Actor | null,
  input: ValueTransferInput,
  key: string,
  requestId: string | null,
): Promise<{ transfer: ValueTransfer; created: boolean }> {
  const admin = permitTransfers(actor)
  const unit = input.value === 'money' ? input.currency! : tuneCreditUnit(input.value)
  const from = accountOf(input.from, input.value, unit)
  const to = accountOf(input.to, input.value, unit)
  const idempotencyKey = `value-transfer:${key}`
  const { db } = deps
  await checkParty(db, input.from, 'from')
  await checkParty(db, input.to, 'to')
  const result = await db.transaction(async (tx) => {
    const [fromId, toId] = await ledger.ensureAccounts(tx, [from, to])
    await ledger.lockAccounts(tx, [fromId!, toId!])
    // Read after the locks: a concurrent retry of this key that just committed is seen here.
    const existing = await ledger.findTransactionByKey(tx, idempotencyKey)
    if (existing) return { id: existing.id, created: false }
    const floor = await floorOf(tx, input)
    if (floor !== null) {
      const balance = await ledger.balanceOf(tx, fromId!)
      if (balance - BigInt(input.amount) < floor) {
        if (input.from.kind === 'dealer' && input.value === 'money') throw conflict('dealer_hit_credit_limit')
        const held = `${ledgerAmountOf(balance, unit)} ${unit}`
        throw new AppError(409, 'insufficient_balance', ERROR_TEXTS.transferBalanceTooLow(held))
      }
    }
    const posted = await ledger.postTransaction(tx, {
      kind: VALUE_TRANSFER_KIND,
      memo: memoOf(input, unit),
      idempotencyKey,
      createdByUserId: admin.id,
      reference: {
        value: input.value,
        reason: input.reason,
        from_kind: input.from.kind,
        from_id: from.ownerId,
        to_kind: input.to.kind,
        to_id: to.ownerId,
      },
      at: deps.clock(),
      postings: [
        { account: from, amount: -BigInt(input.amount) },
        { account: to, amount: BigInt(input.amount) },
      ],
    })
    if (posted.created) {
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'value.transferred',
        subject: { type: 'value-transfer', id: posted.transactionId },
        details: { value: input.value, unit, amount: input.amount, from: input.from, to: input.to },
        reason: input.reason,
        requestId,
      })
    }
    return { id: posted.transactionId, created: posted.created }
  })
  const transfer = await findTransfer(db, result.id)
  if (!result.created && !isSameTransfer(transfer!, input, unit))
    throw new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.idempotencyKeyReused)
  return { transfer: transfer!, created: result.created }
}

/**
 * The memo the receiving and sending owners see in their own history (`/profile/credits` shows it): what moved, never
 * the admin's reason, which stays in the transaction's reference and the audit log.
 */
function memoOf(input: ValueTransferInput, unit: string): string {
  const what =
    input.value === 'money'
      ? `${ledgerAmountOf(BigInt(input.amount), unit)} ${unit}`
      : `${input.amount} ${TUNE_CREDIT_LABELS[input.value]} credit${input.amount === 1 ? '' : 's'}`
  return `Transfer of ${what} by the shop`
}

const isSameTransfer = (transfer: ValueTransfer, input: ValueTransferInput, unit: string) =>
  transfer.value === input.value &&
  transfer.unit === unit &&
  transfer.amount === input.amount &&
  transfer.from.kind === input.from.kind &&
  transfer.to.kind === input.to.kind &&
  (input.from.kind === 'house' || transfer.from.id === input.from.id) &&
  (input.to.kind === 'house' || transfer.to.id === input.to.id)

/** A 1-based page of value transfers, newest first. */
export async function listTransfers(db: Db, actor: Actor | null, query: PageQuery): Promise<ValueTransferListAnswer> {
  permitTransfers(actor)
  const where = repository.valueTransfersWhere()
  const total = await transactions.countTransactions(db, where)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await transactions.pageOfTransactions(db, where, { offset, limit, oldestFirst: false })
  const views = await withPostings(db, rows)
  return { data: views.map((view, i) => toTransfer(view, rows[i]!.reference)), meta }
}

export async function getTransfer(db: Db, actor: Actor | null, id: string): Promise<ValueTransfer> {
  permitTransfers(actor)
  const transfer = await findTransfer(db, id)
  if (!transfer) throw notFound('This value transfer')
  return transfer
}

async function findTransfer(db: Db, id: string): Promise<ValueTransfer | null> {
  const row = await transactions.findTransaction(db, id)
  if (!row || row.kind !== VALUE_TRANSFER_KIND) return null
  const [view] = await withPostings(db, [row])
  return toTransfer(view!, row.reference)
}

const sideOf = (kind: string | number | undefined, posting: LedgerPostingView) => ({
  kind: kind as ValueTransferPartyKind,
  id: posting.owner_id,
  name: kind === 'house' ? null : posting.owner_name,
  account_id: posting.account_id,
})

/**
 * The parties of one kind whose name or e-mail (a customer) or name or slug (an organization) holds `q`, by name,
 * at most VALUE_TRANSFER_PARTY_MATCHES: the form's choices for from and to (decision 0091).
 */
export async function searchParties(
  db: Db,
  actor: Actor | null,
  query: ValueTransferPartyQuery,
): Promise<ValueTransferPartyList> {
  permitTransfers(actor)
  const organizationKind = ORGANIZATION_KINDS[query.kind]
  const rows = organizationKind
    ? await repository.searchOrganizations(db, organizationKind, query.q, VALUE_TRANSFER_PARTY_MATCHES)
    : await repository.searchUsers(db, query.q, VALUE_TRANSFER_PARTY_MATCHES)
  return { data: rows.map((row) => ({ kind: query.kind, ...row })) }
}

function toTransfer(view: LedgerTransactionView, reference: Readonly<Record<string, string | number>>): ValueTransfer {
  const sent = view.postings.find((posting) => posting.amount_minor.startsWith('-'))!
  const received = view.postings.find((posting) => !posting.amount_minor.startsWith('-'))!
  return {
    id: view.id,
    value: reference.value as ValueTransferValue,
    unit: received.unit,
    amount: Number(received.amount_minor),
    from: sideOf(reference.from_kind, sent),
    to: sideOf(reference.to_kind, received),
    reason: String(reference.reason ?? view.memo),
    created_by_user_id: view.created_by_user_id,
    created_by_name: view.created_by_name,
    created_at: view.created_at,
  }
}
