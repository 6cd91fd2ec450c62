import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './cart.constants'

/**
 * SPEC §5: a quantity typed or picked is a whole number from 1 to the shared maximum; anything else is
 * brought into that range (fractions round down, text that is not a number and NaN become 1).
 */
export function clampCartQuantity(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim() === '' ? NaN : value) : Number(value)
  if (!Number.isFinite(n)) return Number.isNaN(n) || n < 0 ? MIN_CART_QUANTITY : MAX_CART_QUANTITY
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.floor(n)))
}
