/** The failed-login limits (decision 0067); all counts are within `windowMs`. */
export type LoginLimits = {
  /** Failures allowed for one account from one client address. */
  maxPerAccountAndAddress: number
  /** Failures allowed from one client address, whatever the accounts. */
  maxPerAddress: number
  /** Failures of one account, from any address, after which each further attempt waits (the back-off). */
  backoffAfter: number
  /** The back-off's longest wait: it doubles from 1 s per further failure up to this. */
  backoffMaxSeconds: number
  windowMs: number
}

/** The recent failures a sign-in attempt is judged by; times within the window, any order. */
export type LoginHistory = {
  /** Failures of this account from this address. */
  pair: readonly Date[]
  /** Failures from this address, any account. */
  address: readonly Date[]
  /** Failures of this account from any address: how many, and the last one. */
  account: { count: number; last: Date | null }
  /** The account already has a session from this address (its owner's own place): no back-off there. */
  knownAddress: boolean
}

export type LoginVerdict =
  | { allowed: true }
  | { allowed: false; limit: 'account_and_address' | 'address' | 'account_backoff'; retryAfterSeconds: number }

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** When a sliding-window count of `times` falls below `max` again, or null when it already is. */
function windowFreesAt(times: readonly Date[], max: number, windowMs: number): number | null {
  if (times.length < max) return null
  const sorted = times.map((time) => time.getTime()).sort((a, b) => a - b)
  // The count drops below max once its oldest (length - max + 1) failures have left the window.
  return sorted[times.length - max]! + windowMs
}

/** The wait the back-off asks after `count` failures of an account (0 below the threshold): 1 s, 2 s, 4 s… capped. */
export function loginBackoffSeconds(count: number, limits: Pick<LoginLimits, 'backoffAfter' | 'backoffMaxSeconds'>) {
  if (count < limits.backoffAfter) return 0
  const exponent = Math.min(count - limits.backoffAfter, 30)
  return Math.min(2 ** exponent, limits.backoffMaxSeconds)
}

/**
 * Whether a sign-in attempt may be tried now. A stranger's failures from elsewhere never lock the owner out:
 * the tight limit is per (account, address), the address limit is the stranger's own, and what one account's
 * failures from everywhere cost is a capped back-off of seconds (none from an address it holds a session from).
 * A refusal says how long to wait (whole seconds, at least 1).
 */
export function loginThrottle(history: LoginHistory, limits: LoginLimits, now: Date): LoginVerdict {
  const at = now.getTime()
  const pairFree = windowFreesAt(history.pair, limits.maxPerAccountAndAddress, limits.windowMs)
  if (pairFree !== null && pairFree > at) {
    return { allowed: false, limit: 'account_and_address', retryAfterSeconds: seconds(pairFree - at) }
  }
  const addressFree = windowFreesAt(history.address, limits.maxPerAddress, limits.windowMs)
  if (addressFree !== null && addressFree > at) {
    return { allowed: false, limit: 'address', retryAfterSeconds: seconds(addressFree - at) }
  }
  const wait = loginBackoffSeconds(history.account.count, limits)
  if (wait > 0 && !history.knownAddress && history.account.last) {
    const until = history.account.last.getTime() + wait * 1000
    if (until > at) return { allowed: false, limit: 'account_backoff', retryAfterSeconds: seconds(until - at) }
  }
  return { allowed: true }
}
