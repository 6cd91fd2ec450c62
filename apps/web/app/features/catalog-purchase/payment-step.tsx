import { Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core'
import { formatMoney, type Money } from '@shop/domain/money'
import type { PaymentMethodSettings } from '@shop/domain/payments'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import type { SavedStripeCard } from '../../components/ui/payment/payment-api'
import { PaymentMethodField, type PaymentMethodFieldHandle } from '../../components/ui/payment/payment-method-field'
import { browserApi } from '../../lib/browser-api'
import { trackEvent } from '../site/track-event'
import type { EstimateAnswer, Purchase } from './purchase-types'

type EstimateRequest = { vehicle: string; selection: string; own: number[]; rent: boolean }

/**
 * Paying for the purchase: the priced selection is saved as the buyer's purchase (its prices fixed), then paid
 * with the shared payment field (Stripe Elements or a saved card when Stripe is on, the test cards in demo mode), billed to the buyer's dealer, or handed to support. One Idempotency-Key per
 * attempt: a double click or a retry after a lost answer charges once.
 */
export function PaymentStep(props: {
  request: EstimateRequest
  currency: string
  total: Money
  settings: PaymentMethodSettings | null
  savedCards: readonly SavedStripeCard[]
  dealerName: string | null
}) {
  const navigate = useNavigate()
  const purchaseId = useRef<number | null>(null)
  const attemptKey = useRef<string | null>(null)
  const paymentField = useRef<PaymentMethodFieldHandle>(null)
  const [busy, setBusy] = useState<'pay' | 'later' | 'ticket' | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [message, setMessage] = useState('')

  async function ensurePurchase(): Promise<number> {
    if (purchaseId.current !== null) return purchaseId.current
    const saved = await browserApi.post<EstimateAnswer>(`/v1/catalog/estimate?currency=${props.currency}`, {
      ...props.request,
      save: true,
    })
    purchaseId.current = saved.purchase_id
    return saved.purchase_id!
  }

  async function run(kind: 'pay' | 'later' | 'ticket', call: (id: number, key: string) => Promise<Purchase>) {
    if (busy) return
    setBusy(kind)
    setFailure(null)
    attemptKey.current ??= crypto.randomUUID()
    try {
      const id = await ensurePurchase()
      const purchase = await call(id, attemptKey.current)
      trackEvent(kind === 'ticket' ? 'catalog_purchase_ticket' : 'catalog_purchase_completed')
      await navigate(`/purchase/catalog/${purchase.id}`)
    } catch (error) {
      // A decline or conflict is final for this attempt: the next click is a new attempt with a new key.
      attemptKey.current = null
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  const headers = (key: string) => ({ headers: { 'Idempotency-Key': key } })
  async function pay() {
    if (busy) return
    // A new Stripe card becomes a PaymentMethod here; a card the field rejects shows its message there.
    const payment = await paymentField.current?.collect()
    if (!payment) return
    await run('pay', (id, key) =>
      browserApi.post<Purchase>('/v1/catalog/pay', { purchase_id: id, payment }, headers(key)),
    )
  }
  const payLater = () =>
    run('later', (id, key) => browserApi.post<Purchase>('/v1/catalog/pay-later', { purchase_id: id }, headers(key)))
  const viaTicket = () =>
    run('ticket', (id) => browserApi.post<Purchase>('/v1/catalog/via-ticket', { purchase_id: id, message }))

  const canPay = props.settings !== null && (props.settings.test.enabled || props.settings.stripe.enabled)
  return (
    <Stack gap="md" component="section" aria-labelledby="payment-title">
      <Text id="payment-title" fw={700} size="lg">
        Payment
      </Text>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {props.settings && canPay ? (
        <>
          <PaymentMethodField
            settings={props.settings}
            savedCards={props.savedCards}
            loggedIn
            amountDue={props.total}
            ref={paymentField}
          />
          <Button size="md" onClick={pay} loading={busy === 'pay'} disabled={busy !== null && busy !== 'pay'}>
            Pay {formatMoney(props.total)}
          </Button>
        </>
      ) : (
        <Text size="sm">
          Card payment is not available right now. You can ask our team to handle the purchase below.
        </Text>
      )}
      {props.dealerName ? (
        <Stack gap={4}>
          <Button
            variant="light"
            onClick={payLater}
            loading={busy === 'later'}
            disabled={busy !== null && busy !== 'later'}
          >
            Bill {props.dealerName} (pay later)
          </Button>
          <Text size="xs" c="dimmed">
            Added to your dealer account and paid with its statement.
          </Text>
        </Stack>
      ) : null}
      <Divider label="or" labelPosition="center" />
      <Stack gap="xs">
        <Textarea
          label="Ask our team to handle this purchase"
          description="For example to pay by bank transfer or to check your vehicle first. We answer by email."
          autosize
          minRows={2}
          maxLength={4000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group>
          <Button
            variant="default"
            onClick={viaTicket}
            loading={busy === 'ticket'}
            disabled={message.trim() === '' || (busy !== null && busy !== 'ticket')}
          >
            Send to support
          </Button>
        </Group>
      </Stack>
    </Stack>
  )
}
