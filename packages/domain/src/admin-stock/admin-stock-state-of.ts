import type { StockState } from '../store/store.constants'

/**
 * The back office's state of a level: out of stock at 0, low stock at or under the product's threshold (a threshold
 * of 0 warns only when none is left), else in stock.
 */
export function adminStockStateOf(quantityOnHand: number, lowStockThreshold: number): StockState {
  if (quantityOnHand <= 0) return 'out-of-stock'
  return quantityOnHand <= lowStockThreshold ? 'low-stock' : 'in-stock'
}
