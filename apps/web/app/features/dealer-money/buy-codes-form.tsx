import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type TuneCreditKind } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

const KIND_OPTIONS = TUNE_CREDIT_KINDS.map((kind) => ({ value: kind, label: `${TUNE_CREDIT_LABELS[kind]} credit` }))

const wholeNumber = (text: string, max: number) => {
  const value = Number(text)
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null
}

/**
 * Buying credit codes on the dealer's balance (SPEC §4 "estimate, then commit"): the estimate shows the total, the
 * confirmation commits it on the balance. Past the credit limit the server's 409 text is shown.
 */
export function BuyCodesForm({ dealerId }: { dealerId: string }) {
  const revalidator = useRevalidator()
  const [kind, setKind] = useState<TuneCreditKind>('ecu')
  const [count, setCount] = useState('10')
  const [countError, setCountError] = useState<string | null>(null)
  const [estimate, setEstimate] = useState<Schema<'TuneCreditInvoice'> | null>(null)
  const [done, setDone] = useState<Schema<'TuneCreditInvoice'> | null>(null)
  const [busy, setBusy] = useState<'estimate' | 'commit' | null>(null)
  const [error, setError] = useState<unknown>(null)

  const run = async (what: 'estimate' | 'commit', call: () => Promise<void>) => {
    setBusy(what)
    setError(null)
    try {
      await call()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(null)
    }
  }

  const estimateCodes = (event: React.FormEvent) => {
    event.preventDefault()
    const codes = wholeNumber(count, 50)
    setCountError(codes ? null : 'Buy between 1 and 50 codes at once.')
    if (!codes) return
    setDone(null)
    void run('estimate', async () => {
      const credits = { ecu: 0, tcu: 0, awd: 0, [kind]: 1 }
      setEstimate(
        await answer(
          browserApi.POST('/api/v1/tune-credit-codes/invoices', {
            body: { code_count: codes, credits_per_code: credits, dealer_id: dealerId },
          }),
        ),
      )
    })
  }

  const commit = () =>
    run('commit', async () => {
      const committed = await answer(
        browserApi.POST('/api/v1/tune-credit-codes/commit', {
          body: { invoice_id: estimate!.id, pay_with: 'balance' },
        }),
      )
      setEstimate(null)
      setDone(committed)
      await revalidator.revalidate()
    })

  return (
    <Stack gap="md">
      <form onSubmit={estimateCodes} noValidate aria-label="Buy credit codes">
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label="Codes"
            inputMode="numeric"
            value={count}
            onChange={(event) => {
              setCount(event.currentTarget.value)
              setEstimate(null)
            }}
            error={countError}
            w={120}
          />
          <NativeSelect
            label="Each code gives"
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as TuneCreditKind)
              setEstimate(null)
            }}
            data={KIND_OPTIONS}
          />
          <Button type="submit" variant="light" loading={busy === 'estimate'}>
            See the total
          </Button>
        </Group>
      </form>
      {estimate ? (
        <Group gap="md" align="center" data-testid="codes-estimate">
          <Text>
            {estimate.code_count} {estimate.code_count === 1 ? 'code' : 'codes'}, total{' '}
            <Text span fw={700}>
              {formatMoney(estimate.total)}
            </Text>
            , on the dealer’s balance.
          </Text>
          <Button onClick={() => void commit()} loading={busy === 'commit'}>
            Buy on the balance
          </Button>
        </Group>
      ) : null}
      {done ? (
        <Alert color="green" title="Codes issued" role="status" data-testid="codes-issued">
          {done.codes.length} {done.codes.length === 1 ? 'code was' : 'codes were'} issued for {formatMoney(done.total)}{' '}
          and mailed to {done.recipient_email}.
        </Alert>
      ) : null}
      {error ? <ApiErrorAlert error={error} /> : null}
    </Stack>
  )
}
