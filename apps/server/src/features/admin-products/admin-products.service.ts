import type { Actor } from '@shop/domain/accounts'
import {
  describeProductChanges,
  type AdminOptionInput,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductEvent,
  type AdminProductListAnswer,
  type AdminProductListQuery,
  type AdminProductRow,
  type AdminProductUpdate,
  type ProductAuditAction,
  type ProductSnapshot,
} from '@shop/domain/admin-products'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { ProductUpdate } from '@shop/domain/store'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { auditTrailOf, recordAudit } from '../audit/audit.service'
import { countLevel } from '../admin-stock/admin-stock.service'
import { invalidateStore } from '../store'
import * as store from '../store/store.service'
import * as repository from './admin-products.repository'

// Issue 24 item 3, decision 0093: Admin keeps the store's products. Every write is one database transaction with
// its audit record (before and after), then empties the store's caches here and, through NOTIFY, in every process.

type Deps = Pick<AppDeps, 'db' | 'siteConfig' | 'catalogCache' | 'clock'>

/** PERMISSIONS.md "/admin … products": Admin's alone; staff read orders and stock only. */
const permitRead = (actor: Actor | null) => permit(actor, 'back-office:read', { part: 'products' })
export const permitWrite = <A extends Actor | null>(actor: A) => permit(actor, 'back-office:write') as NonNullable<A>

const iso = (at: Date | string) => new Date(at).toISOString()
const numbers = (record: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Number(value)]))

/** One 1-based page of every product (hidden ones too), filtered and sorted in the database. */
export async function listProducts(
  deps: Pick<Deps, 'db' | 'siteConfig'>,
  actor: Actor | null,
  query: AdminProductListQuery,
): Promise<AdminProductListAnswer> {
  permitRead(actor)
  const total = await repository.countProducts(deps.db, query)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = offset < total ? await repository.findProducts(deps.db, query, offset, limit) : []
  return {
    data: rows.map((row): AdminProductRow => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      category: row.category,
      kind: row.kind,
      visibility: row.active ? 'visible' : 'hidden',
      prices: numbers(row.prices),
      option_count: Number(row.optionCount),
      updated_at: iso(row.updatedAt),
    })),
    meta,
    currencies: [...deps.siteConfig.currencies],
  }
}

/** The product as the form edits it, or undefined when there is none. */
export async function snapshotOf(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const product = await repository.findProduct(db, id, options)
  if (!product) return undefined
  // One after the other: inside a transaction the queries share one connection.
  const prices = await repository.findPrices(db, id)
  const optionRows = await repository.findOptionRows(db, id)
  const productOptions: ProductSnapshot['options'] = []
  let selection: ProductSnapshot['options'][number]['selections'][number] | undefined
  let selectionId: number | null = null
  for (const row of optionRows) {
    let option = productOptions.at(-1)
    if (option?.id !== row.optionId) {
      option = { id: row.optionId, name: row.optionName, selections: [] }
      productOptions.push(option)
      selectionId = null
    }
    if (row.selectionId === null || row.selectionName === null) continue
    if (row.selectionId !== selectionId) {
      selection = { name: row.selectionName, prices: {} }
      option.selections.push(selection)
      selectionId = row.selectionId
    }
    if (row.currency !== null && row.amountMinor !== null) selection!.prices[row.currency] = Number(row.amountMinor)
  }
  const snapshot: ProductSnapshot = {
    slug: product.slug,
    name: product.name,
    subtext: product.subtext,
    description: product.description,
    category: product.category,
    kind: product.kind,
    visibility: product.active ? 'visible' : 'hidden',
    weight_grams: product.weightGrams,
    prices: Object.fromEntries(prices.map((price) => [price.currency, Number(price.amountMinor)])),
    options: productOptions,
    images: product.images,
  }
  return { product, snapshot }
}

function historyOf(events: Awaited<ReturnType<typeof auditTrailOf>>, emails: Map<string, string>): AdminProductEvent[] {
  return events.flatMap((event): AdminProductEvent[] => {
    const details = event.details as { before?: ProductSnapshot | null; after?: ProductSnapshot }
    if (!details.after) return []
    return [
      {
        at: iso(event.at),
        action: event.action as ProductAuditAction,
        actor: event.actorUserId ? (emails.get(event.actorUserId) ?? null) : null,
        changes: describeProductChanges(details.before ?? null, details.after),
      },
    ]
  })
}

