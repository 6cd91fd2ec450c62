import type { Actor } from '@shop/domain/accounts'
import {
  discountCodeProblems,
  discountCodeStatusAt,
  type AdminDiscountCode,
  type AdminDiscountCodeAnswer,
  type AdminDiscountCodeCreate,
  type AdminDiscountCodeListAnswer,
  type AdminDiscountCodeListQuery,
  type AdminDiscountCodeUpdate,
  type DiscountCodeSnapshot,
  type PromotionAuditAction,
} from '@shop/domain/admin-promotions'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { invalidateStore } from '../store'
import * as repository from './admin-promotions.repository'
import { permitRead, permitWrite } from './admin-sales.service'

// Issue 24 item 3, decision 0099: Admin keeps the store's discount codes. Codes are switched off, never deleted
// (orders and sales name them), and their text never changes. Every write is audited and empties the store's
// caches in every process, so the global state's `codes`/`hcodes` change at once.

type Deps = Pick<AppDeps, 'db' | 'catalogCache' | 'clock' | 'siteConfig'>

const iso = (at: Date | null) => (at === null ? null : at.toISOString())

function snapshotOf(row: repository.CodeRow): DiscountCodeSnapshot {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amounts: Object.fromEntries(Object.entries(row.amounts).map(([currency, minor]) => [currency, Number(minor)])),
    product_id: row.productId,
    category: row.category,
    automatic: row.automatic,
    hidden: row.hidden,
    active: row.active,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
  }
}

