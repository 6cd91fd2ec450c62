import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CheckoutDraftSchema, DraftAddressSchema } from './checkout-draft.schema'
import { readCheckoutDraft } from './read-checkout-draft'

const DRAFT_KEYS = Object.keys(CheckoutDraftSchema.shape)
const ADDRESS_KEYS = Object.keys(DraftAddressSchema.shape)

// What a payment step holds: none of it may ever reach session storage.
const PAYMENT_KEYS = [
  'card',
  'card_number',
  'cardNumber',
  'number',
  'cvc',
  'cvv',
  'exp_month',
  'exp_year',
  'expiry',
  'token',
  'payment_method',
  'paymentMethod',
  'payment_method_id',
  'saved_card',
  'payment',
  'nonce',
]

// Allowed fields hold at most 12 characters here, so a 13-to-19-digit card number can only come from a card field.
const shortText = fc.string({ maxLength: 12 })
const draftAddress = fc.record(
  Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, key === 'country_code' ? fc.string({ maxLength: 2 }) : shortText]),
  ),
)
const draft = fc.record({
  email: shortText,
  billing_choice: fc.constantFrom('new', '12'),
  billing: draftAddress,
  addresses_the_same: fc.boolean(),
  shipping_choice: fc.constantFrom('new', '7'),
  shipping: draftAddress,
  shipping_tier: fc.constantFrom('standard', 'express', null),
})
const cardNumber = fc.stringMatching(/^[1-9]\d{12,18}$/)
const paymentFields = fc.dictionary(
  fc.constantFrom(...PAYMENT_KEYS),
  fc.oneof(cardNumber, fc.record({ number: cardNumber })),
  {
    minKeys: 1,
  },
)

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
}

describe('readCheckoutDraft (decision 0071: contact, addresses and shipping are kept, never a card)', () => {
  it('keeps a draft as typed', () => {
    fc.assert(
      fc.property(draft, (value) => {
        expect(readCheckoutDraft(value)).toEqual(value)
      }),
    )
  })

  it('never keeps a card or payment field, wherever it was put', () => {
    fc.assert(
      fc.property(draft, paymentFields, paymentFields, paymentFields, (value, atTop, inBilling, inShipping) => {
        const mixed = {
          ...value,
          ...atTop,
          billing: { ...value.billing, ...inBilling },
          shipping: { ...value.shipping, ...inShipping },
        }
        const kept = readCheckoutDraft(mixed)
        expect(kept).not.toBeNull()
        const json = JSON.stringify(kept)
        for (const key of keysOf(kept)) expect([...DRAFT_KEYS, ...ADDRESS_KEYS]).toContain(key)
        for (const field of [atTop, inBilling, inShipping]) {
          for (const card of Object.values(field)) {
            const digits = typeof card === 'string' ? card : card.number
            expect(json).not.toContain(digits)
          }
        }
      }),
    )
  })

  it('drops a field of the wrong type or length instead of the whole draft', () => {
    const kept = readCheckoutDraft({
      email: 42,
      billing_choice: '../1',
      billing: { full_name: 'Pat', country_code: 'USA' },
      addresses_the_same: 'yes',
      shipping_choice: '3',
      shipping: {},
      shipping_tier: 'overnight',
    })
    expect(kept).toEqual({
      email: '',
      billing_choice: 'new',
      billing: { ...emptyAddress(), full_name: 'Pat' },
      addresses_the_same: true,
      shipping_choice: '3',
      shipping: emptyAddress(),
      shipping_tier: null,
    })
  })

  it('is null for something that is not a draft', () => {
    for (const value of [null, 'draft', 3, []]) expect(readCheckoutDraft(value)).toBeNull()
  })
})

function emptyAddress() {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, '']))
}
