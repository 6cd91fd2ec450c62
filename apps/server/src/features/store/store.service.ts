import { addCartEntry, mergeCarts, type CartEntry } from '@shop/domain/cart'
import { pageWindow } from '@shop/domain/paging'
import { resolveDisplayCurrency } from '@shop/domain/regions'
import { type SiteConfig } from '@shop/domain/site'
import {
  isDiscountCodeActive,
  isSaleShown,
  PRODUCT_CATEGORIES,
  PRODUCTS_PER_PAGE,
  stockStateOf,
  type KitBuilderTree,
  type Product,
  type ProductDetail,
  type ProductList,
  type Sale,
  type SavedCart,
} from '@shop/domain/store'
import type { Db } from '../../db/client'
import type { ProductImage } from '../../db/schema/store'
import { notFound } from '../../http/app-error'
import * as repo from './store.repository'

type Summary = ProductList['data'][number]

function summaryOf(row: Awaited<ReturnType<typeof repo.findProductPage>>[number], currency: string): Summary {
  const images = row.images as ProductImage[]
  return {
    slug: row.slug,
    name: row.name,
    subtext: row.subtext,
    category: row.category,
    kind: row.kind,
    compat_type: row.compatType ?? null,
    image: images[0] ?? null,
    price: row.amountMinor === null ? null : { amount_minor: row.amountMinor, currency },
    has_options: (row.options ?? 0) > 0,
    stock_state: stockStateOf(row.units ?? 0),
  }
}

/** SPEC §2 /products/: one 1-based page of 20, the category counts under the other filters. */
export async function listProducts(
  db: Db,
  filter: repo.ProductFilter,
  page: number,
  currency: string,
): Promise<ProductList> {
  const counts = await repo.countProductsByCategory(db, filter)
  const byCategory = new Map(counts.map((row) => [row.category, row.count]))
  const total = filter.category
    ? (byCategory.get(filter.category) ?? 0)
    : counts.reduce((sum, row) => sum + row.count, 0)
  const { offset, limit, meta } = pageWindow({ page, per_page: PRODUCTS_PER_PAGE }, total)
  const rows = offset < total ? await repo.findProductPage(db, filter, currency, offset, limit) : []
  return {
    currency,
    categories: PRODUCT_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name, count: byCategory.get(c.slug) ?? 0 })),
    data: rows.map((row) => summaryOf(row, currency)),
    meta,
  }
}

/** SPEC §2 /products/{slug}/: the product, its options with per-currency selection prices, stock per location. */
export async function getProduct(db: Db, slug: string, currency: string): Promise<ProductDetail> {
  const found = await repo.findActiveProductDetail(db, slug)
  if (!found) throw notFound('This product')
  const { product, prices, options: optionRows, stock } = found
  const pricesByCurrency = Object.fromEntries(prices.map((p) => [p.currency, p.amountMinor]))
  const options: Product['options'] = []
  const selections = new Map<number, Product['options'][number]['selections'][number]>()
  for (const row of optionRows) {
    let option = options.at(-1)
    if (option?.id !== row.optionId) {
      option = { id: row.optionId, name: row.optionName, selections: [] }
      options.push(option)
    }
    let selection = selections.get(row.selectionId)
    if (!selection) {
      selection = { name: row.selectionName, pricesByCurrency: {}, price: null }
      selections.set(row.selectionId, selection)
      option.selections.push(selection)
    }
    if (row.currency !== null && row.amountMinor !== null) {
      selection.pricesByCurrency[row.currency] = row.amountMinor
      if (row.currency === currency) selection.price = { amount_minor: row.amountMinor, currency }
    }
  }
  const units = stock.reduce((sum, s) => sum + Number(s.quantity), 0)
  const images = product.images as ProductImage[]
  return {
    currency,
    data: {
      slug: product.slug,
      name: product.name,
      subtext: product.subtext,
      category: product.category,
      kind: product.kind,
      compat_type: product.compatType ?? null,
      image: images[0] ?? null,
      price: pricesByCurrency[currency] === undefined ? null : { amount_minor: pricesByCurrency[currency], currency },
      has_options: options.length > 0,
      stock_state: stockStateOf(units),
      description: product.description,
      images,
      pricesByCurrency,
      weight_grams: product.weightGrams,
      catalog_tool: product.catalogToolId !== null,
      options,
      stock: stock.map((s) => {
        const quantity = Number(s.quantity)
        const state = stockStateOf(quantity)
        return {
          location: { slug: s.slug, name: s.name, country: s.country },
          state,
          units_left: state === 'low-stock' ? quantity : null,
        }
      }),
    },
  }
}

const KIT_STEPS = [
  { id: 'tool', title: 'Choose your flash tool', kinds: ['flash-tool'], optional: false },
  { id: 'cable', title: 'Add the cables you need', kinds: ['cable'], optional: true },
  { id: 'accessory', title: 'Round it off with accessories', kinds: ['accessory'], optional: true },
  { id: 'merch', title: 'Something for the garage', kinds: ['merch'], optional: true },
] as const

/** SPEC §2 /kit-builder: the products of each step, priced in the display currency. */
export async function kitBuilderTree(db: Db, currency: string): Promise<KitBuilderTree> {
  const rows = await repo.findProductPage(db, {}, currency, 0, 500)
  return {
    currency,
    steps: KIT_STEPS.map((step) => ({
      id: step.id,
      title: step.title,
      optional: step.optional,
      products: rows
        .filter((row) => (step.kinds as readonly string[]).includes(row.kind))
        .map((row) => summaryOf(row, currency)),
    })),
  }
}

