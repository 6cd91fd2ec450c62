import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Actor, AddressInput } from '@shop/domain/accounts'
import { applyCodesToLines, type CartEntry, type ScopedCode } from '@shop/domain/cart'
import {
  computeTax,
  UNABLE_TO_RESOLVE_ADDRESS,
  type CheckoutAddress,
  type CheckoutRequest,
  type TaxLine,
} from '@shop/domain/checkout'
import { displayCurrencyOf } from '@shop/domain/regions'
import { isDiscountCodeActive } from '@shop/domain/store'
import type { Db } from '../../db/client'
import type { OrderAddress, OrderLineOption } from '../../db/schema/checkout'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict, notFound, validationFailed } from '../../http/app-error'
import { findOwnedAddress, toAddress } from '../accounts/accounts.service'
import * as repo from './checkout.repository'
import { shippingOptionsTo, taxRatesOf, type ShippingOption } from './destination-rates'
import { newInvoiceToken } from './invoice-token'
import { loadOrderView } from './order-view'
import { priceCatalogTunes, type PricedBundleLine } from './price-catalog-tunes'

export type PricedLine = {
  /** The store product the line sells: a product, or a vehicle bundle's bought tool; else null (decision 0068). */
  productId: number | null
  /** `catalog-tune` lines keep their slug `tune:<vehicle path>:<ids>` (delivery keys on it). */
  kind: 'product' | 'catalog-tune' | 'bundle-tool' | 'tool-rental' | 'install-fee'
  slug: string
  name: string
  subtext: string
  category: string
  options: OrderLineOption[]
  quantity: number
  unitPriceMinor: number
  lineTotalMinor: number
  /** Something physical travels to the buyer: the order asks for and charges shipping. */
  ships: boolean
}

export type { ShippingOption }

/** What an estimate answers and an order keeps (decision 0030). */
export type Estimate = {
  currency: string
  lines: PricedLine[]
  subtotalMinor: number
  discounts: { code: string; amountMinor: number; hidden: boolean }[]
  discountMinor: number
  requiresShipping: boolean
  shipping: ShippingOption | null
  shippingOptions: ShippingOption[]
  taxLines: TaxLine[]
  taxMinor: number
  totalMinor: number
  email: string
  billingAddress: OrderAddress
  shippingAddress: OrderAddress | null
}

const lineError = (index: number, message: string) => validationFailed({ [`entries.${index}`]: [message] })

const KIND_OF_PART: Record<PricedBundleLine['part'], PricedLine['kind']> = {
  tunes: 'catalog-tune',
  tool: 'bundle-tool',
  rental: 'tool-rental',
  'install-fee': 'install-fee',
}

/**
 * Prices every line again on the server in `currency`; the browser's prices are never trusted. Store products
 * from the database; a vehicle bundle with the one bundle pricing, as one line per part (tunes, bought tool,
 * rental, install fee), the bundle's entry index kept for its errors (decision 0068).
 */
export async function priceLines(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  entries: readonly CartEntry[],
  currency: string,
): Promise<PricedLine[]> {
  const db = deps.db
  const productEntries = entries.filter((entry) => entry.kind === 'product')
  const slugs = [...new Set(productEntries.map((entry) => entry.product.slug))]
  const products = new Map((await repo.findProductsForPricing(db, slugs, currency)).map((p) => [p.slug, p]))
  const optionRows = await repo.findOptionsForPricing(
    db,
    [...products.values()].map((p) => p.id),
    currency,
  )
  const bundles = await Promise.all(
    entries.map((entry, index) =>
      entry.kind === 'catalog-tune' ? priceCatalogTunes(deps, actor, entry, index, currency) : null,
    ),
  )
  return entries.flatMap((entry, index): PricedLine[] => {
    const bundle = bundles[index]
    if (entry.kind === 'catalog-tune' && bundle) {
      // A vehicle is tuned once: a bundle is one of each part, whatever quantity an old cart saved.
      return bundle.map((line) => ({
        productId: line.productId,
        kind: KIND_OF_PART[line.part],
        slug: line.slug,
        name: line.name,
        subtext: line.subtext,
        category: line.category,
        options: [],
        quantity: 1,
        unitPriceMinor: line.amount.amount_minor,
        lineTotalMinor: line.amount.amount_minor,
        ships: line.ships,
      }))
    }
    const product = products.get(entry.product.slug)
    if (!product) throw lineError(index, `${entry.product.name} is no longer sold.`)
    if (product.priceMinor === null) throw lineError(index, `${product.name} is not sold in ${currency}.`)
    const ofProduct = optionRows.filter((row) => row.productId === product.id)
    const optionIds = [...new Set(ofProduct.map((row) => row.optionId))]
    const chosen = new Map(entry.options.map((o) => [o.option.id, o.selection.name]))
    if (chosen.size !== entry.options.length || chosen.size !== optionIds.length) {
      throw lineError(index, `Choose one of each option of ${product.name}.`)
    }
    let unit = product.priceMinor
    const options: OrderLineOption[] = []
    for (const optionId of optionIds) {
      const row = ofProduct.find((r) => r.optionId === optionId && r.selectionName === chosen.get(optionId))
      if (!row) throw lineError(index, `Choose one of each option of ${product.name}.`)
      if (row.priceMinor === null) throw lineError(index, `${product.name} is not sold in ${currency}.`)
      unit += row.priceMinor
      options.push({ option: { id: optionId, name: row.optionName }, selection: { name: row.selectionName } })
    }
    return [
      {
        productId: product.id,
        kind: 'product',
        slug: product.slug,
        name: product.name,
        subtext: product.subtext,
        category: product.category,
        options,
        quantity: entry.quantity,
        unitPriceMinor: unit,
        lineTotalMinor: unit * entry.quantity,
        ships: true,
      },
    ]
  })
}

