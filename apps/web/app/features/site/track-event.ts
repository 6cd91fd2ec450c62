import { isTrackingEventName } from '@shop/domain/tracking'
import { sendPageView } from './api/analytics-beacon'

/**
 * SPEC §9: sends an analytics event of the current page. Only names with the prefixes store_,
 * catalog_, instatune_, tradein_, rescue_ are sent; any other name is refused (false).
 */
export function trackEvent(name: string): boolean {
  if (!isTrackingEventName(name)) return false
  sendPageView({
    path: window.location.pathname,
    search: window.location.search,
    referrer: document.referrer,
    event: name,
  })
  return true
}
