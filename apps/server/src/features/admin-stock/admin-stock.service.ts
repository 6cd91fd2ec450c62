import type { Actor } from '@shop/domain/accounts'
import {
  adminStockStateOf,
  MAX_STOCK_QUANTITY,
  stockDeltaOf,
  type AdminStockLevel,
  type AdminStockListAnswer,
  type AdminStockListQuery,
  type AdminStockLocation,
  type AdminStockProduct,
  type StockAdjustment,
  type StockAdjustmentParsed,
  type StockMovement,
  type StockMovementReason,
  type StockMovementPage,
  type StockMovementsQuery,
  type StockThreshold,
} from '@shop/domain/admin-stock'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, preconditionFailed, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import { invalidateStore } from '../store'
import * as repository from './admin-stock.repository'

// Issue 24 item 4, decision 0094: stock levels by product and location, adjusted with a reason, each change a row
// of the movement history.

/** PERMISSIONS.md "/admin … stock": staff read stock, Admin everything; others 403 (401 logged out). */
const permitRead = (actor: Actor | null) => permit(actor, 'back-office:read', { part: 'stock' })
/** Adjusting stock and its threshold is a back-office write: Admin's alone. */
const permitWrite = <A extends Actor | null>(actor: A) => permit(actor, 'back-office:write') as NonNullable<A>

const iso = (at: Date | string) => new Date(at).toISOString()

function toLevel(row: repository.LevelRow): AdminStockLevel {
  return {
    product_slug: row.productSlug,
    product_name: row.productName,
    location_slug: row.locationSlug,
    location_name: row.locationName,
    quantity_on_hand: row.quantityOnHand,
    low_stock_threshold: row.lowStockThreshold,
    state: adminStockStateOf(row.quantityOnHand, row.lowStockThreshold),
    updated_at: row.updatedAt ? iso(row.updatedAt) : null,
  }
}

function toMovement(row: repository.MovementRow): StockMovement {
  return {
    id: Number(row.id),
    at: iso(row.at),
    product_slug: row.productSlug,
    product_name: row.productName,
    location_slug: row.locationSlug,
    location_name: row.locationName,
    delta: row.delta,
    quantity_after: row.quantityAfter,
    reason: row.reason,
    note: row.note,
    actor_email: row.actorEmail,
    order_id: row.orderId,
  }
}

/** One 1-based page of levels (product × location), filtered and sorted in the database. */
export async function listLevels(
  db: Db,
  actor: Actor | null,
  query: AdminStockListQuery,
): Promise<AdminStockListAnswer> {
  permitRead(actor)
  const [total, locations] = await Promise.all([repository.countLevels(db, query), repository.findLocations(db)])
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.findLevels(db, query, offset, limit)
  return { data: rows.map(toLevel), meta, locations: locations.map(({ slug, name }) => ({ slug, name })) }
}

async function movementPage(
  db: Db,
  scope: repository.MovementScope,
  query: StockMovementsQuery,
): Promise<StockMovementPage> {
  const total = await repository.countMovements(db, scope)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.findMovements(db, scope, offset, limit)
  return { data: rows.map(toMovement), meta }
}

const sumOnHand = (levels: readonly AdminStockLevel[]) => levels.reduce((sum, level) => sum + level.quantity_on_hand, 0)

/** A product's level at every location, its threshold and a page of its movements, newest first. */
export async function getProduct(
  db: Db,
  actor: Actor | null,
  slug: string,
  query: StockMovementsQuery,
): Promise<AdminStockProduct> {
  permitRead(actor)
  const product = await repository.findProductBySlug(db, slug)
  if (!product) throw notFound('This product')
  const [levels, movements] = await Promise.all([
    repository.findProductLevels(db, product.id),
    movementPage(db, { productId: product.id }, query),
  ])
  const views = levels.map(toLevel)
  return {
    slug: product.slug,
    name: product.name,
    active: product.active,
    low_stock_threshold: product.lowStockThreshold,
    total_on_hand: sumOnHand(views),
    updated_at: iso(product.updatedAt),
    levels: views,
    movements,
  }
}

/** A location's level of every product and a page of its movements, newest first. */
export async function getLocation(
  db: Db,
  actor: Actor | null,
  slug: string,
  query: StockMovementsQuery,
): Promise<AdminStockLocation> {
  permitRead(actor)
  const location = await repository.findLocationBySlug(db, slug)
  if (!location) throw notFound('This stock location')
  const [levels, movements] = await Promise.all([
    repository.findLocationLevels(db, location.id),
    movementPage(db, { locationId: location.id }, query),
  ])
  const views = levels.map(toLevel)
  return {
    slug: location.slug,
    name: location.name,
    country: location.country,
    total_on_hand: sumOnHand(views),
    levels: views,
    movements,
  }
}

const isSameAdjustment = (movement: StockMovement, input: StockAdjustmentParsed) =>
  movement.product_slug === input.product &&
  movement.location_slug === input.location &&
  movement.reason === input.reason &&
  movement.note === input.note &&
  (input.counted !== undefined ? movement.quantity_after === input.counted : movement.delta === input.delta)

type MovementWrite = {
  product: { id: number; slug: string }
  location: { id: number; slug: string }
  /** The level as it is under its row lock, and as it is to be. */
  onHand: number
  after: number
  reason: StockMovementReason
  note: string
  actorUserId: string
  idempotencyKey: string | null
  requestId: string | null
  now: Date
}

/**
 * Sets a locked level and writes its movement and its `stock.adjusted` audit row; the movement's id, or null when
 * its idempotency key was taken meanwhile (nothing is kept then: the caller undoes the transaction).
 */