/**
 * Decision 0026: the automatic codes of the global state (`codes` and hidden `hcodes`) and the typed ones, each
 * on the lines in its scope by the one rule of `applyCodesToLines` (decision 0068: whatever put a line in the
 * cart); together never more than the subtotal. An unknown or expired typed code is a 422.
 */
export async function discountsFor(
  db: Db,
  lines: PricedLine[],
  typed: string[],
  currency: string,
  now: Date,
): Promise<{ code: string; amountMinor: number; hidden: boolean }[]> {
  const rows = await repo.findDiscountCodes(db, typed, currency)
  const usable = rows.filter((row) =>
    isDiscountCodeActive(
      { active: row.active, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null },
      now,
    ),
  )
  for (const code of typed) {
    if (!usable.some((row) => row.code === code)) {
      throw validationFailed({ discount_codes: [`The discount code ${code} is not valid.`] })
    }
  }
  const codes: ScopedCode[] = usable.map((row) => ({
    ...(row.kind === 'percent'
      ? { code: row.code, kind: 'percent' as const, percent: row.percent ?? 0 }
      : {
          code: row.code,
          kind: 'amount' as const,
          amountsByCurrency: row.amountMinor ? { [currency]: row.amountMinor } : {},
        }),
    productId: row.productId,
    category: row.category,
  }))
  const hidden = new Map(usable.map((row) => [row.code, row.hidden]))
  return applyCodesToLines(lines, codes, currency).map((applied) => ({
    ...applied,
    hidden: hidden.get(applied.code) ?? false,
  }))
}

async function resolveAddress(
  deps: Pick<AppDeps, 'db' | 'geocoder'>,
  actor: Actor | null,
  input: CheckoutAddress,
  field: 'billing_address' | 'shipping_address',
): Promise<OrderAddress> {
  let address: AddressInput
  if ('address_id' in input) {
    if (!actor) throw notFound('This address')
    const {
      id: _id,
      readonly: _readonly,
      ...saved
    } = toAddress(await findOwnedAddress(deps.db, actor, input.address_id))
    address = saved
  } else {
    address = input
  }
  const resolved = await deps.geocoder.resolve(address)
  // SPEC §7 External: a failed lookup raises 'unable to resolve address'.
  if (!resolved.ok) throw validationFailed({ [field]: [UNABLE_TO_RESOLVE_ADDRESS] })
  return { ...address, country_code: resolved.country_code, state: resolved.state, postal_code: resolved.postal_code }
}

/**
 * The estimate (decision 0030): prices, discounts, verified addresses, shipping for the destination (409
 * `no_shipping_for_destination` / `shipping_tier_not_supported_for_destination`) and taxes. Persists
 * nothing; `POST /api/order` runs the same and keeps the result.
 */
