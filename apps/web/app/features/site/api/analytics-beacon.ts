import { BOT_CODES } from '@shop/domain/tracking'

const ENDPOINT = '/api/v1/track/pv'

/** What the page itself can tell about its browser: automated (151), prerendered (153) or nothing (0). */
function botSignal(): number {
  if (navigator.webdriver) return BOT_CODES.automation
  if ((document as Document & { prerendering?: boolean }).prerendering) return BOT_CODES.prefetch
  return 0
}

/** The query string without the attribution tag (consumed and recorded on its own). */
export function queryWithoutTag(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('tag')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * SPEC §7: one page view or event to our endpoint with p, r, t, e, s, b, q, rnd, as a beacon, or as
 * an image where beacons are unavailable.
 */
export function sendPageView(input: { path: string; search: string; referrer: string; event: string }) {
  const params = new URLSearchParams({
    p: input.path,
    r: input.referrer,
    t: document.title,
    e: input.event,
    s: `${window.screen.width}x${window.screen.height}`,
    b: String(botSignal()),
    q: queryWithoutTag(input.search),
    rnd: Math.random().toString(36).slice(2, 10),
  })
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, params)) return
  const image = new Image(1, 1)
  image.src = `${ENDPOINT}?${params.toString()}`
}
