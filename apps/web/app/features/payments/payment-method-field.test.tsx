import type { Money } from '@shop/domain/money'
import type { PaymentFields, PaymentMethodSettings } from '@shop/domain/payments'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { createRoutesStub, useLoaderData } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '../../../test/fake-api'
import { renderWithMantine } from '../../../test/render'
import { createApi } from '../../lib/api-client'
import { loadPaymentStepData, type SavedStripeCard } from './payment-api'
import { PaymentMethodField, type PaymentMethodFieldHandle } from './payment-method-field'

const OFF: PaymentMethodSettings = {
  test: { enabled: false, tokens: [] },
  stripe: { enabled: false, publishable_key: null },
  braintree: { enabled: false, client_token_url: null },
  paypal: { enabled: false, client_id: null, currency_codes: [] },
}

const TEST_TOKENS = [
  { token: 'tok_visa', label: 'Visa, succeeds', outcome: 'succeeded' },
  { token: 'tok_chargeDeclined', label: 'Declined card', outcome: 'declined' },
]

const SAVED: SavedStripeCard[] = [{ id: 'pm_saved_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 }]

const USD_DUE: Money = { amount_minor: 12_900, currency: 'USD' }

/**
 * A payment step as the checkout builds it (features/checkout/checkout-form.tsx): its loader asks the API which
 * methods are on (and the buyer's saved cards), the field shows them, Pay collects the wire fields.
 */
function renderPaymentStep(amountDue: Money = USD_DUE) {
  const collected = vi.fn<(fields: PaymentFields | null) => void>()
  const api = createApi((request) => fetch(request))
  function PaymentStep() {
    const { settings, savedCards } = useLoaderData() as Awaited<ReturnType<typeof loadPaymentStepData>>
    const field = useRef<PaymentMethodFieldHandle>(null)
    if (!settings) return <p>Card payments are not available right now.</p>
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void field.current?.collect().then(collected)
        }}
      >
        <PaymentMethodField settings={settings} savedCards={savedCards} loggedIn amountDue={amountDue} ref={field} />
        <button type="submit">Pay</button>
      </form>
    )
  }
  const Stub = createRoutesStub([
    { path: '/checkout', HydrateFallback: () => null, loader: () => loadPaymentStepData(api), Component: PaymentStep },
  ])
  renderWithMantine(<Stub initialEntries={['/checkout']} />)
  return collected
}

/** The methods offered, in their order on the page. */
const methodNames = () =>
  screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '')

describe('payment method field (SPEC §3 payment fields, decisions 0033 and 0063)', () => {
  it('offers the methods that are on, saved cards before a new one; the test card is chosen and sent as test_token', async () => {
    const api = stubApi({
      'GET /api/v1/payment-method-settings': {
        body: {
          ...OFF,
          test: { enabled: true, tokens: TEST_TOKENS },
          stripe: { enabled: true, publishable_key: 'pk_test_1' },
          paypal: { enabled: true, client_id: 'paypal-client', currency_codes: ['USD'] },
        },
      },
      'GET /api/v1/stripe-payment-methods': { body: { data: SAVED } },
    })
    const user = userEvent.setup()
    const collected = renderPaymentStep()

    expect(await screen.findByRole('radio', { name: 'Test card (no real money)' })).toBeChecked()
    expect(methodNames()).toEqual([
      'Test card (no real money)',
      'Visa ending 4242, expires 04/2030',
      'A new card',
      'PayPal',
    ])
    expect(screen.getByRole('radio', { name: 'Visa ending 4242, expires 04/2030' })).not.toBeChecked()
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/payment-method-settings',
      'GET /api/v1/stripe-payment-methods',
    ])

    expect(screen.getByRole('combobox', { name: 'Test card' })).toHaveDisplayValue('Visa, succeeds')
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(collected).toHaveBeenLastCalledWith({ test_token: 'tok_visa' }))
  })

  it('another test card, or a saved card, is what Pay sends', async () => {
    stubApi({
      'GET /api/v1/payment-method-settings': {
        body: {
          ...OFF,
          test: { enabled: true, tokens: TEST_TOKENS },
          stripe: { enabled: true, publishable_key: 'pk_1' },
        },
      },
      'GET /api/v1/stripe-payment-methods': { body: { data: SAVED } },
    })
    const user = userEvent.setup()
    const collected = renderPaymentStep()

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test card' }), 'Declined card')
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(collected).toHaveBeenLastCalledWith({ test_token: 'tok_chargeDeclined' }))

    await user.click(screen.getByRole('radio', { name: 'Visa ending 4242, expires 04/2030' }))
    expect(screen.queryByRole('combobox', { name: 'Test card' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(collected).toHaveBeenLastCalledWith({ stripe_payment_method_id: 'pm_saved_1' }))
  })

  it('says what to fix instead of sending nothing useful', async () => {
    stubApi({
      'GET /api/v1/payment-method-settings': { body: { ...OFF, test: { enabled: true, tokens: [] } } },
    })
    const user = userEvent.setup()
    const collected = renderPaymentStep()

    await user.click(await screen.findByRole('button', { name: 'Pay' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a test card.')
    expect(collected).toHaveBeenLastCalledWith(null)
  })

  it('asks for no saved cards while Stripe is off; Braintree alone is the card method; PayPal only in its currencies', async () => {
    const api = stubApi({
      'GET /api/v1/payment-method-settings': {
        body: {
          ...OFF,
          braintree: { enabled: true, client_token_url: '/api/v1/braintree/client-token' },
          paypal: { enabled: true, client_id: 'paypal-client', currency_codes: ['USD'] },
        },
      },
    })
    renderPaymentStep({ amount_minor: 9_900, currency: 'EUR' })

    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeChecked()
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument()
    expect(methodNames()).toEqual(['Credit or debit card'])
    expect(api.calls.map((call) => call.path)).toEqual(['/api/v1/payment-method-settings'])
  })

  it('with every method off, says payment is not available', async () => {
    stubApi({ 'GET /api/v1/payment-method-settings': { body: OFF } })
    renderPaymentStep()

    expect(await screen.findByText('Payment is not available')).toBeVisible()
    expect(screen.getByText(/No payment method is available right now/)).toBeVisible()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })
})
