// Made once: an Intl formatter costs far more to build than to use (a tenth of a rendered page's time in a profile).
const INSTANT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A back-office instant: the same text on the server and in the browser (UTC, said so). */
export const formatInstant = (iso: string) => `${INSTANT.format(new Date(iso))} UTC`

/** A back-office day (UTC), for a list's date column. */
export const formatDay = (iso: string) => DAY.format(new Date(iso))
