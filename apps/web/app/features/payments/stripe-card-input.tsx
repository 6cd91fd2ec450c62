import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { formClasses } from '../../components/ui/form/fields'

export type StripeCardHandle = {
  /** A PaymentMethod id for the card typed in, or an error message from Stripe.js. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>
}

const LOAD_FAILED_MESSAGE = 'The card form could not be loaded. Please check your connection and reload the page.'

// One Stripe.js per page and key: loaded on first use, so only the payment step ever fetches it.
const loaded = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey))
    loaded.set(publishableKey, stripe)
  }
  return stripe
}

/**
 * Stripe's card element (an iframe of js.stripe.com): card numbers go from the buyer's browser to Stripe
 * and never reach our server, which only sees the PaymentMethod id (PCI SAQ A).
 */
export function StripeCardInput({ publishableKey, ref }: { publishableKey: string; ref: Ref<StripeCardHandle> }) {
  const mountRef = useRef<HTMLDivElement>(null)
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [card, setCard] = useState<StripeCardElement | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const labelId = useId()

  useEffect(() => {
    let cancelled = false
    let element: StripeCardElement | null = null
    stripeFor(publishableKey)
      .then((loadedStripe) => {
        if (cancelled || !loadedStripe || !mountRef.current) return
        element = loadedStripe.elements().create('card')
        element.mount(mountRef.current)
        element.on('change', (event) => setMessage(event.error?.message ?? null))
        setStripe(loadedStripe)
        setCard(element)
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      element?.destroy()
    }
  }, [publishableKey])

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        if (failed) return { error: LOAD_FAILED_MESSAGE }
        if (!stripe || !card) return { error: 'The card form is still loading. Please wait a moment.' }
        const result = await stripe.createPaymentMethod({ type: 'card', card })
        if (result.error) return { error: result.error.message ?? 'Please check your card details.' }
        return { id: result.paymentMethod.id }
      },
    }),
    [stripe, card, failed],
  )

  return (
    <div>
      <span id={labelId} className={formClasses.label}>
        Card details
      </span>
      <div
        ref={mountRef}
        aria-labelledby={labelId}
        style={{
          padding: '10px 12px',
          border: '1px solid var(--ts-line-strong)',
          borderRadius: 4,
          minHeight: 40,
        }}
      />
      {failed ? (
        <p className={formClasses.error} role="alert">
          {LOAD_FAILED_MESSAGE}
        </p>
      ) : null}
      {message ? (
        <p className={formClasses.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}
