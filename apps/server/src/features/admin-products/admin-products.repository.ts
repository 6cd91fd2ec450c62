import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { AdminProductListQuery } from '@shop/domain/admin-products'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import {
  storeOptionSelection,
  storeOptionSelectionPrice,
  storeProduct,
  storeProductOption,
  storeProductPrice,
  type ProductImage,
} from '../../db/schema/store'

// The back office's queries on the store's product tables (decision 0093); the storefront's own are in
// features/store. Explicit columns; the service holds the rules and the transaction.

/** `%`, `_` and `\` typed in a search match themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function whereOf(query: AdminProductListQuery): SQL | undefined {
  return and(
    query.name
      ? or(ilike(storeProduct.name, likeText(query.name)), ilike(storeProduct.slug, likeText(query.name)))
      : undefined,
    query.category ? eq(storeProduct.category, query.category) : undefined,
    query.visibility ? eq(storeProduct.active, query.visibility === 'visible') : undefined,
  )
}

const ORDER: Record<AdminProductListQuery['sort'], SQL[]> = {
  position: [asc(storeProduct.position), asc(storeProduct.id)],
  name: [asc(sql`lower(${storeProduct.name})`), asc(storeProduct.id)],
  '-name': [desc(sql`lower(${storeProduct.name})`), desc(storeProduct.id)],
  updated_at: [asc(storeProduct.updatedAt), asc(storeProduct.id)],
  '-updated_at': [desc(storeProduct.updatedAt), desc(storeProduct.id)],
}

export async function countProducts(db: Db, query: AdminProductListQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(storeProduct).where(whereOf(query))
  return row?.total ?? 0
}

/** One page of products with their unit prices (`{ EUR: 12900 }`) and how many options each has. */
export function findProducts(db: Db, query: AdminProductListQuery, offset: number, limit: number) {
  return db
    .select({
      id: storeProduct.id,
      slug: storeProduct.slug,
      name: storeProduct.name,
      category: storeProduct.category,
      kind: storeProduct.kind,
      active: storeProduct.active,
      updatedAt: storeProduct.updatedAt,
      // Written against the table's own name: drizzle leaves a one-table select's columns unqualified.
      prices: sql<Record<string, number | string>>`coalesce((
        select json_object_agg(pp.currency, pp.amount_minor)
        from ${storeProductPrice} pp where pp.product_id = "store_product"."id"), '{}'::json)`,
      optionCount: sql<number>`(select count(*)::int from ${storeProductOption} o
        where o.product_id = "store_product"."id")`,
    })
    .from(storeProduct)
    .where(whereOf(query))
    .orderBy(...ORDER[query.sort])
    .offset(offset)
    .limit(limit)
}

export async function findProduct(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const select = db
    .select({
      id: storeProduct.id,
      slug: storeProduct.slug,
      name: storeProduct.name,
      subtext: storeProduct.subtext,
      description: storeProduct.description,
      category: storeProduct.category,
      kind: storeProduct.kind,
      compatType: storeProduct.compatType,
      images: storeProduct.images,
      weightGrams: storeProduct.weightGrams,
      active: storeProduct.active,
      createdAt: storeProduct.createdAt,
      updatedAt: storeProduct.updatedAt,
    })
    .from(storeProduct)
    .where(eq(storeProduct.id, id))
  const [row] = options.forUpdate ? await select.for('update') : await select
  return row ? { ...row, images: row.images as ProductImage[] } : undefined
}

export async function findProductIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: storeProduct.id }).from(storeProduct).where(eq(storeProduct.slug, slug))
  return row?.id
}

export function findPrices(db: Db, productId: number) {
  return db
    .select({ currency: storeProductPrice.currency, amountMinor: storeProductPrice.amountMinor })
    .from(storeProductPrice)
    .where(eq(storeProductPrice.productId, productId))
    .orderBy(asc(storeProductPrice.currency))
}