/** One product for Admin, hidden or not, with its audit trail; the `updatedAt` is for Last-Modified. */
export async function getProduct(
  deps: Pick<Deps, 'db' | 'siteConfig'>,
  actor: Actor | null,
  id: number,
): Promise<{ updatedAt: Date; body: AdminProduct }> {
  permitRead(actor)
  const found = await snapshotOf(deps.db, id)
  if (!found) throw notFound('This product')
  const { product, snapshot } = found
  const events = await auditTrailOf(deps.db, { type: 'product', id: String(id) })
  const emails = await repository.emailsOf(deps.db, [
    ...new Set(events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : []))),
  ])
  return {
    updatedAt: product.updatedAt,
    body: {
      id: product.id,
      ...snapshot,
      images: product.images,
      created_at: iso(product.createdAt),
      updated_at: iso(product.updatedAt),
      currencies: [...deps.siteConfig.currencies],
      history: historyOf(events, emails),
    },
  }
}

/**
 * The checks zod cannot make: prices only in store currencies (every one of them for the unit price), and option
 * ids that are this product's own. Each problem is a 422 on its field.
 */
function checkAgainstStore(
  currencies: readonly string[],
  input: { prices?: Record<string, number>; options?: AdminOptionInput[] },
  ownOptionIds: ReadonlySet<number>,
) {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (input.prices) {
    for (const currency of currencies) {
      if (input.prices[currency] === undefined) add(`prices.${currency}`, ERROR_TEXTS.priceRequired(currency))
    }
    for (const currency of Object.keys(input.prices)) {
      if (!currencies.includes(currency)) add(`prices.${currency}`, ERROR_TEXTS.notAStoreCurrency(currency))
    }
  }
  input.options?.forEach((option, o) => {
    if (option.id !== undefined && !ownOptionIds.has(option.id))
      add(`options.${o}.id`, ERROR_TEXTS.notAnOptionOfProduct)
    option.selections.forEach((selection, s) => {
      for (const currency of Object.keys(selection.prices)) {
        if (!currencies.includes(currency)) {
          add(`options.${o}.selections.${s}.prices.${currency}`, ERROR_TEXTS.notAStoreCurrency(currency))
        }
      }
    })
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
}

/** Images are re-ordered, re-worded or removed, never pointed elsewhere: each src must be one of the product's. */
function checkImages(images: { src: string }[] | undefined, current: readonly { src: string }[]) {
  if (!images) return
  const known = new Set(current.map((image) => image.src))
  const seen = new Set<string>()
  const errors: Record<string, string[]> = {}
  images.forEach((image, index) => {
    if (!known.has(image.src) || seen.has(image.src)) errors[`images.${index}.src`] = [ERROR_TEXTS.notAnImageOfProduct]
    seen.add(image.src)
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
}

const slugTaken = () =>
  new AppError(409, 'slug_taken', ERROR_TEXTS.productSlugTaken, { slug: [ERROR_TEXTS.productSlugTaken] })

/** PostgreSQL's unique violation (23505), as the driver or drizzle's wrapper carries it. */
function isUniqueViolation(error: unknown): boolean {
  for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Writes the options as sent: kept ones (by id) renamed and re-ordered, new ones added, the others removed. */
async function writeOptions(db: Db, productId: number, options: AdminOptionInput[]) {
  const kept = new Set(options.flatMap((option) => (option.id === undefined ? [] : [option.id])))
  const existing = await repository.optionIdsOf(db, productId)
  await repository.deleteOptions(
    db,
    existing.filter((id) => !kept.has(id)),
  )
  for (const [position, option] of options.entries()) {
    let optionId = option.id
    if (optionId === undefined) optionId = await repository.insertOption(db, productId, option.name, position)
    else await repository.updateOption(db, optionId, option.name, position)
    await repository.replaceSelections(db, optionId, option.selections)
  }
}

type Written = { id: number; action: ProductAuditAction }

export async function audited(
  deps: Deps,
  actor: Actor,
  requestId: string | null,
  write: (tx: Db) => Promise<{ id: number; before: ProductSnapshot | null; action: ProductAuditAction }>,
): Promise<Written> {
  const written = await deps.db
    .transaction(async (tx): Promise<Written> => {
      const { id, before, action } = await write(tx)
      const after = (await snapshotOf(tx, id))!.snapshot
      await recordAudit(tx, {
        actorUserId: actor.id,
        action,
        subject: { type: 'product', id: String(id) },
        details: { before, after },
        requestId,
      })
      return { id, action }
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? slugTaken() : error
    })
  // After the commit: every process's caches (NOTIFY), so the storefront shows the change at once.
  await invalidateStore(deps)
  return written
}

/** Admin adds a product (last in the store's order), with its prices and options; 409 when the slug is taken. */
export async function createProduct(
  deps: Deps,
  actor: Actor | null,
  input: AdminProductCreate,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminProduct }> {
  const admin = permitWrite(actor)
  checkAgainstStore(deps.siteConfig.currencies, input, new Set())
  const { id } = await audited(deps, admin, requestId, async (tx) => {
    if ((await repository.findProductIdBySlug(tx, input.slug)) !== undefined) throw slugTaken()
    const now = deps.clock()
    const id = await repository.insertProduct(tx, {
      slug: input.slug,
      name: input.name,
      subtext: input.subtext,
      description: input.description,
      category: input.category,
      kind: input.kind,
      active: input.visibility === 'visible',
      weightGrams: input.weight_grams,
      position: await repository.nextPosition(tx),
      createdAt: now,
      updatedAt: now,
    })
    await repository.replacePrices(tx, id, input.prices)
    await writeOptions(tx, id, input.options)
    return { id, before: null, action: 'product.created' }
  })
  return getProduct(deps, actor, id)
}

/**
 * Admin changes a product: the fields sent, `options` as the whole new list. `checkUnmodified` is given the
 * product's last change (under its row lock) and throws 412 when the client's copy is older.
 */
export async function updateProduct(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminProductUpdate,
  checkUnmodified: (updatedAt: Date) => void,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminProduct }> {
  const admin = permitWrite(actor)
  await audited(deps, admin, requestId, async (tx) => {
    const found = await snapshotOf(tx, id, { forUpdate: true })
    if (!found) throw notFound('This product')
    checkUnmodified(found.product.updatedAt)
    checkAgainstStore(deps.siteConfig.currencies, input, new Set(found.snapshot.options.map((option) => option.id)))
    checkImages(input.images, found.product.images)
    if (input.slug !== undefined && input.slug !== found.product.slug) {
      if ((await repository.findProductIdBySlug(tx, input.slug)) !== undefined) throw slugTaken()
    }
    const kind = input.kind ?? found.product.kind
    await repository.updateProduct(tx, id, {
      slug: input.slug,
      name: input.name,
      subtext: input.subtext,
      description: input.description,
      category: input.category,
      kind: input.kind,
      // A compatibility type belongs to flash tools only (the table's check).
      compatType: kind === 'flash-tool' ? undefined : null,
      active: input.visibility === undefined ? undefined : input.visibility === 'visible',
      weightGrams: input.weight_grams,
      images: input.images,
      updatedAt: deps.clock(),
    })
    if (input.prices) await repository.replacePrices(tx, id, input.prices)
    if (input.options) await writeOptions(tx, id, input.options)
    return { id, before: found.snapshot, action: 'product.updated' }
  })
  return getProduct(deps, actor, id)
}

/** The note of a level set through the older product write. */
const COUNTED_THROUGH_THE_PRODUCT_API = 'Set through the product API'

/**
 * The older product write (`PATCH /api/admin/store/product/{slug}`: availability, prices, units on hand per
 * location), held to the same record as the back office's: audited as `product.updated`, and each level set a
 * `counted` stock movement audited as `stock.adjusted`. Answers the product as the store shows it (404 once hidden).
 */
export async function updateStoreProduct(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: ProductUpdate,
  currency: string,
  requestId: string | null,
) {
  const admin = permitWrite(actor)
  await audited(deps, admin, requestId, async (tx) => {
    const id = await repository.findProductIdBySlug(tx, slug)
    if (id === undefined) throw notFound('This product')
    const before = (await snapshotOf(tx, id, { forUpdate: true }))!.snapshot
    const now = deps.clock()
    await store.updateProduct(tx, deps.siteConfig, slug, { active: input.active, prices: input.prices }, now)
    const at = { product: { id, slug }, actorUserId: admin.id, requestId, now }
    for (const level of input.stock ?? []) await countLevel(tx, at, level, COUNTED_THROUGH_THE_PRODUCT_API)
    return { id, before, action: 'product.updated' }
  })
  return store.getProduct(deps.db, slug, currency)
}
