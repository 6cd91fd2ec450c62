import type { Sale } from './sale.schema'
import { SALE_COUNTDOWN_WINDOW_MS } from './store.constants'

/**
 * How many milliseconds after `now` the sale banner can next look different: it appears at the start, its
 * countdown appears when under 48 hours remain and then changes every second, and it goes at the end. Null when
 * it never changes again (the sale is over). The banner re-renders only then, not on a timer of its own.
 */
export function saleBannerNextChangeMs(sale: Pick<Sale, 'start' | 'end' | 'countdown'>, now: Date): number | null {
  const t = now.getTime()
  const start = Date.parse(sale.start)
  const left = Date.parse(sale.end) - t
  if (t < start) return start - t
  if (left <= 0) return null
  if (!sale.countdown) return left
  if (left >= SALE_COUNTDOWN_WINDOW_MS) return left - SALE_COUNTDOWN_WINDOW_MS + 1
  // The countdown shows the seconds left rounded up, so its text changes when `left` crosses a whole second.
  return left - (Math.ceil(left / 1000) - 1) * 1000
}
