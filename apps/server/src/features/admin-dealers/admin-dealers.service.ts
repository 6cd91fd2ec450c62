import type { Actor } from '@shop/domain/accounts'
import {
  DEALER_DISBURSEMENTS_ACCOUNT,
  DEALER_POSTING_KINDS,
  dealerLimitStanding,
  type AdminDealerCreate,
  type AdminDealerDashboard,
  type AdminDealerDetail,
  type AdminDealerDisbursement,
  type AdminDealerListAnswer,
  type AdminDealerListQuery,
  type AdminDealerUpdate,
  type DealerAmount,
  type AdminDealerPosition,
  type DealerPriceTier,
  type DealerStatus,
} from '@shop/domain/dealers'
import type { MembershipRole } from '@shop/domain/accounts'
import { pageWindow } from '@shop/domain/paging'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import {
  activeSignatories,
  creditLimitRequestsOf,
  dealerBalanceAccount,
  forgetDealerRows,
  grantTeamManagement,
  moneyPosition,
  postDealerMovement,
  shopAccount,
} from '../dealers'
import * as repository from './admin-dealers.repository'

// Issue 25 item 8: the back office's dealers. Admin finds a dealer, reads its members, limits and ledger balances,
// adds one, changes its limits (with a reason), billing address, tier and standing; Super Admin alone archives
// (PERMISSIONS.md: "No one deletes a dealer… Super Admin archives it"). Every write is audited with the change.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'globalState'>

export const permitAdmin = <A extends Actor | null>(actor: A) => permit(actor, 'back-office:write') as NonNullable<A>

const iso = (at: Date) => at.toISOString()

type Balance = { dealerId: string; currency: string; balance: bigint }
type Limit = { dealerId: string; currency: string; limit: bigint }

/** Each dealer's money per currency where it has a balance or a limit, by currency. */
function positionsBy(balances: readonly Balance[], limits: readonly Limit[]): Map<string, AdminDealerPosition[]> {
  const byDealer = new Map<string, Map<string, { balance: bigint; limit: bigint }>>()
  const slot = (dealerId: string, currency: string) => {
    const currencies = byDealer.get(dealerId) ?? new Map<string, { balance: bigint; limit: bigint }>()
    byDealer.set(dealerId, currencies)
    const found = currencies.get(currency) ?? { balance: 0n, limit: 0n }
    currencies.set(currency, found)
    return found
  }
  for (const row of balances) slot(row.dealerId, row.currency).balance = row.balance
  for (const row of limits) slot(row.dealerId, row.currency).limit = row.limit
  return new Map(
    [...byDealer].map(([dealerId, currencies]) => [
      dealerId,
      [...currencies]
        .filter(([, money]) => money.balance !== 0n || money.limit !== 0n)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, money]) => positionOf(currency, money.balance, money.limit)),
    ]),
  )
}

function positionOf(currency: string, balance: bigint, limit: bigint): AdminDealerPosition {
  return {
    currency,
    balance_minor: Number(balance),
    credit_limit_minor: Number(limit),
    available_minor: Number(balance + limit),
    standing: dealerLimitStanding(balance, limit),
  }
}

const rowOf = (row: repository.DealerListRow, members: number, positions: AdminDealerPosition[]) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status as DealerStatus,
  price_tier: row.priceTier as DealerPriceTier,
  members,
  positions,
  created_at: iso(row.createdAt),
})

/** One page of dealers with members and money: three grouped queries for the page, never one per dealer. */
export async function listDealers(
  deps: Deps,
  actor: Actor | null,
  query: AdminDealerListQuery,
): Promise<AdminDealerListAnswer> {
  permitAdmin(actor)
  const total = await repository.countDealers(deps.db, query)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = offset < total ? await repository.findDealers(deps.db, query, offset, limit) : []
  const ids = rows.map((row) => row.id)
  const [members, balances, limits] = await Promise.all([
    repository.memberCounts(deps.db, ids),
    repository.balancesOf(deps.db, ids),
    repository.limitsOf(deps.db, ids),
  ])
  const positions = positionsBy(balances, limits)
  return { data: rows.map((row) => rowOf(row, members.get(row.id) ?? 0, positions.get(row.id) ?? [])), meta }
}

/** One dealer as its admin page shows it, with its update time for `Last-Modified`. */
export async function getDealer(
  deps: Deps,
  actor: Actor | null,
  id: string,
): Promise<{ updatedAt: Date; body: AdminDealerDetail }> {
  const admin = permitAdmin(actor)
  const row = await repository.findDealer(deps.db, id)
  if (!row) throw notFound('This dealer')
  const [members, balances, limits, billing, requests, signatories] = await Promise.all([
    repository.membersOf(deps.db, id),
    repository.balancesOf(deps.db, [id]),
    repository.limitsOf(deps.db, [id]),
    repository.billingAddressOf(deps.db, id),
    creditLimitRequestsOf(deps.db, id),
    activeSignatories(deps.db, id),
  ])
  return {
    updatedAt: row.updatedAt,
    body: {
      ...rowOf(row, members.length, positionsBy(balances, limits).get(id) ?? []),
      legal_name: row.legalName,
      tax_id: row.taxId,
      billing_address: billing
        ? {
            id: billing.id,
            country_code: billing.countryCode,
            full_name: billing.fullName,
            line1: billing.line1,
            line2: billing.line2,
            city: billing.city,
            state: billing.state,
            postal_code: billing.postalCode,
            email: billing.email,
            phone: billing.phone,
            readonly: billing.readonly,
          }
        : null,
      member_list: members.map((m) => ({
        user_id: m.userId,
        name: m.name,
        email: m.email,
        role: m.role as MembershipRole,
        joined_at: iso(m.joinedAt),
      })),
      credit_limit_requests: requests,
      signatories,
      updated_at: iso(row.updatedAt),
      may: { archive: admin.role === 'superadmin' },
    },
  }
}

