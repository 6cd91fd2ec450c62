import { describe, expect, it } from 'vitest'
import { AddressInputSchema, isAddressUpdate } from './address.schema'

describe('isAddressUpdate (SPEC §5)', () => {
  it.each([
    [1, true],
    [42, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])('"a positive id means update, otherwise create": %s → %s', (id, update) => {
    expect(isAddressUpdate(id)).toBe(update)
  })
})

describe('AddressInputSchema', () => {
  it('upper-cases the country and fills optional parts with empty text', () => {
    expect(AddressInputSchema.parse({ country_code: 'de', full_name: 'Jo', line1: 'A 1', city: 'Berlin' })).toEqual({
      country_code: 'DE',
      full_name: 'Jo',
      line1: 'A 1',
      line2: '',
      city: 'Berlin',
      state: '',
      postal_code: '',
      email: '',
      phone: '',
    })
  })

  it.each([
    ['country_code', { country_code: 'USA' }, 'Country must be a two-letter country code'],
    ['full_name', { full_name: '   ' }, 'Full name is required'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid email address'],
    ['phone', { phone: '555-CALL-NOW' }, 'Phone may contain only digits, spaces and + ( ) . / -'],
  ])('names the field %s', (field, patch, message) => {
    const result = AddressInputSchema.safeParse({
      country_code: 'US',
      full_name: 'Jo',
      line1: '1 Main',
      city: 'Reno',
      ...patch,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }))
  })
})
