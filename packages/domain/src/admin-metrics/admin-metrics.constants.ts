// The back office's metrics and web traffic (issue 24 items 7 and 8, decision 0095).

/** How a chart groups days: one point a day, a week (Monday to Sunday, ISO) or a calendar month (UTC). */
export const METRICS_BUCKETS = ['day', 'week', 'month'] as const
export type MetricsBucket = (typeof METRICS_BUCKETS)[number]
export const METRICS_BUCKET_LABELS: Record<MetricsBucket, string> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
}

/** The range a screen shows when the address names none: the last 30 days, today included. */
export const METRICS_DEFAULT_DAYS = 30
/** The longest range one request may ask for (a year, and a day for a leap year). */
export const METRICS_MAX_DAYS = 366
/** The days a range may name (whole years, so that a day's neighbours are ordinary dates too). */
export const METRICS_FIRST_DAY = '2000-01-01'
export const METRICS_LAST_DAY = '2999-12-31'
/** How many rows the "top" lists answer. */
export const METRICS_TOP_LIMIT = 10

/** The order kinds that bring revenue, as the order list names them (decision 0088). */
export const REVENUE_KINDS = ['store', 'catalog', 'tune-request'] as const
export type RevenueKind = (typeof REVENUE_KINDS)[number]
export const REVENUE_KIND_LABELS: Record<RevenueKind, string> = {
  store: 'Store orders',
  catalog: 'Catalog purchases',
  'tune-request': 'Custom tunes',
}

/** A page view's device, read from the screen size the page sent (its width in CSS pixels). */
export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'unknown'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]
export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  unknown: 'Unknown (no screen size)',
}
/** Narrower than this is a phone; narrower than `DESKTOP_MIN_WIDTH` a tablet; the rest desktops. */
export const TABLET_MIN_WIDTH = 600
export const DESKTOP_MIN_WIDTH = 1100

/** Who sent a page view: a person, or a bot by the code the server gave it (decision 0019). */
export const VISITOR_KINDS = ['person', 'bot-user-agent', 'bot-automation', 'bot-no-browser', 'bot-prefetch'] as const
export type VisitorKind = (typeof VISITOR_KINDS)[number]
export const VISITOR_KIND_LABELS: Record<VisitorKind, string> = {
  person: 'People',
  'bot-user-agent': 'Bots that say so (crawlers, monitors)',
  'bot-automation': 'Automated browsers',
  'bot-no-browser': 'No browser signals',
  'bot-prefetch': 'Prefetches and prerenders',
}
/** The bot code (BOT_CODES) of each bot kind. */
export const VISITOR_KIND_BOT_CODES: Record<Exclude<VisitorKind, 'person'>, number> = {
  'bot-user-agent': 150,
  'bot-automation': 151,
  'bot-no-browser': 152,
  'bot-prefetch': 153,
}

/** The referrer of a view typed in or bookmarked (no referrer sent). */
export const DIRECT_REFERRER = 'Direct or bookmarked'
