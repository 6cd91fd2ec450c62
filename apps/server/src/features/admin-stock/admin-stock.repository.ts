import type { AdminStockListQuery, AdminStockSort, StockMovementReason } from '@shop/domain/admin-stock'
import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { storeStockMovement } from '../../db/schema/stock'
import { storeProduct, storeStockLevel, storeStockLocation } from '../../db/schema/store'

// Queries of the back office's stock (decision 0094): levels joined to their product and location, the movement
// history, and the locked read-and-write of one level.

const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const levelColumns = {
  productSlug: storeProduct.slug,
  productName: storeProduct.name,
  locationSlug: storeStockLocation.slug,
  locationName: storeStockLocation.name,
  quantityOnHand: storeStockLevel.quantityOnHand,
  lowStockThreshold: storeProduct.lowStockThreshold,
  updatedAt: storeStockLevel.updatedAt,
}
export type LevelRow = {
  productSlug: string
  productName: string
  locationSlug: string
  locationName: string
  quantityOnHand: number
  lowStockThreshold: number
  updatedAt: Date | null
}

function levelsWhere(query: AdminStockListQuery): SQL | undefined {
  return and(
    query.low === 'true' ? lte(storeStockLevel.quantityOnHand, storeProduct.lowStockThreshold) : undefined,
    query.location ? eq(storeStockLocation.slug, query.location) : undefined,
    query.search
      ? or(ilike(storeProduct.name, likeText(query.search)), ilike(storeProduct.slug, likeText(query.search)))
      : undefined,
  )
}

const ORDER: Record<AdminStockSort, SQL[]> = {
  product: [asc(storeProduct.name), asc(storeStockLocation.position)],
  '-product': [desc(storeProduct.name), asc(storeStockLocation.position)],
  location: [asc(storeStockLocation.name), asc(storeProduct.name)],
  '-location': [desc(storeStockLocation.name), asc(storeProduct.name)],
  on_hand: [asc(storeStockLevel.quantityOnHand), asc(storeProduct.name), asc(storeStockLocation.position)],
  '-on_hand': [desc(storeStockLevel.quantityOnHand), asc(storeProduct.name), asc(storeStockLocation.position)],
}

export async function countLevels(db: Db, query: AdminStockListQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(storeStockLevel)
    .innerJoin(storeProduct, eq(storeProduct.id, storeStockLevel.productId))
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, storeStockLevel.locationId))
    .where(levelsWhere(query))
  return row?.total ?? 0
}

export async function findLevels(db: Db, query: AdminStockListQuery, offset: number, limit: number) {
  return db
    .select(levelColumns)
    .from(storeStockLevel)
    .innerJoin(storeProduct, eq(storeProduct.id, storeStockLevel.productId))
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, storeStockLevel.locationId))
    .where(levelsWhere(query))
    .orderBy(...ORDER[query.sort])
    .offset(offset)
    .limit(limit)
}

export async function findLocations(db: Db) {
  return db
    .select({
      id: storeStockLocation.id,
      slug: storeStockLocation.slug,
      name: storeStockLocation.name,
      country: storeStockLocation.country,
    })
    .from(storeStockLocation)
    .orderBy(asc(storeStockLocation.position), asc(storeStockLocation.id))
}

export async function findProductBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: storeProduct.id,
      slug: storeProduct.slug,
      name: storeProduct.name,
      active: storeProduct.active,
      lowStockThreshold: storeProduct.lowStockThreshold,
      updatedAt: storeProduct.updatedAt,
    })
    .from(storeProduct)
    .where(eq(storeProduct.slug, slug))
  return row
}

export async function findLocationBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: storeStockLocation.id,
      slug: storeStockLocation.slug,
      name: storeStockLocation.name,
      country: storeStockLocation.country,
    })
    .from(storeStockLocation)
    .where(eq(storeStockLocation.slug, slug))
  return row
}

/** Every location with the product's level there (none: 0, never updated). */
export async function findProductLevels(db: Db, productId: number): Promise<LevelRow[]> {
  return db
    .select({
      productSlug: storeProduct.slug,
      productName: storeProduct.name,
      locationSlug: storeStockLocation.slug,
      locationName: storeStockLocation.name,
      quantityOnHand: sql<number>`coalesce(${storeStockLevel.quantityOnHand}, 0)`.mapWith(Number),
      lowStockThreshold: storeProduct.lowStockThreshold,
      updatedAt: storeStockLevel.updatedAt,
    })
    .from(storeStockLocation)
    .innerJoin(storeProduct, eq(storeProduct.id, productId))
    .leftJoin(
      storeStockLevel,
      and(eq(storeStockLevel.locationId, storeStockLocation.id), eq(storeStockLevel.productId, productId)),
    )
    .orderBy(asc(storeStockLocation.position), asc(storeStockLocation.id))
}

/** Every product with its level at the location (none: 0, never updated), by name. */
export async function findLocationLevels(db: Db, locationId: number): Promise<LevelRow[]> {
  return db
    .select({
      productSlug: storeProduct.slug,
      productName: storeProduct.name,
      locationSlug: storeStockLocation.slug,
      locationName: storeStockLocation.name,
      quantityOnHand: sql<number>`coalesce(${storeStockLevel.quantityOnHand}, 0)`.mapWith(Number),
      lowStockThreshold: storeProduct.lowStockThreshold,
      updatedAt: storeStockLevel.updatedAt,
    })
    .from(storeProduct)
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, locationId))
    .leftJoin(
      storeStockLevel,
      and(eq(storeStockLevel.productId, storeProduct.id), eq(storeStockLevel.locationId, locationId)),
    )
    .orderBy(asc(storeProduct.name), asc(storeProduct.id))
}

