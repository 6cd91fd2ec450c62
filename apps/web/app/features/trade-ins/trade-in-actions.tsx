import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core'
import { TRADE_IN_STATUS_LABELS, TRADE_IN_STATUSES, type TradeInStatus } from '@shop/domain/catalog-purchase'
import { minorUnitsOf } from '@shop/domain/money'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type BodyOf, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type TradeIn = Schema<'TradeInRequest'>

function usePatch(request: TradeIn) {
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const patch = async (body: BodyOf<'/api/v1/trade-in-requests/{id}', 'patch'>) => {
    setBusy(true)
    setFailure(null)
    try {
      await answer(
        browserApi.PATCH('/api/v1/trade-in-requests/{id}', {
          params: { path: { id: request.id } },
          body,
          headers: { 'If-Unmodified-Since': new Date(request.updated_at).toUTCString() },
        }),
      )
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }
  return { patch, busy, failure }
}

/** The owner answers an offer. */
export function OwnerAnswer({ request }: { request: TradeIn }) {
  const { patch, busy, failure } = usePatch(request)
  if (request.status !== 'offered') return null
  return (
    <>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <Group gap="sm">
        <Button size="xs" loading={busy} onClick={() => void patch({ status: 'accepted' })}>
          Accept the offer
        </Button>
        <Button size="xs" variant="default" loading={busy} onClick={() => void patch({ status: 'declined' })}>
          Decline
        </Button>
      </Group>
    </>
  )
}

/** Staff review: the status, and the offer amount when making one. */
export function StaffReview({ request, currency }: { request: TradeIn; currency: string }) {
  const { patch, busy, failure } = usePatch(request)
  const [status, setStatus] = useState<TradeInStatus>(request.status)
  const factor = 10 ** minorUnitsOf(request.offer?.currency ?? currency)
  const [amount, setAmount] = useState<number | string>(request.offer ? request.offer.amount_minor / factor : '')
  const [note, setNote] = useState(request.staff_note)
  const offerCurrency = request.offer?.currency ?? currency
  const submit = () =>
    void patch({
      status,
      staff_note: note,
      ...(status === 'offered' && amount !== ''
        ? { offer: { amount_minor: Math.round(Number(amount) * factor), currency: offerCurrency } }
        : {}),
    })
  return (
    <>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Status"
          size="xs"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as TradeInStatus)}
          data={TRADE_IN_STATUSES.map((value) => ({ value, label: TRADE_IN_STATUS_LABELS[value] }))}
        />
        {status === 'offered' ? (
          <NumberInput
            label={`Offer (${offerCurrency})`}
            size="xs"
            min={0}
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            w={120}
          />
        ) : null}
        <TextInput
          label="Note to the customer"
          size="xs"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button size="xs" loading={busy} onClick={submit}>
          Save
        </Button>
      </Group>
    </>
  )
}
