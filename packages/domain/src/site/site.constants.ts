/**
 * SPEC §9 business constants of the site as a whole. A constant that belongs to one area lives in that area's
 * constants file, once: PARALLEL_UPLOADS in tuning, CART_SYNC_CHANNEL and MAX_MERGED_LINE_QUANTITY in cart.
 */
export const TAG_ATTRIBUTION_RESEND_MS = 60 * 60 * 1000
export const SALE_COUNTDOWN_MS = 48 * 60 * 60 * 1000
export const DEFAULT_MODAL_WIDTH = 600
export const PRE_LOGIN_PAGE_MEMORY_MS = 300_000
export const LAZY_PAGE_LOAD_TIMEOUT_MS = 120_000
export const ANALYTICS_RESCAN_MS = 2500
export const BOT_DETECTION_CODES = [150, 151, 152, 153] as const
export const TRACKING_EVENT_PREFIXES = ['store_', 'catalog_', 'instatune_', 'tradein_', 'rescue_'] as const
export const DEFAULT_UNITS = { power: 'hp', torque: 'lb-ft', torqueMetric: 'Nm' } as const
export const DEFAULT_PRICE = '0.00'

/** SPEC §3: region ids. */
export const REGION_IDS = [1, 2] as const
export type RegionId = (typeof REGION_IDS)[number]
export const DEFAULT_REGIONS: RegionId[] = [1]

/** SPEC §3: alert types. */
export const ALERT_TYPES = ['info', 'warning', 'error', 'success'] as const
export type AlertType = (typeof ALERT_TYPES)[number]
