/** A credit code as printed: three groups of four from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CREDIT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_PATTERN = new RegExp(`^[${CREDIT_CODE_ALPHABET}]{12}$`)

/**
 * The canonical form of a typed credit code (`ABCD-EFGH-JKMN`): case, spaces and dashes do not matter.
 * Null when it cannot be a code, so that a lookup is never made with garbage.
 */
export function normalizeCreditCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '')
  if (!CODE_PATTERN.test(compact)) return null
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`
}
