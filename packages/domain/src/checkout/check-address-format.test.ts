import { describe, expect, it } from 'vitest'
import { checkAddressFormat } from './check-address-format'

describe('checkAddressFormat (decision 0029)', () => {
  it.each([
    [
      { country_code: 'us', state: 'California', postal_code: '92627' },
      { country_code: 'US', state: 'CA', postal_code: '92627' },
    ],
    [
      { country_code: 'CA', state: 'on', postal_code: 'm5v 2t6' },
      { country_code: 'CA', state: 'ON', postal_code: 'M5V 2T6' },
    ],
    [
      { country_code: 'DE', state: '', postal_code: '80331' },
      { country_code: 'DE', state: '', postal_code: '80331' },
    ],
    [
      { country_code: 'NL', state: '', postal_code: '3011 ab' },
      { country_code: 'NL', state: '', postal_code: '3011 AB' },
    ],
    [
      { country_code: 'AE', state: '', postal_code: '' },
      { country_code: 'AE', state: '', postal_code: '' },
    ],
  ])('accepts %j', (input, address) => {
    expect(checkAddressFormat(input)).toEqual({ ok: true, address })
  })

  it.each([
    [{ country_code: 'XX', state: '', postal_code: '' }, 'country_code'],
    [{ country_code: 'US', state: 'CA', postal_code: '9262' }, 'postal_code'],
    [{ country_code: 'US', state: 'Narnia', postal_code: '92627' }, 'state'],
    [{ country_code: 'CA', state: 'ON', postal_code: '12345' }, 'postal_code'],
    [{ country_code: 'DE', state: '', postal_code: '' }, 'postal_code'],
  ])('refuses %j at %s', (input, field) => {
    expect(checkAddressFormat(input)).toEqual({ ok: false, field })
  })
})
