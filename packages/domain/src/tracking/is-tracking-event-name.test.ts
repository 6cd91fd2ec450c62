import { describe, expect, it } from 'vitest'
import { isTrackingEventName } from './is-tracking-event-name'

describe('isTrackingEventName (SPEC §9 "Tracking event name prefixes")', () => {
  it.each(['store_add_to_cart', 'catalog_vehicle_selected', 'instatune_paid', 'tradein_submitted', 'rescue_started'])(
    '%s is an event name',
    (name) => expect(isTrackingEventName(name)).toBe(true),
  )
  it.each(['pageview', 'cart_add', 'store_', 'Store_add', 'store add', 'shop_add', '', 'store_' + 'x'.repeat(80)])(
    '%j is refused',
    (name) => expect(isTrackingEventName(name)).toBe(false),
  )
})
