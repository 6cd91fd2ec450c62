import type { Money } from '@shop/domain/money'
import { paypalClientIdFor, type PaymentFields, type PaymentMethodSettings } from '@shop/domain/payments'
import { lazy, Suspense, useImperativeHandle, useRef, useState, type Ref } from 'react'
import {
  CheckField,
  formClasses,
  FormStack,
  Hint,
  Notice,
  RadioGroupField,
  SelectField,
} from '../../components/ui/form/fields'
import type { BraintreeDropInHandle } from './braintree-drop-in'
import type { SavedStripeCard } from './payment-api'
import type { StripeCardHandle } from './stripe-card-input'

// Each provider's browser part loads only where this field is shown, when that method is on and chosen.
const StripeCardInput = lazy(() => import('./stripe-card-input').then((m) => ({ default: m.StripeCardInput })))
const BraintreeDropIn = lazy(() => import('./braintree-drop-in').then((m) => ({ default: m.BraintreeDropIn })))
const PaypalButton = lazy(() => import('./paypal-button').then((m) => ({ default: m.PaypalButton })))

export type PaymentMethodFieldHandle = {
  /**
   * The wire payment fields (SPEC §3) for the pay call, or null when the buyer must fix something first
   * (the field then shows what). Call it on submit: a new Stripe card becomes a PaymentMethod only then.
   */
  collect(): Promise<PaymentFields | null>
}

type Choice = 'test' | 'stripe-new' | `stripe-saved:${string}` | 'braintree' | 'paypal'

/** An order the buyer approved at PayPal, for the amount it was approved for. */
type PaypalApproval = { orderId: string; amountDue: Money }

const sameMoney = (a: Money, b: Money) => a.amount_minor === b.amount_minor && a.currency === b.currency

const NEW_CARD: Choice = 'stripe-new'

/**
 * The payment step of any checkout form: the methods the shop has on (from
 * `GET /api/v1/payment-method-settings`), the test cards in demo mode, a new card through Stripe Elements
 * (with "save for later" for a logged-in buyer) or one of their saved Stripe cards, a card through Braintree's
 * Drop-in, or PayPal's buttons (decision 0063).
 */
