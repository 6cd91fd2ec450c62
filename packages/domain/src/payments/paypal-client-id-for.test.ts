import { describe, expect, it } from 'vitest'
import type { PaymentMethodSettings } from './payment-method-settings.schema'
import { paypalClientIdFor } from './paypal-client-id-for'

const settings = (paypal: PaymentMethodSettings['paypal']): PaymentMethodSettings => ({
  test: { enabled: false, tokens: [] },
  stripe: { enabled: false, publishable_key: null },
  braintree: { enabled: false, client_token_url: null },
  paypal,
})
const usd = { amount_minor: 3187, currency: 'USD' }

describe('paypalClientIdFor (decision 0063)', () => {
  it('offers PayPal with its client id for a known amount in a currency it takes', () => {
    const on = settings({ enabled: true, client_id: 'client', currency_codes: ['USD', 'EUR'] })
    expect(paypalClientIdFor(on, usd)).toBe('client')
    expect(paypalClientIdFor(on, { amount_minor: 100, currency: 'CAD' })).toBeNull()
  })

  it('an empty currency list takes any currency', () => {
    expect(paypalClientIdFor(settings({ enabled: true, client_id: 'c', currency_codes: [] }), usd)).toBe('c')
  })

  it('not where PayPal is off, has no client id, or the amount is not known', () => {
    expect(paypalClientIdFor(settings({ enabled: false, client_id: 'c', currency_codes: [] }), usd)).toBeNull()
    expect(paypalClientIdFor(settings({ enabled: true, client_id: null, currency_codes: [] }), usd)).toBeNull()
    expect(paypalClientIdFor(settings({ enabled: true, client_id: 'c', currency_codes: [] }), undefined)).toBeNull()
  })
})
