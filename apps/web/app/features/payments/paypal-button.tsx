import type { PayPalNamespace } from '@paypal/paypal-js'
import { decimalAmountOf, type Money } from '@shop/domain/money'
import { useEffect, useRef, useState } from 'react'
import { formClasses } from '../../components/ui/form/fields'

const LOAD_FAILED_MESSAGE = 'PayPal could not be loaded. Please check your connection and reload the page.'
const FAILED_MESSAGE = 'PayPal could not take the payment. Please try again or choose another method.'

// One PayPal SDK per page, client id and currency: the SDK is loaded for one currency at a time.
const loaded = new Map<string, Promise<PayPalNamespace | null>>()
function paypalFor(clientId: string, currency: string): Promise<PayPalNamespace | null> {
  const key = `${clientId}:${currency}`
  let paypal = loaded.get(key)
  if (!paypal) {
    paypal = import('@paypal/paypal-js').then(({ loadScript }) =>
      loadScript({ clientId, currency, intent: 'capture', components: 'buttons' }),
    )
    // A failed load may be retried by the next mount (the buyer's connection came back).
    paypal.catch(() => loaded.delete(key))
    loaded.set(key, paypal)
  }
  return paypal
}

/**
 * PayPal's buttons (iframes of paypal.com): the buyer approves an order of exactly `amountDue` at PayPal, and the
 * order's id is handed to `onApproved` for the pay call (`ppe_order_id`). The server checks the order's amount
 * and currency against what is due before it captures it (decision 0063), so the amount set here is a proposal.
 */
export function PaypalButton({
  clientId,
  amountDue,
  onApproved,
}: {
  clientId: string
  amountDue: Money
  onApproved: (orderId: string) => void
}) {
  const mountRef = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The latest callback without re-rendering the buttons (PayPal draws them once per render call).
  const approved = useRef(onApproved)
  useEffect(() => {
    approved.current = onApproved
  }, [onApproved])

  const { amount_minor: amountMinor, currency } = amountDue
  useEffect(() => {
    let cancelled = false
    let close: (() => Promise<void>) | undefined
    setProblem(null)
    paypalFor(clientId, currency)
      .then(async (paypal) => {
        if (cancelled || !mountRef.current) return
        if (!paypal?.Buttons) return setProblem(LOAD_FAILED_MESSAGE)
        const buttons = paypal.Buttons({
          style: { layout: 'vertical', label: 'paypal', height: 45 },
          createOrder: (_data, actions) =>
            actions.order.create({
              intent: 'CAPTURE',
              purchase_units: [
                { amount: { currency_code: currency, value: decimalAmountOf(BigInt(amountMinor), currency) } },
              ],
            }),
          onApprove: async (data) => {
            setProblem(null)
            approved.current(data.orderID)
          },
          onError: () => setProblem(FAILED_MESSAGE),
        })
        close = () => buttons.close()
        await buttons.render(mountRef.current)
      })
      .catch(() => {
        if (!cancelled) setProblem(LOAD_FAILED_MESSAGE)
      })
    return () => {
      cancelled = true
      void close?.().catch(() => undefined)
    }
  }, [clientId, currency, amountMinor])

  return (
    <div>
      <div ref={mountRef} data-testid="paypal-buttons" style={{ minHeight: 45 }} />
      {problem ? (
        <p className={formClasses.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
