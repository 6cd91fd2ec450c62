import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { CartEntry } from '@shop/domain/cart'
import type { Db } from '../../db/client'
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

function productWhere(filter: ProductFilter) {
  return and(
    eq(storeProduct.active, true),
    filter.category ? eq(storeProduct.category, filter.category) : undefined,
    filter.kind ? eq(storeProduct.kind, filter.kind as never) : undefined,
    filter.compatType ? eq(storeProduct.compatType, filter.compatType as never) : undefined,
  )
}

/** Active products per category, under the kind and compatibility filters (not the category one). */
export function countProductsByCategory(db: Db, filter: ProductFilter) {
  return db
    .select({ category: storeProduct.category, count: count() })
    .from(storeProduct)
    .where(productWhere({ ...filter, category: undefined }))
    .groupBy(storeProduct.category)
}

/** One page of active products in position order, each with its price in `currency` and its units on hand. */
export function findProductPage(db: Db, filter: ProductFilter, currency: string, offset: number, limit: number) {
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
      and(eq(storeProductPrice.productId, storeProduct.id), eq(storeProductPrice.currency, currency)),
    )
    .leftJoin(onHand, eq(onHand.productId, storeProduct.id))
    .leftJoin(optionCount, eq(optionCount.productId, storeProduct.id))
    .where(productWhere(filter))
    .orderBy(asc(storeProduct.position), asc(storeProduct.id))
    .offset(offset)
    .limit(limit)
}

export async function findActiveProductBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(storeProduct)
    .where(and(eq(storeProduct.slug, slug), eq(storeProduct.active, true)))
  return row
}

export function findProductPrices(db: Db, productId: number) {
  return db
    .select({ currency: storeProductPrice.currency, amountMinor: storeProductPrice.amountMinor })
    .from(storeProductPrice)
    .where(eq(storeProductPrice.productId, productId))
}

/** The product's options with their selections and every selection price, in display order. */
export function findProductOptions(db: Db, productId: number) {
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
    .innerJoin(storeOptionSelection, eq(storeOptionSelection.optionId, storeProductOption.id))
    .leftJoin(storeOptionSelectionPrice, eq(storeOptionSelectionPrice.selectionId, storeOptionSelection.id))
    .where(eq(storeProductOption.productId, productId))
    .orderBy(
      asc(storeProductOption.position),
      asc(storeProductOption.id),
      asc(storeOptionSelection.position),
      asc(storeOptionSelection.id),
    )
}

/** Units on hand at every location (0 where the product has no stock row), in location order. */
export function findProductStock(db: Db, productId: number) {
  return db
    .select({
      slug: storeStockLocation.slug,
      name: storeStockLocation.name,
      country: storeStockLocation.country,
      quantity: sql<number>`coalesce(${storeStockLevel.quantityOnHand}, 0)`,
    })
    .from(storeStockLocation)
    .leftJoin(
      storeStockLevel,
      and(eq(storeStockLevel.locationId, storeStockLocation.id), eq(storeStockLevel.productId, productId)),
    )
    .orderBy(asc(storeStockLocation.position), asc(storeStockLocation.id))
}

export async function findProductIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: storeProduct.id }).from(storeProduct).where(eq(storeProduct.slug, slug))
  return row?.id
}

export async function findLocationIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: storeStockLocation.id })
    .from(storeStockLocation)
    .where(eq(storeStockLocation.slug, slug))
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

export async function upsertStockLevel(db: Db, productId: number, locationId: number, quantity: number, now: Date) {
  await db
    .insert(storeStockLevel)
    .values({ productId, locationId, quantityOnHand: quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [storeStockLevel.productId, storeStockLevel.locationId],
      set: { quantityOnHand: quantity, updatedAt: now },
    })
}
