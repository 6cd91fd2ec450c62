import { LOW_STOCK_THRESHOLD, type StockState } from './store.constants'

/** The stock state a buyer sees for a number of units on hand: none, a few (≤ 5), or in stock. */
export function stockStateOf(quantityOnHand: number): StockState {
  if (quantityOnHand <= 0) return 'out-of-stock'
  return quantityOnHand <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock'
}
