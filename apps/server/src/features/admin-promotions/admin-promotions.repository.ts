import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { AdminDiscountCodeListQuery, AdminSaleListQuery } from '@shop/domain/admin-promotions'
import type { Db } from '../../db/client'
import { storeDiscountCode, storeDiscountCodeAmount, storeProduct, storeSale } from '../../db/schema/store'

// The back office's queries on the store's sale and discount-code tables (decision 0099); the storefront's own
// reads are in features/store. Explicit columns; the services hold the rules and the transactions.

/** `%`, `_` and `\` typed in a search match themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Sales

function saleWhere(query: AdminSaleListQuery, now: Date): SQL | undefined {
  const status = {
    scheduled: gt(storeSale.startsAt, now),
    running: and(lte(storeSale.startsAt, now), gt(storeSale.endsAt, now)),
    ended: lte(storeSale.endsAt, now),
  }
  return and(query.status ? status[query.status] : undefined, query.type ? eq(storeSale.type, query.type) : undefined)
}

const SALE_ORDER: Record<AdminSaleListQuery['sort'], SQL[]> = {
  '-starts_at': [desc(storeSale.startsAt), desc(storeSale.id)],
  starts_at: [asc(storeSale.startsAt), asc(storeSale.id)],
  '-ends_at': [desc(storeSale.endsAt), desc(storeSale.id)],
  ends_at: [asc(storeSale.endsAt), asc(storeSale.id)],
  name: [asc(sql`lower(${storeSale.name})`), asc(storeSale.id)],
  '-name': [desc(sql`lower(${storeSale.name})`), desc(storeSale.id)],
}

export async function countSales(db: Db, query: AdminSaleListQuery, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(storeSale).where(saleWhere(query, now))
  return row?.total ?? 0
}

const saleColumns = {
  id: storeSale.id,
  type: storeSale.type,
  amount: storeSale.amount,
  amountType: storeSale.amountType,
  name: storeSale.name,
  description: storeSale.description,
  code: storeSale.code,
  startsAt: storeSale.startsAt,
  endsAt: storeSale.endsAt,
  countdown: storeSale.countdown,
  createdAt: storeSale.createdAt,
  updatedAt: storeSale.updatedAt,
}
export type SaleRow = Awaited<ReturnType<typeof findSale>> & {}

export function findSales(db: Db, query: AdminSaleListQuery, now: Date, offset: number, limit: number) {
  return db
    .select(saleColumns)
    .from(storeSale)
    .where(saleWhere(query, now))
    .orderBy(...SALE_ORDER[query.sort])
    .offset(offset)
    .limit(limit)
}

export async function findSale(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const select = db.select(saleColumns).from(storeSale).where(eq(storeSale.id, id))
  const [row] = options.forUpdate ? await select.for('update') : await select
  return row
}

export async function insertSale(db: Db, values: typeof storeSale.$inferInsert): Promise<number> {
  const [row] = await db.insert(storeSale).values(values).returning({ id: storeSale.id })
  return row!.id
}

export async function updateSale(db: Db, id: number, values: Partial<typeof storeSale.$inferInsert>) {
  await db.update(storeSale).set(values).where(eq(storeSale.id, id))
}

export async function deleteSale(db: Db, id: number) {
  await db.delete(storeSale).where(eq(storeSale.id, id))
}

// Discount codes

function codeWhere(query: AdminDiscountCodeListQuery, now: Date): SQL | undefined {
  const started = or(isNull(storeDiscountCode.startsAt), lte(storeDiscountCode.startsAt, now))
  const notEnded = or(isNull(storeDiscountCode.endsAt), gt(storeDiscountCode.endsAt, now))
  const on = eq(storeDiscountCode.active, true)
  const status = {
    inactive: eq(storeDiscountCode.active, false),
    scheduled: and(on, isNotNull(storeDiscountCode.startsAt), gt(storeDiscountCode.startsAt, now)),
    active: and(on, started, notEnded),
    ended: and(on, started, isNotNull(storeDiscountCode.endsAt), lte(storeDiscountCode.endsAt, now)),
  }
  return and(
    query.code ? ilike(storeDiscountCode.code, likeText(query.code)) : undefined,
    query.status ? status[query.status] : undefined,
    query.automatic ? eq(storeDiscountCode.automatic, query.automatic === 'true') : undefined,
  )
}

const CODE_ORDER: Record<AdminDiscountCodeListQuery['sort'], SQL[]> = {
  code: [asc(storeDiscountCode.code)],
  '-code': [desc(storeDiscountCode.code)],
  updated_at: [asc(storeDiscountCode.updatedAt), asc(storeDiscountCode.id)],
  '-updated_at': [desc(storeDiscountCode.updatedAt), desc(storeDiscountCode.id)],
}

export async function countCodes(db: Db, query: AdminDiscountCodeListQuery, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(storeDiscountCode).where(codeWhere(query, now))
  return row?.total ?? 0
}

const codeColumns = {
  id: storeDiscountCode.id,
  code: storeDiscountCode.code,
  kind: storeDiscountCode.kind,
  percent: storeDiscountCode.percent,
  automatic: storeDiscountCode.automatic,
  hidden: storeDiscountCode.hidden,
  active: storeDiscountCode.active,
  startsAt: storeDiscountCode.startsAt,
  endsAt: storeDiscountCode.endsAt,
  productId: storeDiscountCode.productId,
  productName: storeProduct.name,
  category: storeDiscountCode.category,
  createdAt: storeDiscountCode.createdAt,
  updatedAt: storeDiscountCode.updatedAt,
  amounts: sql<Record<string, number | string>>`coalesce((
    select json_object_agg(a.currency, a.amount_minor order by a.currency)
    from ${storeDiscountCodeAmount} a where a.code_id = ${storeDiscountCode.id}), '{}'::json)`,
}
export type CodeRow = Awaited<ReturnType<typeof findCode>> & {}

export function findCodes(db: Db, query: AdminDiscountCodeListQuery, now: Date, offset: number, limit: number) {
  return db
    .select(codeColumns)
    .from(storeDiscountCode)
    .leftJoin(storeProduct, eq(storeProduct.id, storeDiscountCode.productId))
    .where(codeWhere(query, now))
    .orderBy(...CODE_ORDER[query.sort])
    .offset(offset)
    .limit(limit)
}

export async function findCode(
  db: Db,
  where: { id: number } | { code: string },
  options: { forUpdate?: boolean } = {},
) {
  const select = db
    .select(codeColumns)
    .from(storeDiscountCode)
    .leftJoin(storeProduct, eq(storeProduct.id, storeDiscountCode.productId))
    .where('id' in where ? eq(storeDiscountCode.id, where.id) : eq(storeDiscountCode.code, where.code))
  const [row] = options.forUpdate ? await select.for('update', { of: storeDiscountCode }) : await select
  return row
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: storeProduct.id }).from(storeProduct).where(eq(storeProduct.id, id))
  return row !== undefined
}

export async function insertCode(db: Db, values: typeof storeDiscountCode.$inferInsert): Promise<number> {
  const [row] = await db.insert(storeDiscountCode).values(values).returning({ id: storeDiscountCode.id })
  return row!.id
}

export async function updateCode(db: Db, id: number, values: Partial<typeof storeDiscountCode.$inferInsert>) {
  await db.update(storeDiscountCode).set(values).where(eq(storeDiscountCode.id, id))
}

/** Sets the code's amounts to exactly `amounts`: other currencies' rows go. */
export async function replaceAmounts(db: Db, codeId: number, amounts: Record<string, number>) {
  const currencies = Object.keys(amounts)
  await db
    .delete(storeDiscountCodeAmount)
    .where(
      and(
        eq(storeDiscountCodeAmount.codeId, codeId),
        currencies.length ? notInArray(storeDiscountCodeAmount.currency, currencies) : undefined,
      ),
    )
  for (const [currency, amountMinor] of Object.entries(amounts)) {
    await db
      .insert(storeDiscountCodeAmount)
      .values({ codeId, currency, amountMinor })
      .onConflictDoUpdate({
        target: [storeDiscountCodeAmount.codeId, storeDiscountCodeAmount.currency],
        set: { amountMinor },
      })
  }
}

/** The name of a sale not ended by `now` whose banner names `code`, if any (the one that ends last). */
export async function findSaleNamingCode(db: Db, code: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ name: storeSale.name })
    .from(storeSale)
    .where(and(eq(storeSale.code, code), gt(storeSale.endsAt, now)))
    .orderBy(desc(storeSale.endsAt))
    .limit(1)
  return row?.name
}