function codeOf(row: repository.CodeRow, now: Date): AdminDiscountCode {
  const snapshot = snapshotOf(row)
  return {
    id: row.id,
    ...snapshot,
    product_name: row.productName,
    status: discountCodeStatusAt(snapshot, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function listCodes(
  deps: Pick<Deps, 'db' | 'clock' | 'siteConfig'>,
  actor: Actor | null,
  query: AdminDiscountCodeListQuery,
): Promise<AdminDiscountCodeListAnswer> {
  permitRead(actor)
  const now = deps.clock()
  const total = await repository.countCodes(deps.db, query, now)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = offset < total ? await repository.findCodes(deps.db, query, now, offset, limit) : []
  return { data: rows.map((row) => codeOf(row, now)), meta, currencies: [...deps.siteConfig.currencies] }
}

export async function getCode(
  deps: Pick<Deps, 'db' | 'clock' | 'siteConfig'>,
  actor: Actor | null,
  id: number,
): Promise<{ updatedAt: Date; body: AdminDiscountCodeAnswer }> {
  permitRead(actor)
  const row = await repository.findCode(deps.db, { id })
  if (!row) throw notFound('This discount code')
  return {
    updatedAt: row.updatedAt,
    body: { ...codeOf(row, deps.clock()), currencies: [...deps.siteConfig.currencies] },
  }
}

const codeTaken = () =>
  new AppError(409, 'code_taken', ERROR_TEXTS.discountCodeTaken, { code: [ERROR_TEXTS.discountCodeTaken] })

/** PostgreSQL's unique violation (23505), as the driver or drizzle's wrapper carries it. */
function isUniqueViolation(error: unknown): boolean {
  for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** The checks zod cannot make: amounts in store currencies only, and a product that exists. */
async function checkAgainstStore(db: Db, currencies: readonly string[], code: DiscountCodeSnapshot) {
  const errors: Record<string, string[]> = {}
  for (const [field, message] of Object.entries(discountCodeProblems(code))) errors[field] = [message]
  for (const currency of Object.keys(code.amounts)) {
    if (!currencies.includes(currency)) errors[`amounts.${currency}`] = [ERROR_TEXTS.notAStoreCurrency(currency)]
  }
  if (code.product_id !== null && !(await repository.productExists(db, code.product_id))) {
    errors.product_id = [ERROR_TEXTS.discountCodeProductUnknown]
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
}

/**
 * A sale's banner says its code is "automatically applied at checkout" (decision 0099): while a sale that has not
 * ended names the code, the code stays active and automatic. 422 on the field that would break the banner's word.
 */
async function checkSalesStillApply(db: Db, before: DiscountCodeSnapshot, after: DiscountCodeSnapshot, now: Date) {
  const breaks = (before.active && !after.active) || (before.automatic && !after.automatic)
  if (!breaks) return
  const sale = await repository.findSaleNamingCode(db, before.code, now)
  if (sale === undefined) return
  const field = before.active && !after.active ? 'active' : 'automatic'
  throw validationFailed({ [field]: [ERROR_TEXTS.codeNamedBySale(sale)] })
}

/** A percent code keeps no amounts and an amount code no percent: what the kind does not use is dropped. */
const normalized = (code: DiscountCodeSnapshot): DiscountCodeSnapshot =>
  code.kind === 'percent' ? { ...code, amounts: {} } : { ...code, percent: null }

async function audited(
  deps: Deps,
  actor: Actor,
  requestId: string | null,
  write: (tx: Db) => Promise<{ id: number; before: DiscountCodeSnapshot | null; action: PromotionAuditAction }>,
): Promise<number> {
  const id = await deps.db
    .transaction(async (tx) => {
      const { id, before, action } = await write(tx)
      const row = (await repository.findCode(tx, { id }))!
      await recordAudit(tx, {
        actorUserId: actor.id,
        action,
        subject: { type: 'discount-code', id: String(id) },
        details: { before, after: snapshotOf(row) },
        requestId,
      })
      return id
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error
    })
  // After the commit: every process's caches (NOTIFY), so `codes`/`hcodes` change at once.
  await invalidateStore(deps)
  return id
}

export async function createCode(
  deps: Deps,
  actor: Actor | null,
  input: AdminDiscountCodeCreate,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminDiscountCodeAnswer }> {
  const admin = permitWrite(actor)
  const code = normalized(input)
  const id = await audited(deps, admin, requestId, async (tx) => {
    await checkAgainstStore(tx, deps.siteConfig.currencies, code)
    if (await repository.findCode(tx, { code: code.code })) throw codeTaken()
    const now = deps.clock()
    const id = await repository.insertCode(tx, {
      code: code.code,
      kind: code.kind,
      percent: code.percent,
      automatic: code.automatic,
      hidden: code.hidden,
      active: code.active,
      startsAt: code.starts_at === null ? null : new Date(code.starts_at),
      endsAt: code.ends_at === null ? null : new Date(code.ends_at),
      productId: code.product_id,
      category: code.category,
      createdAt: now,
      updatedAt: now,
    })
    await repository.replaceAmounts(tx, id, code.amounts)
    return { id, before: null, action: 'discount-code.created' }
  })
  return getCode(deps, actor, id)
}

/** Admin changes a code: the fields sent, checked with the stored ones; `active: false` switches it off. */
export async function updateCode(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminDiscountCodeUpdate,
  checkUnmodified: (updatedAt: Date) => void,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminDiscountCodeAnswer }> {
  const admin = permitWrite(actor)
  await audited(deps, admin, requestId, async (tx) => {
    const row = await repository.findCode(tx, { id }, { forUpdate: true })
    if (!row) throw notFound('This discount code')
    checkUnmodified(row.updatedAt)
    const before = snapshotOf(row)
    const after = normalized({ ...before, ...input })
    await checkAgainstStore(tx, deps.siteConfig.currencies, after)
    await checkSalesStillApply(tx, before, after, deps.clock())
    await repository.updateCode(tx, id, {
      kind: after.kind,
      percent: after.percent,
      automatic: after.automatic,
      hidden: after.hidden,
      active: after.active,
      startsAt: after.starts_at === null ? null : new Date(after.starts_at),
      endsAt: after.ends_at === null ? null : new Date(after.ends_at),
      productId: after.product_id,
      category: after.category,
      updatedAt: deps.clock(),
    })
    await repository.replaceAmounts(tx, id, after.amounts)
    return { id, before, action: 'discount-code.updated' }
  })
  return getCode(deps, actor, id)
}