async function writeMovement(tx: Db, write: MovementWrite): Promise<number | null> {
  const { product, location, onHand, after, now } = write
  await repository.setLevel(tx, product.id, location.id, after, now)
  const id = await repository.insertMovement(tx, {
    productId: product.id,
    locationId: location.id,
    delta: after - onHand,
    quantityAfter: after,
    reason: write.reason,
    note: write.note,
    actorUserId: write.actorUserId,
    idempotencyKey: write.idempotencyKey,
    at: now,
  })
  if (id === null) return null
  await recordAudit(tx, {
    actorUserId: write.actorUserId,
    action: 'stock.adjusted',
    subject: { type: 'product', id: String(product.id) },
    details: {
      movement_id: id,
      product: product.slug,
      location: location.slug,
      delta: after - onHand,
      quantity_before: onHand,
      quantity_after: after,
      note: write.note,
    },
    reason: write.reason,
    requestId: write.requestId,
  })
  return id
}

/**
 * Sets one level of a product to a count inside the caller's transaction (the older product API of decision 0093):
 * under the level's row lock, with its `counted` movement and audit row; nothing is written when it is unchanged.
 * 404 for an unknown location.
 */
export async function countLevel(
  tx: Db,
  at: { product: { id: number; slug: string }; actorUserId: string; requestId: string | null; now: Date },
  level: { location: string; quantity_on_hand: number },
  note: string,
): Promise<void> {
  const location = await repository.findLocationBySlug(tx, level.location)
  if (!location) throw notFound('This stock location')
  const onHand = await repository.lockLevel(tx, at.product.id, location.id)
  if (onHand === level.quantity_on_hand) return
  const { product, actorUserId, requestId, now } = at
  const write = { product, location, onHand, after: level.quantity_on_hand, reason: 'counted' as const, note }
  await writeMovement(tx, { ...write, actorUserId, idempotencyKey: null, requestId, now })
}

/**
 * Adjusts one level with a reason: the level and its movement are written in one transaction, under the level's
 * row lock, so two adjustments at once are both counted (the second reads what the first wrote). A level never goes
 * below zero (409 `stock_below_zero`, nothing written). A retry with the same Idempotency-Key answers the first
 * adjustment (`created: false`); the key sent with another adjustment is a 409. Audited as `stock.adjusted`.
 */
export async function adjustStock(
  deps: AppDeps,
  actor: Actor | null,
  input: StockAdjustmentParsed,
  key: string,
  requestId: string | null,
): Promise<{ adjustment: StockAdjustment; created: boolean }> {
  const admin = permitWrite(actor)
  const { db } = deps
  const [product, location] = await Promise.all([
    repository.findProductBySlug(db, input.product),
    repository.findLocationBySlug(db, input.location),
  ])
  if (!product || !location) {
    throw validationFailed({
      ...(product ? {} : { product: [ERROR_TEXTS.stockProductUnknown] }),
      ...(location ? {} : { location: [ERROR_TEXTS.stockLocationUnknown] }),
    })
  }
  const idempotencyKey = `stock-adjustment:${key}`
  const result = await db.transaction(async (tx) => {
    const onHand = await repository.lockLevel(tx, product.id, location.id)
    // Read after the lock: a retry of this key that just committed on this level is seen here.
    const existing = await repository.findMovementIdByKey(tx, idempotencyKey)
    if (existing !== undefined) return { id: existing, created: false }
    const delta = stockDeltaOf(onHand, input)
    const after = onHand + delta
    if (after < 0)
      throw new AppError(409, 'stock_below_zero', ERROR_TEXTS.stockBelowZero(onHand, product.name, location.name))
    if (after > MAX_STOCK_QUANTITY) throw validationFailed({ delta: [ERROR_TEXTS.stockTooHigh(MAX_STOCK_QUANTITY)] })
    const id = await writeMovement(tx, {
      product,
      location,
      onHand,
      after,
      reason: input.reason,
      note: input.note,
      actorUserId: admin.id,
      idempotencyKey,
      requestId,
      now: deps.clock(),
    })
    // The key was taken by an adjustment of another level committed meanwhile: this one is undone.
    if (id === null) throw new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.stockAdjustmentKeyReused)
    return { id, created: true }
  })
  // Product pages show a stock state: the store's cached answers go (in every process).
  if (result.created) await invalidateStore(deps)
  const movement = toMovement((await repository.findMovement(db, result.id))!)
  if (!result.created && !isSameAdjustment(movement, input))
    throw new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.stockAdjustmentKeyReused)
  const level = await repository.findLevel(db, product.id, location.id)
  return { adjustment: { movement, level: toLevel(level!) }, created: result.created }
}

/**
 * Sets a product's low-stock threshold. With If-Unmodified-Since (`unmodifiedSince`), a product changed after it is
 * a 412 and nothing changes. Audited as `stock.threshold-changed`.
 */
export async function setThreshold(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  threshold: number,
  unmodifiedSince: number | null,
  requestId: string | null,
): Promise<StockThreshold> {
  const admin = permitWrite(actor)
  const { db } = deps
  const product = await repository.findProductBySlug(db, slug)
  if (!product) throw notFound('This product')
  const updatedAt = await db.transaction(async (tx) => {
    const current = await repository.lockProduct(tx, product.id)
    // HTTP dates have whole seconds: the stored time is compared likewise.
    if (unmodifiedSince !== null && Math.floor(current.updatedAt.getTime() / 1000) * 1000 > unmodifiedSince)
      throw preconditionFailed()
    const at = await repository.setThreshold(tx, product.id, threshold, deps.clock())
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'stock.threshold-changed',
      subject: { type: 'product', id: String(product.id) },
      details: { product: product.slug, from: current.lowStockThreshold, to: threshold },
      requestId,
    })
    return at
  })
  return { slug: product.slug, name: product.name, low_stock_threshold: threshold, updated_at: iso(updatedAt) }
}
