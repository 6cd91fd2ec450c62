import { describe, expect, it } from 'vitest'
import { unresolvedAddressField } from './unresolved-address-field'

describe("unresolvedAddressField (decision 0071: 'unable to resolve address' shows under the field it concerns)", () => {
  it.each([
    [{ country_code: 'XX', state: '', postal_code: '' }, 'country_code'],
    [{ country_code: 'US', state: 'CA', postal_code: '9262' }, 'postal_code'],
    [{ country_code: 'US', state: 'Atlantis', postal_code: '92627' }, 'state'],
    // The shop's rules pass: a geocoding service could not place the street.
    [{ country_code: 'US', state: 'CA', postal_code: '92627' }, 'line1'],
  ] as const)('%o → %s', (address, field) => {
    expect(unresolvedAddressField(address)).toBe(field)
  })
})
