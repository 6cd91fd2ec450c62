import { Alert, Checkbox, Radio, Select, Stack, Text } from '@mantine/core'
import type { PaymentFields, PaymentMethodSettings } from '@shop/domain/payments'
import { lazy, Suspense, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { SavedStripeCard } from './payment-api'
import type { StripeCardHandle } from './stripe-card-input'

// Stripe.js and its element load only where this field is shown, and only when Stripe is on.
const StripeCardInput = lazy(() => import('./stripe-card-input').then((m) => ({ default: m.StripeCardInput })))

export type PaymentMethodFieldHandle = {
  /**
   * The wire payment fields (SPEC §3) for the pay call, or null when the buyer must fix something first
   * (the field then shows what). Call it on submit: a new Stripe card becomes a PaymentMethod only then.
   */
  collect(): Promise<PaymentFields | null>
}

type Choice = 'test' | 'stripe-new' | `stripe-saved:${string}`

const NEW_CARD: Choice = 'stripe-new'

/**
 * The payment step of any checkout form: the methods the shop has on (from
 * `GET /api/v1/payment-method-settings`), the test cards in demo mode, a new card through Stripe Elements
 * (with "save for later" for a logged-in buyer) or one of their saved Stripe cards.
 */
export function PaymentMethodField({
  settings,
  savedCards = [],
  loggedIn = false,
  ref,
}: {
  settings: PaymentMethodSettings
  /** The buyer's saved Stripe cards (`GET /api/v1/stripe-payment-methods`), when logged in. */
  savedCards?: readonly SavedStripeCard[]
  loggedIn?: boolean
  ref?: Ref<PaymentMethodFieldHandle>
}) {
  const stripeKey = settings.stripe.enabled ? settings.stripe.publishable_key : null
  const choices: { value: Choice; label: string }[] = [
    ...(settings.test.enabled ? [{ value: 'test' as const, label: 'Test card (no real money)' }] : []),
    ...(stripeKey
      ? savedCards.map((card) => ({
          value: `stripe-saved:${card.id}` as const,
          label: `${capitalise(card.brand)} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
        }))
      : []),
    ...(stripeKey ? [{ value: NEW_CARD, label: savedCards.length ? 'A new card' : 'Credit or debit card' }] : []),
  ]
  const [choice, setChoice] = useState<Choice | null>(choices[0]?.value ?? null)
  const [testToken, setTestToken] = useState<string>(settings.test.tokens[0]?.token ?? '')
  const [saveCard, setSaveCard] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cardRef = useRef<StripeCardHandle>(null)

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
        return fail('Choose a payment method.')
      },
    }),
    [choice, testToken, saveCard, loggedIn],
  )

  function fail(message: string): null {
    setError(message)
    return null
  }

  if (choices.length === 0) {
    return (
      <Alert color="red" variant="light" title="Payment is not available">
        No payment method is available right now. Please contact us to complete your order.
      </Alert>
    )
  }

  return (
    <Stack gap="sm">
      <Radio.Group label="Payment method" value={choice} onChange={(value) => setChoice(value as Choice)} required>
        <Stack gap="xs" mt="xs">
          {choices.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>

      {choice === 'test' ? (
        <Select
          label="Test card"
          description="Demo mode: choose how the payment should turn out."
          data={settings.test.tokens.map((entry) => ({ value: entry.token, label: entry.label }))}
          value={testToken}
          onChange={(value) => setTestToken(value ?? '')}
          allowDeselect={false}
        />
      ) : null}

      {choice === NEW_CARD && stripeKey ? (
        <Suspense fallback={<Text size="sm">Loading the secure card form…</Text>}>
          <StripeCardInput publishableKey={stripeKey} ref={cardRef} />
          {loggedIn ? (
            <Checkbox
              label="Save this card for later"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.currentTarget.checked)}
            />
          ) : null}
        </Suspense>
      ) : null}

      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
