import { TRACKING_EVENT_PREFIXES } from '../site/site.constants'

const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/

/** SPEC §9: an analytics event name starts with one of store_, catalog_, instatune_, tradein_, rescue_. */
export function isTrackingEventName(name: string): boolean {
  return (
    EVENT_NAME.test(name) &&
    TRACKING_EVENT_PREFIXES.some((prefix) => name.startsWith(prefix) && name.length > prefix.length)
  )
}
