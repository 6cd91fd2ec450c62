/**
 * SPEC §9 bot detection codes 150–153, what each means here (docs/decisions/0019). A page view gets
 * the first that applies, in this order, or none.
 */
export const BOT_CODES = {
  /** The user agent names itself a bot, crawler, spider, monitor or an HTTP library. */
  userAgent: 150,
  /** The browser is automated: headless user agent, or the page saw `navigator.webdriver`. */
  automation: 151,
  /** No browser signals: sent without a screen size, i.e. not by our script in a rendering browser. */
  noBrowserSignals: 152,
  /** A prefetch or prerender, not a visit: the Sec-Purpose/Purpose header or `document.prerendering`. */
  prefetch: 153,
} as const
export type BotCode = (typeof BOT_CODES)[keyof typeof BOT_CODES]

/** The event of an ordinary page view, and of the late re-scan that found a changed title. */
export const PAGE_VIEW_EVENT = 'pageview'
export const PAGE_UPDATE_EVENT = 'update'

/** The first-party cookie naming a visitor (a random id; the key of tag attribution). */
export const VISITOR_COOKIE = 'tuneshop.vid'

/** SPEC §2: the paths whose last segment is a tag to record before redirecting to /. */
export const TAG_ROUTE_PREFIXES = ['tune', 'tunes', 'buy', 'shop'] as const

/** How long a recorded tag attributes a visitor's later orders and tune requests (last touch wins). */
export const ATTRIBUTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