/** Identical entries become one line (quantities added, capped at 20); every hash is computed here. */
export function normalizeCartEntries(entries: readonly CartEntry[]): CartEntry[] {
  return entries.reduce<CartEntry[]>((cart, entry) => addCartEntry(cart, entry), [])
}

export async function getCart(db: Db, userId: string, displayCurrency: string): Promise<SavedCart> {
  const row = await repo.findCart(db, userId)
  if (!row) return { currency: displayCurrency, entries: [], updated_at: null }
  return { currency: row.currency, entries: row.entries, updated_at: row.updatedAt.toISOString() }
}

/**
 * Saves a user's cart. `merge` (the login merge) adds the browser's lines to the saved ones with the add rule,
 * under a row lock so that two tabs logging in at once cannot lose each other's lines.
 */
export async function saveCart(
  db: Db,
  siteConfig: SiteConfig,
  userId: string,
  body: { currency: string; entries: CartEntry[]; merge: boolean },
  now: Date,
): Promise<SavedCart> {
  // The server re-validates the currency of every request (decision 0025).
  const currency = resolveDisplayCurrency(body.currency, siteConfig.currencies)
  const incoming = normalizeCartEntries(body.entries)
  // A plain save is one statement, atomic on its own: a transaction around it was two more round trips holding a
  // pooled connection (begin, commit), a third of add-to-cart's time on PostgreSQL (decision 0086).
  const row = body.merge
    ? await db.transaction(async (tx) => {
        await repo.ensureCart(tx, userId, currency, now)
        const saved = await repo.findCartForUpdate(tx, userId)
        return repo.upsertCart(tx, userId, currency, mergeCarts(saved?.entries ?? [], incoming), now)
      })
    : await repo.upsertCart(db, userId, currency, incoming, now)
  return { currency: row.currency, entries: row.entries, updated_at: row.updatedAt.toISOString() }
}

export async function getConversionRate(db: Db, from: string, to: string) {
  if (from === to) return { currency_from: from, currency_to: to, rate: '1', updated_at: null }
  const row = await repo.findConversionRate(db, from, to)
  if (!row) throw notFound('This conversion rate')
  return { currency_from: from, currency_to: to, rate: trimRate(row.rate), updated_at: row.updatedAt.toISOString() }
}

/** "0.92000000" → "0.92": the exact decimal without trailing zeros. */
function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate
}

export async function setConversionRate(
  db: Db,
  siteConfig: SiteConfig,
  input: { currency_from: string; currency_to: string; rate: string },
  userId: string,
  now: Date,
) {
  const unknown = [input.currency_from, input.currency_to].filter((c) => !siteConfig.currencies.includes(c))
  if (unknown.length > 0) throw notFound(`The currency ${unknown[0]}`)
  const row = await repo.upsertConversionRate(db, input.currency_from, input.currency_to, input.rate, userId, now)
  return {
    currency_from: row.currencyFrom,
    currency_to: row.currencyTo,
    rate: trimRate(row.rate),
    updated_at: row.updatedAt.toISOString(),
  }
}

export type Promotions = {
  sales: Sale[]
  codes: { code: string; hidden: boolean; startsAt: string | null; endsAt: string | null }[]
}

function saleOf(row: Awaited<ReturnType<typeof repo.findUnfinishedSales>>[number]): Sale {
  return {
    type: row.type,
    amount: row.amount,
    amountType: row.amountType,
    name: row.name,
    description: row.description,
    code: row.code,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    countdown: row.countdown,
  }
}

/** The sales and automatic codes not ended at `now`: cached, and filtered again for the moment of each request. */
export async function loadPromotions(db: Db, now: Date): Promise<Promotions> {
  const [sales, codes] = await Promise.all([repo.findUnfinishedSales(db, now), repo.findAutomaticCodes(db, now)])
  return {
    sales: sales.map(saleOf),
    codes: codes.map((c) => ({
      code: c.code,
      hidden: c.hidden,
      startsAt: c.startsAt?.toISOString() ?? null,
      endsAt: c.endsAt?.toISOString() ?? null,
    })),
  }
}

/** SPEC §3 global state: the sale shown now (the latest started), and the automatic codes (`hcodes`: hidden). */
export function promotionsAt(promotions: Promotions, now: Date) {
  const sale = promotions.sales.find((s) => isSaleShown(s, now)) ?? null
  const active = promotions.codes.filter((c) => isDiscountCodeActive({ active: true, ...c }, now))
  return {
    sale,
    codes: active.filter((c) => !c.hidden).map((c) => c.code),
    hcodes: active.filter((c) => c.hidden).map((c) => c.code),
  }
}

export async function createSale(db: Db, input: Omit<Sale, 'start' | 'end'> & { start: string; end: string }) {
  const row = await repo.insertSale(db, {
    type: input.type,
    amount: input.amount,
    amountType: input.amountType,
    name: input.name,
    description: input.description,
    code: input.code,
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    countdown: input.countdown,
  })
  return saleOf(row)
}

/** Staff product write: availability and prices (stock is set with its movement by the caller); caches are the caller's. */
export async function updateProduct(
  db: Db,
  siteConfig: SiteConfig,
  slug: string,
  input: { active?: boolean; prices?: Record<string, number> },
  now: Date,
) {
  const productId = await repo.findProductIdBySlug(db, slug)
  if (productId === undefined) throw notFound('This product')
  if (input.active !== undefined) await repo.setProductActive(db, productId, input.active, now)
  for (const [currency, amount] of Object.entries(input.prices ?? {})) {
    if (!siteConfig.currencies.includes(currency)) throw notFound(`The currency ${currency}`)
    await repo.upsertProductPrice(db, productId, currency, amount)
  }
}
