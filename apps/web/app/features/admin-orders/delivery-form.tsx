import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import type { AdminOrderDetail } from '@shop/domain/admin-orders'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** SPEC §4 setters: the tracking number and the dealer-fulfilled flag of a paid store order (staff and admins). */
export function DeliveryForm({ order, onSaved }: { order: AdminOrderDetail; onSaved: (message: string) => void }) {
  const revalidator = useRevalidator()
  const [tracking, setTracking] = useState(order.tracking_number ?? '')
  const [dealerFulfilled, setDealerFulfilled] = useState(order.dealer_fulfilled ?? false)
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const changed =
    tracking.trim() !== (order.tracking_number ?? '') || dealerFulfilled !== (order.dealer_fulfilled ?? false)

  const save = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await answer(
        browserApi.PATCH('/api/admin/orders/{id}', {
          params: { path: { id: order.id } },
          body: { tracking_number: tracking.trim() || null, dealer_fulfilled: dealerFulfilled },
        }),
      )
      await revalidator.revalidate()
      onSaved('Delivery details saved.')
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-label="Delivery details"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="sm" maw="var(--ts-measure)">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <TextInput
          label="Tracking number"
          maxLength={80}
          value={tracking}
          onChange={(event) => setTracking(event.currentTarget.value)}
        />
        <Checkbox
          label="Fulfilled by a dealer"
          checked={dealerFulfilled}
          onChange={(event) => setDealerFulfilled(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" variant="default" loading={busy} disabled={!changed}>
            Save delivery details
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
