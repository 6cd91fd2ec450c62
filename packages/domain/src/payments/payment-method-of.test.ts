import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PaymentFieldsSchema } from './payment-fields.schema'
import {
  DEVICE_DATA_WITHOUT_NONCE_MESSAGE,
  NO_PAYMENT_METHOD_MESSAGE,
  SAVE_WITHOUT_STRIPE_METHOD_MESSAGE,
  SEVERAL_PAYMENT_METHODS_MESSAGE,
  paymentMethodOf,
} from './payment-method-of'

const parse = (input: unknown) => PaymentFieldsSchema.parse(input)

describe('paymentMethodOf (SPEC §3 tune request payment fields)', () => {
  it.each([
    [{ test_token: 'tok_visa' }, { provider: 'test', token: 'tok_visa' }],
    [
      { stripe_payment_method_id: 'pm_card_visa' },
      { provider: 'stripe', paymentMethodId: 'pm_card_visa', saveForLater: false },
    ],
    [
      { stripe_payment_method_id: 'pm_123', stripe_payment_method_new: true },
      { provider: 'stripe', paymentMethodId: 'pm_123', saveForLater: true },
    ],
    [{ payment_nonce: 'fake-valid-nonce' }, { provider: 'braintree', nonce: 'fake-valid-nonce' }],
    [
      { payment_nonce: 'fake-valid-nonce', device_data: '{"correlation_id":"abc"}' },
      { provider: 'braintree', nonce: 'fake-valid-nonce', deviceData: '{"correlation_id":"abc"}' },
    ],
    [{ ppe_order_id: '5O190127TN364715T' }, { provider: 'paypal', orderId: '5O190127TN364715T' }],
  ])('%j is %j', (fields, method) => {
    expect(paymentMethodOf(parse(fields))).toEqual({ ok: true, method })
  })

  it('blank and null fields count as absent, so a form may send every field', () => {
    const fields = parse({
      test_token: 'tok_visa',
      payment_nonce: '',
      device_data: '  ',
      stripe_payment_method_id: null,
      stripe_payment_method_new: false,
      ppe_order_id: '',
    })
    expect(paymentMethodOf(fields)).toEqual({ ok: true, method: { provider: 'test', token: 'tok_visa' } })
  })

  it('no method at all is a 422-able error on "payment"', () => {
    expect(paymentMethodOf(parse({}))).toEqual({ ok: false, errors: { payment: [NO_PAYMENT_METHOD_MESSAGE] } })
  })

  it('two methods at once are ambiguous and refused', () => {
    expect(paymentMethodOf(parse({ test_token: 'tok_visa', ppe_order_id: 'ABC' }))).toEqual({
      ok: false,
      errors: { payment: [SEVERAL_PAYMENT_METHODS_MESSAGE] },
    })
  })

  it('device_data without a Braintree nonce is refused', () => {
    expect(paymentMethodOf(parse({ test_token: 'tok_visa', device_data: '{}' }))).toEqual({
      ok: false,
      errors: { device_data: [DEVICE_DATA_WITHOUT_NONCE_MESSAGE] },
    })
  })

  it('saving for later needs a Stripe payment method', () => {
    expect(paymentMethodOf(parse({ test_token: 'tok_visa', stripe_payment_method_new: true }))).toEqual({
      ok: false,
      errors: { stripe_payment_method_new: [SAVE_WITHOUT_STRIPE_METHOD_MESSAGE] },
    })
  })

  it('property: a result is a method exactly when one provider field is present', () => {
    const maybe = (value: string) => fc.option(fc.constant(value), { nil: undefined })
    fc.assert(
      fc.property(
        maybe('tok_visa'),
        maybe('pm_1'),
        maybe('nonce-1'),
        maybe('ORDER1'),
        (test_token, stripe_payment_method_id, payment_nonce, ppe_order_id) => {
          const present = [test_token, stripe_payment_method_id, payment_nonce, ppe_order_id].filter(Boolean).length
          const result = paymentMethodOf(parse({ test_token, stripe_payment_method_id, payment_nonce, ppe_order_id }))
          expect(result.ok).toBe(present === 1)
        },
      ),
    )
  })
})

describe('PaymentFieldsSchema', () => {
  it.each([
    [{ stripe_payment_method_id: 'pm 1; drop' }, 'stripe_payment_method_id'],
    [{ payment_nonce: '<script>' }, 'payment_nonce'],
    [{ ppe_order_id: 'x'.repeat(65) }, 'ppe_order_id'],
    [{ test_token: 'visa' }, 'test_token'],
    [{ stripe_payment_method_new: 'yes' }, 'stripe_payment_method_new'],
  ])('%j is refused on %s', (input, field) => {
    const result = PaymentFieldsSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })

  it('has no field for card numbers: unknown keys are dropped (tokens only, PCI SAQ A)', () => {
    expect(parse({ test_token: 'tok_visa', card_number: '4242424242424242' })).not.toHaveProperty('card_number')
  })
})
