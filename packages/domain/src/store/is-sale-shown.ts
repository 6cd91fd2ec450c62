import type { Sale } from './sale.schema'

/** SPEC §4: a sale is shown only between its start (inclusive) and its end (exclusive). */
export function isSaleShown(sale: Pick<Sale, 'start' | 'end'>, now: Date): boolean {
  const t = now.getTime()
  return Date.parse(sale.start) <= t && t < Date.parse(sale.end)
}
