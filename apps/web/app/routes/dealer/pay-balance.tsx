import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { decimalAmountOf, formatMoney, minorAmountOf } from '@shop/domain/money'
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MoneyPositionCards } from '../../features/dealer-money/money-position-cards'
import { loadPaymentStepData, PaymentMethodField, type PaymentMethodFieldHandle } from '../../features/payments'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/pay-balance'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Pay balance') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [balance, payment] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/balance', { params: { path: { slug: params.slug } } })),
    loadPaymentStepData(api),
  ])
  return { balance, payment }
}

/** The amount typed, in minor units, or why it cannot be paid. */
function amountOf(text: string, currency: string): { ok: true; minor: number } | { ok: false; message: string } {
  try {
    const minor = minorAmountOf(text.replace(/[,\s]/g, ''), currency)
    if (minor <= 0n) return { ok: false, message: 'Enter an amount above zero.' }
    return { ok: true, minor: Number(minor) }
  } catch {
    return { ok: false, message: 'Enter an amount such as 250.00.' }
  }
}

/** `/dealer/{slug}/pay-balance`: pay what the dealer owes, or part of it, by card; the balance moves at once. */
export default function PayBalance({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const { balance, payment } = loaderData
  const revalidator = useRevalidator()
  const owing = balance.money.find((position) => position.owed.amount_minor > 0) ?? balance.money[0]!
  const [currency, setCurrency] = useState(owing.currency)
  const position = balance.money.find((p) => p.currency === currency) ?? owing
  const [amount, setAmount] = useState(decimalAmountOf(BigInt(position.owed.amount_minor), currency))
  const [amountError, setAmountError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [paid, setPaid] = useState<Schema<'DealerPayment'> | null>(null)
  const paymentField = useRef<PaymentMethodFieldHandle>(null)
  // One key per payment attempt: a double click or a retry after a timeout never pays twice.
  const key = useRef<string | null>(null)

  if (!dealer.may.manage) {
    return (
      <Stack gap="lg">
        <MoneyPositionCards balance={balance} />
        <Text c="dimmed">Only the dealer’s owners and managers pay its balance.</Text>
      </Stack>
    )
  }

  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = amountOf(amount, currency)
    setAmountError(parsed.ok ? null : parsed.message)
    if (!parsed.ok) return
    const fields = await paymentField.current?.collect()
    if (!fields) return
    setBusy(true)
    setError(null)
    try {
      key.current ??= crypto.randomUUID()
      const answered = await answer(
        browserApi.POST('/api/v1/dealers/{slug}/pay-balance', {
          params: { path: { slug: dealer.slug }, header: { 'idempotency-key': key.current } },
          body: { amount_minor: parsed.minor, currency, ...fields },
        }),
      )
      key.current = null
      setPaid(answered)
      setAmount(decimalAmountOf(BigInt(answered.position.owed.amount_minor), currency))
      await revalidator.revalidate()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xl">
      <MoneyPositionCards balance={balance} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        maw="var(--ts-measure)"
        component="section"
        aria-labelledby="pay-title"
      >
        <Title order={2} size="h3" id="pay-title" mb="xs">
          Pay by card
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          The amount is what the dealer owes; pay part of it or more. The balance shows the payment at once.
        </Text>
        {paid ? (
          <Alert color="green" title="Payment received" mb="md" role="status" data-testid="payment-received">
            {formatMoney(paid.amount)} paid. The balance is now {formatMoney(paid.position.balance)}.
          </Alert>
        ) : null}
        <form onSubmit={pay} noValidate>
          <Stack gap="md">
            {balance.money.length > 1 ? (
              <NativeSelect
                label="Currency"
                value={currency}
                onChange={(event) => {
                  const next = event.currentTarget.value
                  setCurrency(next)
                  const owed = balance.money.find((p) => p.currency === next)?.owed.amount_minor ?? 0
                  setAmount(decimalAmountOf(BigInt(owed), next))
                }}
                data={balance.money.map((p) => p.currency)}
              />
            ) : null}
            <TextInput
              label={`Amount (${currency})`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={amountError}
              required
            />
            {payment.settings ? (
              <PaymentMethodField
                ref={paymentField}
                settings={payment.settings}
                savedCards={payment.savedCards}
                loggedIn
              />
            ) : (
              <Text c="dimmed">Card payments are not available right now.</Text>
            )}
            {error ? <ApiErrorAlert error={error} /> : null}
            <Button type="submit" loading={busy} disabled={!payment.settings}>
              Pay now
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
