import { randomBytes, timingSafeEqual } from 'node:crypto'

/** An unguessable token for the emailed invoice link (192 bits). */
export const newInvoiceToken = () => randomBytes(24).toString('base64url')

/** Whether the caller gave the order's emailed token, compared in constant time. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
