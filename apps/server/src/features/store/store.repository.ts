import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CartEntry } from '@shop/domain/cart'
import type { Db } from '../../db/client'
import { prepared } from '../../db/prepared'
import {
  storeCart,
  storeConversionRate,
  storeDiscountCode,
  storeDiscountCodeAmount,
  storeOptionSelection,
  storeOptionSelectionPrice,
  storeOrganizationPreference,
  storeProduct,
  storeProductOption,
  storeProductPrice,
  storeSale,
  storeStockLevel,
  storeStockLocation,
} from '../../db/schema/store'

export type ProductFilter = { category?: string; kind?: string; compatType?: string }

/** The filters present, as placeholders (values passed at execution), and the variant's name suffix. */
function productWhere(filter: ProductFilter) {
  const where = and(
    eq(storeProduct.active, true),
    filter.category ? eq(storeProduct.category, sql.placeholder('category')) : undefined,
    filter.kind ? eq(storeProduct.kind, sql.placeholder('kind')) : undefined,
    filter.compatType ? eq(storeProduct.compatType, sql.placeholder('compatType')) : undefined,
  )
  const variant = `${filter.category ? 'c' : ''}${filter.kind ? 'k' : ''}${filter.compatType ? 't' : ''}`
  return { where, variant }
}

function filterValues(filter: ProductFilter) {
  return { category: filter.category, kind: filter.kind, compatType: filter.compatType }
}

/** Active products per category, under the kind and compatibility filters (not the category one). */
export function countProductsByCategory(db: Db, filter: ProductFilter) {
  const { where, variant } = productWhere({ ...filter, category: undefined })
  const name = `store_product_counts_${variant}`
  return prepared(db, name, () =>
    db
      .select({ category: storeProduct.category, count: count() })
      .from(storeProduct)
      .where(where)
      .groupBy(storeProduct.category)
      .prepare(name),
  ).execute(filterValues(filter))
}