const addressValues = (input: NonNullable<AdminDealerCreate['billing_address']>): repository.BillingAddressValues => ({
  countryCode: input.country_code,
  fullName: input.full_name,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  email: input.email,
  phone: input.phone,
})

/** Admin adds a dealer: its owner an existing user, its limits and billing address; audited. */
export async function createDealer(
  deps: Deps,
  actor: Actor | null,
  input: AdminDealerCreate,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminDealerDetail }> {
  const admin = permitAdmin(actor)
  const owner = await repository.findUserByEmail(deps.db, input.owner_email)
  if (!owner)
    throw validationFailed({ owner_email: ['No account has this e-mail address; the owner must sign up first.'] })
  const id = crypto.randomUUID()
  await deps.db.transaction(async (tx) => {
    if (await repository.slugTaken(tx, input.slug)) {
      throw validationFailed({ slug: ['This address is taken by another dealer or company; choose another.'] })
    }
    const now = deps.clock()
    await repository.insertDealer(tx, {
      id,
      name: input.name,
      slug: input.slug,
      legalName: input.legal_name,
      taxId: input.tax_id,
      priceTier: input.price_tier,
      ownerUserId: owner.id,
      memberId: crypto.randomUUID(),
      at: now,
    })
    await grantTeamManagement(tx, { userId: owner.id, actorUserId: admin.id, requestId, at: now })
    await repository.setCreditLimits(tx, id, input.credit_limits)
    if (input.billing_address)
      await repository.setBillingAddress(tx, id, owner.id, addressValues(input.billing_address), now)
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'dealer.created',
      subject: { type: 'organization', id },
      details: {
        after: { name: input.name, slug: input.slug, owner: owner.email, price_tier: input.price_tier },
        credit_limits: input.credit_limits,
      },
      requestId,
    })
  })
  // The owner's memberships changed: their next request reads them afresh.
  await deps.globalState.forgetUser(owner.id)
  return getDealer(deps, actor, id)
}

/**
 * Admin changes a dealer: the fields sent. A credit-limit change needs a reason (audited as its own record);
 * archiving is Super Admin's (403 for an Admin), and an archived dealer comes back only by Super Admin too.
 */
export async function updateDealer(
  deps: Deps,
  actor: Actor | null,
  id: string,
  input: AdminDealerUpdate,
  checkUnmodified: (updatedAt: Date) => void,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminDealerDetail }> {
  const admin = permitAdmin(actor)
  await deps.db.transaction(async (tx) => {
    const row = await repository.findDealer(tx, id, { forUpdate: true })
    if (!row) throw notFound('This dealer')
    checkUnmodified(row.updatedAt)
    const archiving =
      input.status !== undefined && input.status !== row.status && [input.status, row.status].includes('archived')
    if (archiving && admin.role !== 'superadmin') {
      throw new AppError(403, 'forbidden', ERROR_TEXTS.dealerArchiveSuperAdminOnly)
    }
    const now = deps.clock()
    if (!row.hasProfile) await repository.ensureProfile(tx, id, row.legalName, now)
    const before = {
      name: row.name,
      legal_name: row.legalName,
      tax_id: row.taxId,
      price_tier: row.priceTier,
      status: row.status,
    }
    await repository.updateDealer(tx, id, {
      name: input.name,
      legalName: input.legal_name,
      taxId: input.tax_id,
      priceTier: input.price_tier,
      status: input.status,
      at: now,
    })
    const after = {
      name: input.name ?? before.name,
      legal_name: input.legal_name ?? before.legal_name,
      tax_id: input.tax_id ?? before.tax_id,
      price_tier: input.price_tier ?? before.price_tier,
      status: input.status ?? before.status,
    }
    if (input.billing_address) {
      const owner = await repository.ownerOf(tx, id)
      if (!owner) throw validationFailed({ billing_address: ['The dealer has no owner to hold its billing address.'] })
      await repository.setBillingAddress(tx, id, owner, addressValues(input.billing_address), now)
    }
    const changed = JSON.stringify(before) !== JSON.stringify(after) || input.billing_address !== undefined
    if (changed) {
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: archiving && input.status === 'archived' ? 'organization.archived' : 'dealer.updated',
        subject: { type: 'organization', id },
        details: { before, after, ...(input.billing_address ? { billing_address: input.billing_address } : {}) },
        reason: input.reason,
        requestId,
      })
    }
    if (input.credit_limits && input.credit_limits.length > 0) {
      const limitsBefore = await repository.limitsOf(tx, [id])
      await repository.setCreditLimits(tx, id, input.credit_limits)
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'dealer.credit-limit-changed',
        subject: { type: 'organization', id },
        details: {
          before: Object.fromEntries(limitsBefore.map((l) => [l.currency, l.limit.toString()])),
          after: Object.fromEntries(input.credit_limits.map((l) => [l.currency, String(l.amount_minor)])),
        },
        reason: input.reason,
        requestId,
      })
    }
  })
  // The portal's door remembers a dealer's name and standing for a moment (decision 0108).
  forgetDealerRows(deps.db)
  return getDealer(deps, actor, id)
}

