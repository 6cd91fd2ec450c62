/** SPEC §2: a visitor is in Europe when the browser's IANA time zone is `Europe/…`. */
export function isEuropeanTimeZone(timeZone: string | null | undefined): boolean {
  return typeof timeZone === 'string' && timeZone.startsWith('Europe/')
}