export function PaymentMethodField({
  settings,
  savedCards = [],
  loggedIn = false,
  amountDue,
  ref,
}: {
  settings: PaymentMethodSettings
  /** The buyer's saved Stripe cards (`GET /api/v1/stripe-payment-methods`), when logged in. */
  savedCards?: readonly SavedStripeCard[]
  loggedIn?: boolean
  /** What the pay call will charge: PayPal is offered only where it is known. */
  amountDue?: Money
  ref?: Ref<PaymentMethodFieldHandle>
}) {
  const stripeKey = settings.stripe.enabled ? settings.stripe.publishable_key : null
  // The settings name the client token's operation when Braintree is on; Drop-in calls it through the API client.
  const braintreeOn = settings.braintree.enabled && settings.braintree.client_token_url !== null
  const paypalClientId = paypalClientIdFor(settings, amountDue)
  const choices: { value: Choice; label: string }[] = [
    ...(settings.test.enabled ? [{ value: 'test' as const, label: 'Test card (no real money)' }] : []),
    ...(stripeKey
      ? savedCards.map((card) => ({
          value: `stripe-saved:${card.id}` as const,
          label: `${capitalise(card.brand)} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
        }))
      : []),
    ...(stripeKey ? [{ value: NEW_CARD, label: savedCards.length ? 'A new card' : 'Credit or debit card' }] : []),
    ...(braintreeOn
      ? [{ value: 'braintree' as const, label: stripeKey ? 'Card through Braintree' : 'Credit or debit card' }]
      : []),
    ...(paypalClientId ? [{ value: 'paypal' as const, label: 'PayPal' }] : []),
  ]
  const [choice, setChoice] = useState<Choice | null>(choices[0]?.value ?? null)
  const [testToken, setTestToken] = useState<string>(settings.test.tokens[0]?.token ?? '')
  const [saveCard, setSaveCard] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cardRef = useRef<StripeCardHandle>(null)
  const dropInRef = useRef<BraintreeDropInHandle>(null)
  const [paypalApproval, setPaypalApproval] = useState<PaypalApproval | null>(null)
  // An approval stands only for the amount it was given for: a new estimate needs a new one.
  const paypalOrderId =
    paypalApproval && amountDue && sameMoney(paypalApproval.amountDue, amountDue) ? paypalApproval.orderId : null

  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        setError(null)
        if (choice === 'test') {
          if (!testToken) return fail('Choose a test card.')
          return { test_token: testToken }
        }
        if (choice?.startsWith('stripe-saved:'))
          return { stripe_payment_method_id: choice.slice('stripe-saved:'.length) }
        if (choice === NEW_CARD) {
          const result = await cardRef.current?.createPaymentMethod()
          if (!result) return fail('The card form is still loading. Please wait a moment.')
          if ('error' in result) return fail(result.error)
          return { stripe_payment_method_id: result.id, stripe_payment_method_new: loggedIn && saveCard }
        }
        if (choice === 'braintree') {
          const result = await dropInRef.current?.requestPaymentMethod()
          if (!result) return fail('The card form is still loading. Please wait a moment.')
          if ('error' in result) return fail(result.error)
          return { payment_nonce: result.nonce, ...(result.deviceData ? { device_data: result.deviceData } : {}) }
        }
        if (choice === 'paypal') {
          if (!paypalOrderId) return fail('Approve the payment with the PayPal button first.')
          return { ppe_order_id: paypalOrderId }
        }
        return fail('Choose a payment method.')
      },
    }),
    [choice, testToken, saveCard, loggedIn, paypalOrderId],
  )

  function fail(message: string): null {
    setError(message)
    return null
  }

  if (choices.length === 0) {
    return (
      <Notice title="Payment is not available">
        No payment method is available right now. Please contact us to complete your order.
      </Notice>
    )
  }

  return (
    <FormStack>
      <RadioGroupField
        label="Payment method"
        name="payment-method"
        options={choices}
        value={choice}
        onChange={(value) => setChoice(value as Choice)}
        required
      />

      {choice === 'test' ? (
        <SelectField
          label="Test card"
          description="Demo mode: choose how the payment should turn out."
          options={settings.test.tokens.map((entry) => ({ value: entry.token, label: entry.label }))}
          value={testToken}
          onChange={setTestToken}
        />
      ) : null}

      {choice === NEW_CARD && stripeKey ? (
        <Suspense fallback={<Hint>Loading the secure card form…</Hint>}>
          <StripeCardInput publishableKey={stripeKey} ref={cardRef} />
          {loggedIn ? <CheckField label="Save this card for later" checked={saveCard} onChange={setSaveCard} /> : null}
        </Suspense>
      ) : null}

      {choice === 'braintree' && braintreeOn ? (
        <Suspense fallback={<Hint>Loading the secure card form…</Hint>}>
          <BraintreeDropIn ref={dropInRef} />
        </Suspense>
      ) : null}

      {choice === 'paypal' && paypalClientId && amountDue ? (
        <Suspense fallback={<Hint>Loading PayPal…</Hint>}>
          {paypalOrderId ? (
            <Hint role="status" data-testid="paypal-approved">
              PayPal approved this payment. Press Pay to complete your order.
            </Hint>
          ) : (
            <PaypalButton
              clientId={paypalClientId}
              amountDue={amountDue}
              onApproved={(orderId) => {
                setError(null)
                setPaypalApproval({ orderId, amountDue })
              }}
            />
          )}
        </Suspense>
      ) : null}

      {error ? (
        <p className={formClasses.error} role="alert">
          {error}
        </p>
      ) : null}
    </FormStack>
  )
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
