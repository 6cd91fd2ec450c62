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

/**
 * The shape check of `CartEntrySchema` without zod, for what the browser reads back from localStorage or another
 * tab on every page (the public pages' JavaScript stays free of the schema library). The server validates with
 * the schema itself.
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
    value.vehicle.path.startsWith('/catalog/') &&
    Array.isArray(value.tuneIds) &&
    value.tuneIds.length > 0 &&
    value.tuneIds.every((id) => Number.isInteger(id) && (id as number) > 0) &&
    (value.options as unknown[]).length === 0
  )
}