/** The product's options and selections in display order, each selection with its prices (null when it has none). */
export function findOptionRows(db: Db, productId: number) {
  return db
    .select({
      optionId: storeProductOption.id,
      optionName: storeProductOption.name,
      selectionId: storeOptionSelection.id,
      selectionName: storeOptionSelection.name,
      currency: storeOptionSelectionPrice.currency,
      amountMinor: storeOptionSelectionPrice.amountMinor,
    })
    .from(storeProductOption)
    .leftJoin(storeOptionSelection, eq(storeOptionSelection.optionId, storeProductOption.id))
    .leftJoin(storeOptionSelectionPrice, eq(storeOptionSelectionPrice.selectionId, storeOptionSelection.id))
    .where(eq(storeProductOption.productId, productId))
    .orderBy(
      asc(storeProductOption.position),
      asc(storeProductOption.id),
      asc(storeOptionSelection.position),
      asc(storeOptionSelection.id),
      asc(storeOptionSelectionPrice.currency),
    )
}

/** The store's products are listed by `position`: a new one goes last. */
export async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${storeProduct.position})` }).from(storeProduct)
  return (row?.last ?? -1) + 1
}

export async function insertProduct(db: Db, values: typeof storeProduct.$inferInsert): Promise<number> {
  const [row] = await db.insert(storeProduct).values(values).returning({ id: storeProduct.id })
  return row!.id
}

export async function updateProduct(db: Db, id: number, values: Partial<typeof storeProduct.$inferInsert>) {
  await db.update(storeProduct).set(values).where(eq(storeProduct.id, id))
}

/** Sets the product's prices to exactly `prices`: other currencies' rows go. */
export async function replacePrices(db: Db, productId: number, prices: Record<string, number>) {
  const currencies = Object.keys(prices)
  await db
    .delete(storeProductPrice)
    .where(
      and(
        eq(storeProductPrice.productId, productId),
        currencies.length ? notInArray(storeProductPrice.currency, currencies) : undefined,
      ),
    )
  for (const [currency, amountMinor] of Object.entries(prices)) {
    await db
      .insert(storeProductPrice)
      .values({ productId, currency, amountMinor })
      .onConflictDoUpdate({ target: [storeProductPrice.productId, storeProductPrice.currency], set: { amountMinor } })
  }
}

export async function optionIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: storeProductOption.id })
    .from(storeProductOption)
    .where(eq(storeProductOption.productId, productId))
  return rows.map((row) => row.id)
}

export async function deleteOptions(db: Db, optionIds: number[]) {
  if (optionIds.length) await db.delete(storeProductOption).where(inArray(storeProductOption.id, optionIds))
}

export async function insertOption(db: Db, productId: number, name: string, position: number): Promise<number> {
  const [row] = await db
    .insert(storeProductOption)
    .values({ productId, name, position })
    .returning({ id: storeProductOption.id })
  return row!.id
}

export async function updateOption(db: Db, optionId: number, name: string, position: number) {
  await db.update(storeProductOption).set({ name, position }).where(eq(storeProductOption.id, optionId))
}

/** An option's selections replaced by `selections` (their prices with them); carts name a selection by its name. */
export async function replaceSelections(
  db: Db,
  optionId: number,
  selections: { name: string; prices: Record<string, number> }[],
) {
  await db.delete(storeOptionSelection).where(eq(storeOptionSelection.optionId, optionId))
  for (const [position, selection] of selections.entries()) {
    const [row] = await db
      .insert(storeOptionSelection)
      .values({ optionId, name: selection.name, position })
      .returning({ id: storeOptionSelection.id })
    const prices = Object.entries(selection.prices).map(([currency, amountMinor]) => ({
      selectionId: row!.id,
      currency,
      amountMinor,
    }))
    if (prices.length) await db.insert(storeOptionSelectionPrice).values(prices)
  }
}

/** The e-mail addresses of these users (the audit trail's actors). */
export async function emailsOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, userIds))
  return new Map(rows.map((row) => [row.id, row.email]))
}