/** One page of active products in position order, each with its price in `currency` and its units on hand. */
export function findProductPage(db: Db, filter: ProductFilter, currency: string, offset: number, limit: number) {
  const { where, variant } = productWhere(filter)
  const name = `store_product_page_${variant}`
  const statement = prepared(db, name, () => {
    const onHand = db
      .select({
        productId: storeStockLevel.productId,
        units: sql<number>`cast(sum(${storeStockLevel.quantityOnHand}) as integer)`.as('units'),
      })
      .from(storeStockLevel)
      .groupBy(storeStockLevel.productId)
      .as('on_hand')
    const optionCount = db
      .select({ productId: storeProductOption.productId, options: count().as('options') })
      .from(storeProductOption)
      .groupBy(storeProductOption.productId)
      .as('option_count')
    return db
      .select({
        id: storeProduct.id,
        slug: storeProduct.slug,
        name: storeProduct.name,
        subtext: storeProduct.subtext,
        category: storeProduct.category,
        kind: storeProduct.kind,
        compatType: storeProduct.compatType,
        images: storeProduct.images,
        amountMinor: storeProductPrice.amountMinor,
        units: onHand.units,
        options: optionCount.options,
      })
      .from(storeProduct)
      .leftJoin(
        storeProductPrice,
        and(
          eq(storeProductPrice.productId, storeProduct.id),
          eq(storeProductPrice.currency, sql.placeholder('currency')),
        ),
      )
      .leftJoin(onHand, eq(onHand.productId, storeProduct.id))
      .leftJoin(optionCount, eq(optionCount.productId, storeProduct.id))
      .where(where)
      .orderBy(asc(storeProduct.position), asc(storeProduct.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(name)
  })
  return statement.execute({ ...filterValues(filter), currency, offset, limit })
}

type PriceRow = { currency: string; amountMinor: number }
type OptionRow = {
  optionId: number
  optionName: string
  selectionId: number
  selectionName: string
  currency: string | null
  amountMinor: number | null
}
type StockRow = { slug: string; name: string; country: string; quantity: number }

/**
 * An active product by slug with its prices, its options (each selection with every price, in display order) and
 * its units on hand at every location (0 where it has no stock row, in location order): one round trip, since an
 * uncached product page is read far more often than written (the bench's target: ≥ 1,000 uncached reads a second).
 */
const outerProduct = alias(storeProduct, 'outer_product')

export async function findActiveProductDetail(db: Db, slug: string) {
  const [row] = await prepared(db, 'store_product_detail', () =>
    db
      .select({
        product: outerProduct,
        prices: sql<PriceRow[]>`coalesce((
          select json_agg(json_build_object('currency', pp.currency, 'amountMinor', pp.amount_minor))
          from ${storeProductPrice} pp where pp.product_id = outer_product.id), '[]'::json)`,
        options: sql<OptionRow[]>`coalesce((
          select json_agg(json_build_object(
            'optionId', o.id, 'optionName', o.name, 'selectionId', s.id, 'selectionName', s.name,
            'currency', sp.currency, 'amountMinor', sp.amount_minor) order by o.position, o.id, s.position, s.id)
          from ${storeProductOption} o
          join ${storeOptionSelection} s on s.option_id = o.id
          left join ${storeOptionSelectionPrice} sp on sp.selection_id = s.id
          where o.product_id = outer_product.id), '[]'::json)`,
        stock: sql<StockRow[]>`coalesce((
          select json_agg(json_build_object(
            'slug', l.slug, 'name', l.name, 'country', l.country, 'quantity', coalesce(sl.quantity_on_hand, 0))
            order by l.position, l.id)
          from ${storeStockLocation} l
          left join ${storeStockLevel} sl on sl.location_id = l.id and sl.product_id = outer_product.id), '[]'::json)`,
      })
      // Aliased: drizzle leaves a one-table select's columns unqualified, which the subqueries would capture.
      .from(outerProduct)
      .where(and(eq(outerProduct.slug, sql.placeholder('slug')), eq(outerProduct.active, true)))
      .prepare('store_product_detail'),
  ).execute({ slug })
  return row
}

export async function findProductIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: storeProduct.id }).from(storeProduct).where(eq(storeProduct.slug, slug))
  return row?.id
}

export function listStoreProducts(db: Db, kinds: string[]) {
  return db
    .select({ id: storeProduct.id, slug: storeProduct.slug, kind: storeProduct.kind })
    .from(storeProduct)
    .where(and(eq(storeProduct.active, true), inArray(storeProduct.kind, kinds as never[])))
    .orderBy(asc(storeProduct.position), asc(storeProduct.id))
}

// Cart

export async function findCart(db: Db, userId: string) {
  const [row] = await db.select().from(storeCart).where(eq(storeCart.userId, userId))
  return row
}

/** The cart row, locked until the transaction ends (a merge reads and writes it in one go). */
export async function findCartForUpdate(db: Db, userId: string) {
  const [row] = await db.select().from(storeCart).where(eq(storeCart.userId, userId)).for('update')
  return row
}

export async function upsertCart(db: Db, userId: string, currency: string, entries: CartEntry[], now: Date) {
  const [row] = await db
    .insert(storeCart)
    .values({ userId, currency, entries, updatedAt: now })
    .onConflictDoUpdate({ target: storeCart.userId, set: { currency, entries, updatedAt: now } })
    .returning()
  return row!
}

/** Creates an empty cart row if there is none, so that a merge has a row to lock. */
export async function ensureCart(db: Db, userId: string, currency: string, now: Date) {
  await db.insert(storeCart).values({ userId, currency, entries: [], updatedAt: now }).onConflictDoNothing()
}

// Conversion rates

export async function findConversionRate(db: Db, from: string, to: string) {
  const [row] = await db
    .select()
    .from(storeConversionRate)
    .where(and(eq(storeConversionRate.currencyFrom, from), eq(storeConversionRate.currencyTo, to)))
  return row
}

