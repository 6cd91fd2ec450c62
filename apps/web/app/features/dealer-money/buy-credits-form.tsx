import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type TuneCreditKind } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** Buying tune credits into the dealer's own account on its balance, to send on to its customers. */
export function BuyCreditsForm({ slug, currency }: { slug: string; currency: string }) {
  const revalidator = useRevalidator()
  const [kind, setKind] = useState<TuneCreditKind>('ecu')
  const [count, setCount] = useState('5')
  const [countError, setCountError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [bought, setBought] = useState<Schema<'DealerCreditPurchase'> | null>(null)
  const key = useRef<string | null>(null)

  const buy = async (event: React.FormEvent) => {
    event.preventDefault()
    const credits = Number(count)
    const valid = Number.isInteger(credits) && credits >= 1 && credits <= 500
    setCountError(valid ? null : 'Buy between 1 and 500 credits at once.')
    if (!valid) return
    setBusy(true)
    setError(null)
    try {
      key.current ??= crypto.randomUUID()
      setBought(
        await answer(
          browserApi.POST('/api/v1/dealers/{slug}/credits', {
            params: { path: { slug }, header: { 'idempotency-key': key.current } },
            body: { kind, credits, currency },
          }),
        ),
      )
      key.current = null
      await revalidator.revalidate()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      <form onSubmit={buy} noValidate aria-label="Buy credits for the dealer’s account">
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label="Credits"
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.currentTarget.value)}
            error={countError}
            w={120}
          />
          <NativeSelect
            label="Kind"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as TuneCreditKind)}
            data={TUNE_CREDIT_KINDS.map((k) => ({ value: k, label: TUNE_CREDIT_LABELS[k] }))}
          />
          <Button type="submit" variant="light" loading={busy}>
            Buy on the balance
          </Button>
        </Group>
      </form>
      {bought ? (
        <Alert color="green" title="Credits added" role="status">
          {bought.credits} {TUNE_CREDIT_LABELS[bought.kind]} credits for {formatMoney(bought.total)}. The account now
          holds {bought.balance.credits[bought.kind]}.
        </Alert>
      ) : null}
      {error ? <ApiErrorAlert error={error} /> : null}
    </Stack>
  )
}