export async function findLevel(db: Db, productId: number, locationId: number): Promise<LevelRow | undefined> {
  const [row] = await db
    .select(levelColumns)
    .from(storeStockLevel)
    .innerJoin(storeProduct, eq(storeProduct.id, storeStockLevel.productId))
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, storeStockLevel.locationId))
    .where(and(eq(storeStockLevel.productId, productId), eq(storeStockLevel.locationId, locationId)))
  return row
}

/**
 * The units on hand of one level, its row locked (`select … for update`) until the transaction ends; a level the
 * product never had at the location is made first, at 0, so that there is a row to lock.
 */
export async function lockLevel(tx: Db, productId: number, locationId: number): Promise<number> {
  await tx.insert(storeStockLevel).values({ productId, locationId, quantityOnHand: 0 }).onConflictDoNothing()
  const [row] = await tx
    .select({ quantity: storeStockLevel.quantityOnHand })
    .from(storeStockLevel)
    .where(and(eq(storeStockLevel.productId, productId), eq(storeStockLevel.locationId, locationId)))
    .for('update')
  return row!.quantity
}

export async function setLevel(tx: Db, productId: number, locationId: number, quantity: number, now: Date) {
  await tx
    .update(storeStockLevel)
    .set({ quantityOnHand: quantity, updatedAt: now })
    .where(and(eq(storeStockLevel.productId, productId), eq(storeStockLevel.locationId, locationId)))
}

export type NewMovement = {
  productId: number
  locationId: number
  delta: number
  quantityAfter: number
  reason: StockMovementReason
  note: string
  actorUserId: string | null
  idempotencyKey: string | null
  at: Date
}

/** The movement's id, or null when its idempotency key was taken meanwhile (a concurrent duplicate). */
export async function insertMovement(tx: Db, movement: NewMovement): Promise<number | null> {
  const [row] = await tx
    .insert(storeStockMovement)
    .values(movement)
    .onConflictDoNothing({ target: storeStockMovement.idempotencyKey })
    .returning({ id: storeStockMovement.id })
  return row?.id ?? null
}

export async function findMovementIdByKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: storeStockMovement.id })
    .from(storeStockMovement)
    .where(eq(storeStockMovement.idempotencyKey, key))
  return row?.id
}

const movementColumns = {
  id: storeStockMovement.id,
  at: storeStockMovement.at,
  productId: storeStockMovement.productId,
  locationId: storeStockMovement.locationId,
  productSlug: storeProduct.slug,
  productName: storeProduct.name,
  locationSlug: storeStockLocation.slug,
  locationName: storeStockLocation.name,
  delta: storeStockMovement.delta,
  quantityAfter: storeStockMovement.quantityAfter,
  reason: storeStockMovement.reason,
  note: storeStockMovement.note,
  actorEmail: user.email,
  orderId: storeStockMovement.orderId,
}
export type MovementRow = {
  id: number
  at: Date
  productId: number
  locationId: number
  productSlug: string
  productName: string
  locationSlug: string
  locationName: string
  delta: number
  quantityAfter: number
  reason: StockMovementReason
  note: string
  actorEmail: string | null
  orderId: number | null
}

const movementsOf = (db: Db) =>
  db
    .select(movementColumns)
    .from(storeStockMovement)
    .innerJoin(storeProduct, eq(storeProduct.id, storeStockMovement.productId))
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, storeStockMovement.locationId))
    .leftJoin(user, eq(user.id, storeStockMovement.actorUserId))

export async function findMovement(db: Db, id: number): Promise<MovementRow | undefined> {
  const [row] = await movementsOf(db).where(eq(storeStockMovement.id, id))
  return row
}

export type MovementScope = { productId: number } | { locationId: number }

const scopeWhere = (scope: MovementScope) =>
  'productId' in scope
    ? eq(storeStockMovement.productId, scope.productId)
    : eq(storeStockMovement.locationId, scope.locationId)

export async function countMovements(db: Db, scope: MovementScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(storeStockMovement).where(scopeWhere(scope))
  return row?.total ?? 0
}

/** A page of movements, newest first. */
export async function findMovements(
  db: Db,
  scope: MovementScope,
  offset: number,
  limit: number,
): Promise<MovementRow[]> {
  return movementsOf(db)
    .where(scopeWhere(scope))
    .orderBy(desc(storeStockMovement.at), desc(storeStockMovement.id))
    .offset(offset)
    .limit(limit)
}

/** Sets a product's threshold; its `updated_at` moves (If-Unmodified-Since). */
export async function setThreshold(db: Db, productId: number, threshold: number, now: Date) {
  const [row] = await db
    .update(storeProduct)
    .set({ lowStockThreshold: threshold, updatedAt: now })
    .where(eq(storeProduct.id, productId))
    .returning({ updatedAt: storeProduct.updatedAt })
  return row!.updatedAt
}

/** A product's threshold and `updated_at`, its row locked until the transaction ends. */
export async function lockProduct(tx: Db, productId: number) {
  const [row] = await tx
    .select({ updatedAt: storeProduct.updatedAt, lowStockThreshold: storeProduct.lowStockThreshold })
    .from(storeProduct)
    .where(eq(storeProduct.id, productId))
    .for('update')
  return row!
}
