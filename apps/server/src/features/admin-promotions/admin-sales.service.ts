import type { Actor } from '@shop/domain/accounts'
import {
  saleProblems,
  saleRemovalAt,
  saleStatusAt,
  type AdminSale,
  type AdminSaleCreate,
  type AdminSaleListAnswer,
  type AdminSaleListQuery,
  type AdminSaleRemoval,
  type AdminSaleUpdate,
  type PromotionAuditAction,
  type SaleSnapshot,
} from '@shop/domain/admin-promotions'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import { invalidateStore } from '../store'
import * as repository from './admin-promotions.repository'

// Issue 24 item 3, decision 0099: Admin schedules the store's sales. Every write is one database transaction with
// its audit record (before and after), then empties the store's caches here and, through NOTIFY, in every process
// (the global state's sale and the anonymous page cache with it), so the banner changes at once.

type Deps = Pick<AppDeps, 'db' | 'catalogCache' | 'clock'>

/** PERMISSIONS.md "/admin … products": sales and codes are part of the products area, Admin's alone. */
export const permitRead = (actor: Actor | null) => permit(actor, 'back-office:read', { part: 'products' })
export const permitWrite = <A extends Actor | null>(actor: A) => permit(actor, 'back-office:write') as NonNullable<A>

const iso = (at: Date) => at.toISOString()

function snapshotOf(row: repository.SaleRow): SaleSnapshot {
  return {
    type: row.type,
    amount: row.amount,
    amount_type: row.amountType,
    name: row.name,
    description: row.description,
    code: row.code,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    countdown: row.countdown,
  }
}

/** The checks across a sale's fields, each problem a 422 on its field. */
function checkSale(sale: SaleSnapshot) {
  const problems = saleProblems(sale)
  if (Object.keys(problems).length > 0) {
    throw validationFailed(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])))
  }
}

function saleOf(row: repository.SaleRow, now: Date): AdminSale {
  const snapshot = snapshotOf(row)
  return {
    id: row.id,
    ...snapshot,
    status: saleStatusAt(snapshot, now),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

/** One 1-based page of sales, filtered (status at this moment, type) and sorted in the database. */
export async function listSales(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor | null,
  query: AdminSaleListQuery,
): Promise<AdminSaleListAnswer> {
  permitRead(actor)
  const now = deps.clock()
  const total = await repository.countSales(deps.db, query, now)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = offset < total ? await repository.findSales(deps.db, query, now, offset, limit) : []
  return { data: rows.map((row) => saleOf(row, now)), meta }
}

export async function getSale(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor | null,
  id: number,
): Promise<{ updatedAt: Date; body: AdminSale }> {
  permitRead(actor)
  const row = await repository.findSale(deps.db, id)
  if (!row) throw notFound('This sale')
  return { updatedAt: row.updatedAt, body: saleOf(row, deps.clock()) }
}

/**
 * The banner says the sale's code is "automatically applied at checkout": it must name an existing automatic
 * discount code (a 422 on `code` otherwise).
 */
async function checkCode(db: Db, code: string | null) {
  if (code === null) return
  const found = await repository.findCode(db, { code })
  if (!found) throw validationFailed({ code: [ERROR_TEXTS.saleCodeUnknown(code)] })
  if (!found.automatic) throw validationFailed({ code: [ERROR_TEXTS.saleCodeNotAutomatic(code)] })
}

async function audited(
  deps: Deps,
  actor: Actor,
  requestId: string | null,
  write: (tx: Db) => Promise<{ id: number; before: SaleSnapshot | null; action: PromotionAuditAction }>,
): Promise<number> {
  const id = await deps.db.transaction(async (tx) => {
    const { id, before, action } = await write(tx)
    const row = action === 'sale.deleted' ? undefined : await repository.findSale(tx, id)
    await recordAudit(tx, {
      actorUserId: actor.id,
      action,
      subject: { type: 'sale', id: String(id) },
      details: { before, after: row ? snapshotOf(row) : null },
      requestId,
    })
    return id
  })
  // After the commit: every process's caches (NOTIFY), so the storefront's banner changes at once.
  await invalidateStore(deps)
  return id
}

export async function createSale(
  deps: Deps,
  actor: Actor | null,
  input: AdminSaleCreate,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminSale }> {
  const admin = permitWrite(actor)
  checkSale(input)
  const id = await audited(deps, admin, requestId, async (tx) => {
    await checkCode(tx, input.code)
    const now = deps.clock()
    const id = await repository.insertSale(tx, {
      type: input.type,
      amount: input.amount,
      amountType: input.amount_type,
      name: input.name,
      description: input.description,
      code: input.code,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      countdown: input.countdown,
      createdAt: now,
      updatedAt: now,
    })
    return { id, before: null, action: 'sale.created' }
  })
  return getSale(deps, actor, id)
}

/** Admin changes a sale: the fields sent, checked with the stored ones (the end after the start…). */
export async function updateSale(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminSaleUpdate,
  checkUnmodified: (updatedAt: Date) => void,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminSale }> {
  const admin = permitWrite(actor)
  await audited(deps, admin, requestId, async (tx) => {
    const row = await repository.findSale(tx, id, { forUpdate: true })
    if (!row) throw notFound('This sale')
    checkUnmodified(row.updatedAt)
    const before = snapshotOf(row)
    checkSale({ ...before, ...input })
    if (input.code !== undefined && input.code !== row.code) await checkCode(tx, input.code)
    await repository.updateSale(tx, id, {
      type: input.type,
      amount: input.amount,
      amountType: input.amount_type,
      name: input.name,
      description: input.description,
      code: input.code,
      startsAt: input.starts_at === undefined ? undefined : new Date(input.starts_at),
      endsAt: input.ends_at === undefined ? undefined : new Date(input.ends_at),
      countdown: input.countdown,
      updatedAt: deps.clock(),
    })
    return { id, before, action: 'sale.updated' }
  })
  return getSale(deps, actor, id)
}

/**
 * DELETE (decision 0099): a sale not yet started is deleted; a running one ends now (kept as a record); an ended
 * one is a 409, left as it is.
 */
export async function removeSale(
  deps: Deps,
  actor: Actor | null,
  id: number,
  requestId: string | null,
): Promise<AdminSaleRemoval> {
  const admin = permitWrite(actor)
  // What the transaction found: the sale as it was when it is deleted.
  const done: { deleted?: AdminSale } = {}
  await audited(deps, admin, requestId, async (tx) => {
    const row = await repository.findSale(tx, id, { forUpdate: true })
    if (!row) throw notFound('This sale')
    const now = deps.clock()
    const before = snapshotOf(row)
    const removal = saleRemovalAt(before, now)
    if (removal === 'none') throw new AppError(409, 'sale_ended', ERROR_TEXTS.saleAlreadyEnded)
    if (removal === 'delete') {
      done.deleted = saleOf(row, now)
      await repository.deleteSale(tx, id)
      return { id, before, action: 'sale.deleted' }
    }
    // The table wants the end after the start: a sale started this very millisecond ends one later.
    const endsAt = new Date(Math.max(now.getTime(), row.startsAt.getTime() + 1))
    await repository.updateSale(tx, id, { endsAt, updatedAt: now })
    return { id, before, action: 'sale.ended' }
  })
  if (done.deleted) return { outcome: 'deleted', sale: done.deleted }
  return { outcome: 'ended', sale: (await getSale(deps, actor, id)).body }
}