export async function upsertConversionRate(db: Db, from: string, to: string, rate: string, userId: string, now: Date) {
  const [row] = await db
    .insert(storeConversionRate)
    .values({ currencyFrom: from, currencyTo: to, rate, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [storeConversionRate.currencyFrom, storeConversionRate.currencyTo],
      set: { rate, updatedBy: userId, updatedAt: now },
    })
    .returning()
  return row!
}

// Sales and codes

/** Sales that have not ended by `now` (the caller decides which one shows), latest start first. */
export function findUnfinishedSales(db: Db, now: Date) {
  return db
    .select()
    .from(storeSale)
    .where(gt(storeSale.endsAt, now))
    .orderBy(sql`${storeSale.startsAt} desc`, sql`${storeSale.id} desc`)
}

export async function insertSale(db: Db, values: typeof storeSale.$inferInsert) {
  const [row] = await db.insert(storeSale).values(values).returning()
  return row!
}

/** Automatic codes that are active and have not ended by `now` (start checked by the caller). */
export function findAutomaticCodes(db: Db, now: Date) {
  return db
    .select({
      code: storeDiscountCode.code,
      hidden: storeDiscountCode.hidden,
      startsAt: storeDiscountCode.startsAt,
      endsAt: storeDiscountCode.endsAt,
    })
    .from(storeDiscountCode)
    .where(
      and(
        eq(storeDiscountCode.automatic, true),
        eq(storeDiscountCode.active, true),
        or(isNull(storeDiscountCode.endsAt), gt(storeDiscountCode.endsAt, now)),
      ),
    )
    .orderBy(asc(storeDiscountCode.code))
}

/** A code by its text with its per-currency amounts, if it exists and is active and started by `now`. */
export async function findDiscountCode(db: Db, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(storeDiscountCode)
    .where(
      and(
        eq(storeDiscountCode.code, code),
        eq(storeDiscountCode.active, true),
        or(isNull(storeDiscountCode.startsAt), lte(storeDiscountCode.startsAt, now)),
        or(isNull(storeDiscountCode.endsAt), gt(storeDiscountCode.endsAt, now)),
      ),
    )
  if (!row) return undefined
  const amounts = await db
    .select({ currency: storeDiscountCodeAmount.currency, amountMinor: storeDiscountCodeAmount.amountMinor })
    .from(storeDiscountCodeAmount)
    .where(eq(storeDiscountCodeAmount.codeId, row.id))
  return { ...row, amounts }
}

// Dealer display currency

export async function findOrganizationDisplayCurrency(db: Db, organizationId: string) {
  const [row] = await db
    .select({ currency: storeOrganizationPreference.preferredDisplayCurrency })
    .from(storeOrganizationPreference)
    .where(eq(storeOrganizationPreference.organizationId, organizationId))
  return row?.currency ?? null
}

export async function upsertOrganizationDisplayCurrency(
  db: Db,
  organizationId: string,
  currency: string | null,
  now: Date,
) {
  await db
    .insert(storeOrganizationPreference)
    .values({ organizationId, preferredDisplayCurrency: currency, updatedAt: now })
    .onConflictDoUpdate({
      target: storeOrganizationPreference.organizationId,
      set: { preferredDisplayCurrency: currency, updatedAt: now },
    })
}

// Staff writes to products

export async function setProductActive(db: Db, productId: number, active: boolean, now: Date) {
  await db.update(storeProduct).set({ active, updatedAt: now }).where(eq(storeProduct.id, productId))
}

export async function upsertProductPrice(db: Db, productId: number, currency: string, amountMinor: number) {
  await db
    .insert(storeProductPrice)
    .values({ productId, currency, amountMinor })
    .onConflictDoUpdate({ target: [storeProductPrice.productId, storeProductPrice.currency], set: { amountMinor } })
}