const sumsBy = (lines: readonly { currency: string; amount: bigint }[]): DealerAmount[] => {
  const sums = new Map<string, bigint>()
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0n) + line.amount)
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount_minor: Number(amount) }))
}

/** `/admin/dealer`: every dealer's money at a glance — what they owe, who is near or past the limit, who owes longest. */
export async function dashboard(deps: Deps, actor: Actor | null): Promise<AdminDealerDashboard> {
  permitAdmin(actor)
  const [balances, limits, since, counts, overdue] = await Promise.all([
    repository.balancesOf(deps.db, 'all'),
    repository.limitsOf(deps.db, 'all'),
    repository.owingSince(deps.db),
    repository.statusCounts(deps.db),
    repository.overdueStatements(deps.db, deps.clock().toISOString().slice(0, 10)),
  ])
  const positions = positionsBy(balances, limits)
  const names = new Map((await repository.dealerNames(deps.db, [...positions.keys()])).map((d) => [d.id, d]))
  const lines = [...positions].flatMap(([dealerId, list]) => {
    const dealer = names.get(dealerId)
    if (!dealer) return []
    return list.map((position) => ({
      ...position,
      id: dealer.id,
      name: dealer.name,
      slug: dealer.slug,
      owing_since:
        position.balance_minor < 0 ? iso(since.get(`${dealerId} ${position.currency}`) ?? new Date(0)) : null,
    }))
  })
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  const count = (status: DealerStatus) => counts.find((row) => row.status === status)?.total ?? 0
  return {
    dealers: { active: count('active'), suspended: count('suspended'), archived: count('archived') },
    owed: sumsBy(balances.filter((b) => b.balance < 0n).map((b) => ({ currency: b.currency, amount: -b.balance }))),
    prepaid: sumsBy(balances.filter((b) => b.balance > 0n).map((b) => ({ currency: b.currency, amount: b.balance }))),
    near_limit: lines.filter((line) => line.standing !== 'within').sort(byName),
    owing: lines
      .filter((line) => line.owing_since !== null)
      .sort((a, b) => a.owing_since!.localeCompare(b.owing_since!) || byName(a, b)),
    overdue: overdue.map((row) => ({
      id: row.dealerId,
      name: row.name,
      slug: row.slug,
      currency: row.currency,
      amount_minor: Number(row.amount),
      oldest_number: row.number,
      oldest_due_date: row.dueDate,
      days_overdue: row.daysOverdue,
      statements: row.statements,
    })),
  }
}

/**
 * Admin pays money out to a dealer (decision 0102): one `dealer-disbursement` transaction from the shop's
 * disbursements account to the dealer's balance, under its Idempotency-Key (a retry answers the first); audited.
 */
export async function disburse(
  deps: Deps,
  actor: Actor | null,
  id: string,
  input: AdminDealerDisbursement,
  idempotencyKey: string,
  requestId: string | null,
) {
  const admin = permitAdmin(actor)
  const row = await repository.findDealer(deps.db, id)
  if (!row) throw notFound('This dealer')
  const posted = await deps.db.transaction(async (tx: Db) => {
    const posted = await postDealerMovement(tx, {
      dealerId: id,
      kind: DEALER_POSTING_KINDS.disbursement,
      memo: `Disbursement to ${row.name}: ${input.reason}`,
      idempotencyKey: `dealer-disbursement:${id}:${idempotencyKey}`,
      createdByUserId: admin.id,
      reference: { reason: input.reason },
      at: deps.clock(),
      account: dealerBalanceAccount(id, input.currency),
      amount: BigInt(input.amount_minor),
      counterAccount: shopAccount(DEALER_DISBURSEMENTS_ACCOUNT, input.currency),
    })
    if (posted.created) {
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'ledger.disbursed',
        subject: { type: 'ledger-transaction', id: posted.transactionId },
        details: { dealer_id: id, currency: input.currency, amount_minor: input.amount_minor },
        reason: input.reason,
        requestId,
      })
    }
    return posted
  })
  const position = await moneyPosition(deps.db, id, input.currency)
  return {
    created: posted.created,
    body: {
      transaction_id: posted.transactionId,
      created: posted.created,
      position: positionOf(input.currency, position.balance, position.creditLimit),
    },
  }
}
