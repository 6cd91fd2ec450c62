import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** The buyer's VIN and notes for the purchase; sent with If-Unmodified-Since so a stale page cannot overwrite. */
export function PurchaseDetailsForm({ purchase }: { purchase: Schema<'CatalogPurchase'> }) {
  const revalidator = useRevalidator()
  const [vin, setVin] = useState(purchase.vin)
  const [notes, setNotes] = useState(purchase.notes)
  const [failure, setFailure] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    setSaved(false)
    try {
      await answer(
        browserApi.PATCH('/api/v1/catalog-purchases/{id}', {
          params: { path: { id: purchase.id } },
          body: { vin, notes },
          headers: { 'If-Unmodified-Since': new Date(purchase.updated_at).toUTCString() },
        }),
      )
      setSaved(true)
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <TextInput
          label="Vehicle VIN"
          description="17 characters; helps us match the tune to your car."
          value={vin}
          maxLength={17}
          autoCapitalize="characters"
          onChange={(event) => setVin(event.currentTarget.value)}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="light" loading={busy}>
            Save details
          </Button>
          <Text role="status" size="sm" c="green.9" fw={600}>
            {saved ? 'Saved.' : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  )
}