export async function estimate(
  deps: Pick<AppDeps, 'db' | 'geocoder' | 'siteConfig' | 'catalogCache'>,
  actor: Actor | null,
  sessionEmail: string | null,
  input: CheckoutRequest,
  now: Date,
): Promise<Estimate> {
  // SPEC §5: one of the store currencies, else the first (the domain's rule, forced CAD included).
  const currency = displayCurrencyOf(deps.siteConfig, { wanted: input.currency })
  const lines = await priceLines(deps, actor, input.entries, currency)
  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)
  const discounts = await discountsFor(deps.db, lines, [...new Set(input.discount_codes)], currency, now)
  const discountMinor = discounts.reduce((sum, d) => sum + d.amountMinor, 0)

  const billingAddress = await resolveAddress(deps, actor, input.billing_address, 'billing_address')
  // Decision 0068: shipping is asked and charged when something physical is in the order (a product, a bundle's
  // bought or rented tool); tunes and install fees are not shipped.
  const requiresShipping = lines.some((line) => line.ships)
  let shippingAddress: OrderAddress | null = null
  if (requiresShipping) {
    shippingAddress =
      input.addresses_the_same || !input.shipping_address
        ? billingAddress
        : await resolveAddress(deps, actor, input.shipping_address, 'shipping_address')
  }

  let shipping: ShippingOption | null = null
  let shippingOptions: ShippingOption[] = []
  if (shippingAddress) {
    shippingOptions = await shippingOptionsTo(deps, shippingAddress.country_code, currency)
    if (shippingOptions.length === 0) throw conflict('no_shipping_for_destination')
    if (input.shipping_tier) {
      shipping = shippingOptions.find((option) => option.tier === input.shipping_tier) ?? null
      if (!shipping) throw conflict('shipping_tier_not_supported_for_destination')
    } else {
      shipping = shippingOptions[0]!
    }
  }
  const shippingMinor = shipping?.amount.amount_minor ?? 0

  const destination = shippingAddress ?? billingAddress
  const rates = await taxRatesOf(deps, destination.country_code)
  // Decision 0068: one tax rule for every line (tunes, tools, rentals, fees and products alike) on the goods
  // after codes, plus shipping where the rate says so.
  const tax = computeTax(
    rates,
    { country: destination.country_code, region: destination.state },
    { goods: subtotalMinor - discountMinor, shipping: shippingMinor },
  )
  const email = input.email || billingAddress.email || sessionEmail || ''
  if (!email) throw validationFailed({ email: ['Email is required so that we can send your receipt'] })

  return {
    currency,
    lines,
    subtotalMinor,
    discounts,
    discountMinor,
    requiresShipping,
    shipping,
    shippingOptions,
    taxLines: tax.lines,
    taxMinor: tax.added,
    totalMinor: subtotalMinor - discountMinor + shippingMinor + tax.added,
    email,
    billingAddress,
    shippingAddress,
  }
}

/** The account's own store orders with their lines, newest first, at most `limit`: its purchase history. */
export async function ordersOf(db: Db, userId: string, limit: number) {
  const { rows, total } = await repo.listOrdersOf(db, userId, 0, limit)
  return { total, data: await Promise.all(rows.map((row) => loadOrderView(db, row))) }
}

/**
 * `POST /api/order`: fixes currency, lines, totals and the discount codes. The same `Idempotency-Key`
 * answers the order it created first (`created: false`).
 */
export async function createOrder(
  deps: Pick<AppDeps, 'db' | 'geocoder' | 'siteConfig' | 'catalogCache'>,
  who: { actor: Actor | null; email: string | null; attributionTag: string | null },
  input: CheckoutRequest,
  idempotencyKey: string | null,
  now: Date,
): Promise<{ order: repo.OrderRow; created: boolean }> {
  if (idempotencyKey) {
    const existing = await repo.findOrderByCreateKey(deps.db, idempotencyKey)
    if (existing) return { order: sameOwner(existing, who.actor), created: false }
  }
  const result = await estimate(deps, who.actor, who.email, input, now)
  const row = await repo.insertOrder(
    deps.db,
    {
      userId: who.actor?.id ?? null,
      email: result.email,
      currency: result.currency,
      subtotalMinor: result.subtotalMinor,
      discountMinor: result.discountMinor,
      shippingMinor: result.shipping?.amount.amount_minor ?? 0,
      taxMinor: result.taxMinor,
      totalMinor: result.totalMinor,
      taxLines: result.taxLines,
      discountCodes: result.discounts.filter((d) => !d.hidden).map((d) => d.code),
      shippingTier: result.shipping?.tier ?? null,
      shippingName: result.shipping?.name ?? null,
      billingAddress: result.billingAddress,
      shippingAddress: result.shippingAddress,
      invoiceToken: newInvoiceToken(),
      createKey: idempotencyKey,
      attributionTag: who.attributionTag,
      createdAt: now,
      updatedAt: now,
    },
    result.lines.map((line, position) => ({
      productId: line.productId,
      slug: line.slug,
      name: line.name,
      subtext: line.subtext,
      options: line.options,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
      position,
    })),
  )
  if (row) return { order: row, created: true }
  // A concurrent create with the same key won: answer its order.
  const winner = await repo.findOrderByCreateKey(deps.db, idempotencyKey!)
  if (!winner) throw new AppError(409, 'conflict', ERROR_TEXTS.orderBeingCreated)
  return { order: sameOwner(winner, who.actor), created: false }
}

/** A key reused by someone else does not reveal their order. */
function sameOwner(order: repo.OrderRow, actor: Actor | null): repo.OrderRow {
  if ((order.userId ?? null) !== (actor?.id ?? null)) throw notFound('This order')
  return order
}
