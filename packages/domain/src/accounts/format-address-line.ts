import type { AddressInput } from './address.schema'

/** SPEC §3: an address on one line — name, line1, line2, city, state, country — skipping empty parts. */
export function formatAddressLine(
  address: Pick<AddressInput, 'full_name' | 'line1' | 'line2' | 'city' | 'state' | 'country_code'>,
): string {
  return [address.full_name, address.line1, address.line2, address.city, address.state, address.country_code]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(', ')
}
