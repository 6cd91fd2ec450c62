import { paths } from '../paths/paths'
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './cart.constants'
import type { CartEntry } from './cart.schema'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPrices = (value: unknown): boolean =>
  isRecord(value) &&
  Object.entries(value).every(
    ([code, amount]) => /^[A-Z]{3}$/.test(code) && Number.isSafeInteger(amount) && (amount as number) >= 0,
  )

const isOption = (value: unknown): boolean =>
  isRecord(value) &&
  isRecord(value.option) &&
  Number.isInteger(value.option.id) &&
  typeof value.option.name === 'string' &&
  isRecord(value.selection) &&
  typeof value.selection.name === 'string' &&
  isPrices(value.selection.pricesByCurrency)

const isToolIds = (value: unknown): boolean =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && (id as number) > 0)

// Decision 0068: bundles saved before the tool choice and the parts have neither; both are optional here.
const isToolChoice = (value: unknown): boolean =>
  value === undefined ||
  (isRecord(value) &&
    (value.own === undefined || isToolIds(value.own)) &&
    (value.rent === undefined || typeof value.rent === 'boolean'))

const isParts = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every(
      (part) =>
        isRecord(part) &&
        typeof part.name === 'string' &&
        (part.note === undefined || typeof part.note === 'string') &&
        (part.ships === undefined || typeof part.ships === 'boolean') &&
        isPrices(part.pricesByCurrency),
    ))

/**
 * The shape check of `CartEntrySchema` without zod, for what the browser reads back from localStorage or another
 * tab on every page (the public pages' JavaScript stays free of the schema library). The server validates with
 * the schema itself. A bundle saved before decision 0068 passes without its tool choice and parts: put the entries
 * through `withCartEntryDefaults` before use.
 */
export function isCartEntry(value: unknown): value is CartEntry {
  if (!isRecord(value) || !isRecord(value.product)) return false
  const { product, quantity } = value
  const base =
    (value.kind === 'product' || value.kind === 'catalog-tune') &&
    typeof value.hash === 'string' &&
    typeof product.slug === 'string' &&
    product.slug.length > 0 &&
    typeof product.name === 'string' &&
    typeof product.subtext === 'string' &&
    (product.image === null || typeof product.image === 'string') &&
    isPrices(product.pricesByCurrency) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= MIN_CART_QUANTITY &&
    (quantity as number) <= MAX_CART_QUANTITY &&
    Array.isArray(value.options) &&
    value.options.every(isOption)
  if (!base || value.kind === 'product') return base
  return (
    isRecord(value.vehicle) &&
    typeof value.vehicle.path === 'string' &&
    value.vehicle.path.startsWith(`${paths.catalog()}/`) &&
    Array.isArray(value.tuneIds) &&
    value.tuneIds.length > 0 &&
    isToolIds(value.tuneIds) &&
    isToolChoice(value.tools) &&
    isParts(value.parts) &&
    (value.options as unknown[]).length === 0
  )
}
