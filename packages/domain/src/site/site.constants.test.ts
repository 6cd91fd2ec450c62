import { describe, expect, it } from 'vitest'
import { CART_SYNC_CHANNEL, MAX_MERGED_LINE_QUANTITY } from '../cart/cart.constants'
import { PARALLEL_UPLOADS } from '../tuning/tuning.constants'
import * as constants from './site.constants'

// The table of SPEC §9 in one test; each constant is defined once, in the area that uses it.
describe('SPEC §9 business constants', () => {
  it.each([
    ['Parallel uploads: 2', PARALLEL_UPLOADS, 2],
    ['Tag attribution re-send: at most once per hour', constants.TAG_ATTRIBUTION_RESEND_MS, 3_600_000],
    ['Cart sync channel name: cart-sync', CART_SYNC_CHANNEL, 'cart-sync'],
    ['Cart line quantity, merged: 20', MAX_MERGED_LINE_QUANTITY, 20],
    ['Sale countdown starts: under 48 hours remaining', constants.SALE_COUNTDOWN_MS, 48 * 3_600_000],
    ['Default modal width: 600px', constants.DEFAULT_MODAL_WIDTH, 600],
    ['Pre-login page memory: 300000 ms', constants.PRE_LOGIN_PAGE_MEMORY_MS, 300_000],
    ['Lazy page load timeout: 120000 ms', constants.LAZY_PAGE_LOAD_TIMEOUT_MS, 120_000],
    ['Analytics re-scan after navigation: 2500 ms', constants.ANALYTICS_RESCAN_MS, 2500],
    ['Bot detection codes: 150 to 153', constants.BOT_DETECTION_CODES, [150, 151, 152, 153]],
    [
      'Tracking event name prefixes: store_, catalog_, instatune_, tradein_, rescue_',
      constants.TRACKING_EVENT_PREFIXES,
      ['store_', 'catalog_', 'instatune_', 'tradein_', 'rescue_'],
    ],
    ['Default units: hp, lb-ft, Nm', constants.DEFAULT_UNITS, { power: 'hp', torque: 'lb-ft', torqueMetric: 'Nm' }],
    ['Default prices: 0.00', constants.DEFAULT_PRICE, '0.00'],
    ['Default regions: [1]', constants.DEFAULT_REGIONS, [1]],
    ['region ids 1 (North America) and 2 (Europe)', constants.REGION_IDS, [1, 2]],
    ['alert types info, warning, error, success', constants.ALERT_TYPES, ['info', 'warning', 'error', 'success']],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})
