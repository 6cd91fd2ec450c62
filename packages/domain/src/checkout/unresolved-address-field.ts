import { checkAddressFormat } from './check-address-format'

export type UnresolvedAddressField = 'country_code' | 'state' | 'postal_code' | 'line1'

/**
 * Which field an 'unable to resolve address' answer (SPEC §7) is about, to show it there (decision 0071):
 * the field the shop's own format rules reject, else line 1 (the street a geocoding service could not place).
 */
export function unresolvedAddressField(address: {
  country_code: string
  state: string
  postal_code: string
}): UnresolvedAddressField {
  const result = checkAddressFormat(address)
  return result.ok ? 'line1' : result.field
}
