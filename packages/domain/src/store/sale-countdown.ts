import { isSaleShown } from './is-sale-shown'
import type { Sale } from './sale.schema'
import { SALE_COUNTDOWN_WINDOW_MS } from './store.constants'

const two = (n: number) => String(n).padStart(2, '0')

/**
 * SPEC §4: the time left as 'hh:mm:ss' (hours 00–47) while the sale is shown, its countdown is on and under
 * 48 hours remain; otherwise null. Seconds round up, so the last second reads 00:00:01, never 00:00:00.
 */
export function saleCountdown(sale: Pick<Sale, 'start' | 'end' | 'countdown'>, now: Date): string | null {
  if (!sale.countdown || !isSaleShown(sale, now)) return null
  const left = Date.parse(sale.end) - now.getTime()
  if (left >= SALE_COUNTDOWN_WINDOW_MS) return null
  const seconds = Math.ceil(left / 1000)
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
}
