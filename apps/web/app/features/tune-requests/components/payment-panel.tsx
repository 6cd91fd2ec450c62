import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type CreditAmounts } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import type { PaymentMethodSettings } from '@shop/domain/payments'
import { useEffect, useRef, useState } from 'react'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import {
  loadPaymentMethodSettings,
  loadSavedStripeCards,
  PaymentMethodField,
  type PaymentMethodFieldHandle,
  type SavedStripeCard,
} from '../../payments'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

type Dealer = Schema<'TuneRequestDealerList'>['data'][number]

/** "1 ECU, 1 TCU" */
const creditsLabel = (credits: CreditAmounts) =>
  TUNE_CREDIT_KINDS.filter((kind) => credits[kind] > 0)
    .map((kind) => `${credits[kind]} ${TUNE_CREDIT_LABELS[kind]}`)
    .join(', ')

/** The estimate with its prices, the disclaimer to agree to, and the ways to settle it (pay, pay later, raw). */
export function PaymentPanel({ request, onDone }: { request: Schema<'TuneRequestDetail'>; onDone: () => void }) {
  const estimate = request.estimate
  const [agreed, setAgreed] = useState(false)
  const [settings, setSettings] = useState<PaymentMethodSettings | null>(null)
  const [savedCards, setSavedCards] = useState<SavedStripeCard[]>([])
  const paymentField = useRef<PaymentMethodFieldHandle>(null)
  const [dealers, setDealers] = useState<Dealer[]>([])
  const [balances, setBalances] = useState<CreditAmounts | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  // One key per payment attempt of this page: a double click or a retry after a timeout never pays twice.
  const idempotencyKey = useRef<string | null>(null)

  useEffect(() => {
    void loadPaymentMethodSettings(browserApi)
      .then((value) => {
        setSettings(value)
        if (value.stripe.enabled)
          void loadSavedStripeCards(browserApi)
            .then(setSavedCards)
            .catch(() => setSavedCards([]))
      })
      .catch(setError)
    void answer(browserApi.GET('/api/v1/tune-credits'))
      .then((r) => setBalances(r.balances))
      .catch(() => setBalances(null))
    void answer(browserApi.GET('/api/v1/tune-requests/dealers'))
      .then((r) => setDealers(r.data))
      .catch(() => setDealers([]))
  }, [])

  const run = async (what: string, call: () => Promise<unknown>) => {
    setBusy(what)
    setError(null)
    try {
      await call()
      onDone()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(null)
    }
  }
  const disclaimer_sha256 = request.disclaimer.sha256

  const pay = async () => {
    // The shared payment step (test cards, a new or saved Stripe card) gives the wire payment fields.
    const fields = await paymentField.current?.collect()
    if (!fields) return
    await run('pay', async () => {
      idempotencyKey.current ??= crypto.randomUUID()
      await answer(
        browserApi.POST('/api/v1/tune-requests/{id}/pay', {
          params: { path: { id: request.id }, header: { 'idempotency-key': idempotencyKey.current } },
          body: { disclaimer_sha256, ...fields },
        }),
      )
    })
  }

  const payWithCredits = () =>
    run('credits', () =>
      answer(
        browserApi.POST('/api/v1/tune-credits/apply', { body: { tune_request_id: request.id, disclaimer_sha256 } }),
      ),
    )

  const canPay = request.actions.includes('pay')
  const creditPrice = request.credit_price
  const coveredByCredits =
    canPay && creditPrice && balances && TUNE_CREDIT_KINDS.every((kind) => balances[kind] >= creditPrice[kind])
  return (
    <Stack gap="md">
      {estimate ? (
        <Table withTableBorder={false} aria-label="Estimate">
          <Table.Tbody>
            {estimate.lines.map((line) => (
              <Table.Tr key={line.tune_id}>
                <Table.Td>
                  {line.name}
                  {line.kind === 'option' ? (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      (option)
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {formatMoney({ amount_minor: line.amount_minor, currency: estimate.currency })}
                </Table.Td>
              </Table.Tr>
            ))}
            {estimate.discount_minor > 0 ? (
              <Table.Tr>
                <Table.Td>Discount ({estimate.discount_codes.join(', ')})</Table.Td>
                <Table.Td ta="right">
                  −{formatMoney({ amount_minor: estimate.discount_minor, currency: estimate.currency })}
                </Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="estimate-total">
                {formatMoney({ amount_minor: estimate.total_minor, currency: estimate.currency })}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
      <Paper withBorder radius="sm" p="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm">{request.disclaimer.text}</Text>
      </Paper>
      <Checkbox
        label="I have read and agree to the disclaimer"
        checked={agreed}
        onChange={(e) => setAgreed(e.currentTarget.checked)}
      />
      {canPay && settings ? (
        <PaymentMethodField
          settings={settings}
          savedCards={savedCards}
          loggedIn
          amountDue={estimate ? { amount_minor: estimate.total_minor, currency: estimate.currency } : undefined}
          ref={paymentField}
        />
      ) : null}
      {error ? <ApiErrorAlert error={error} /> : null}
      <Group gap="sm">
        {canPay ? (
          <Button onClick={() => void pay()} loading={busy === 'pay'} disabled={!agreed || !settings || busy !== null}>
            Pay {estimate ? formatMoney({ amount_minor: estimate.total_minor, currency: estimate.currency }) : ''}
          </Button>
        ) : null}
        {coveredByCredits ? (
          <Button
            variant="light"
            onClick={() => void payWithCredits()}
            loading={busy === 'credits'}
            disabled={!agreed || busy !== null}
          >
            Pay with tune credits ({creditsLabel(creditPrice)})
          </Button>
        ) : null}
        {request.actions.includes('pay-later') && dealers.length > 0 ? (
          <Button
            variant="light"
            disabled={!agreed || busy !== null}
            loading={busy === 'later'}
            onClick={() =>
              void run('later', () =>
                answer(
                  browserApi.POST('/api/v1/tune-requests/{id}/pay-later', {
                    params: { path: { id: request.id } },
                    body: { disclaimer_sha256, dealer_id: dealers[0]!.id },
                  }),
                ),
              )
            }
          >
            Bill {dealers[0]!.name} later
          </Button>
        ) : null}
        {request.actions.includes('raw') ? (
          <Button
            variant="subtle"
            disabled={!agreed || busy !== null}
            loading={busy === 'raw'}
            onClick={() =>
              void run('raw', () =>
                answer(
                  browserApi.POST('/api/v1/tune-requests/{id}/raw', {
                    params: { path: { id: request.id } },
                    body: { disclaimer_sha256 },
                  }),
                ),
              )
            }
          >
            Tune my file by hand instead
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}
