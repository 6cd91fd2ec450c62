import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core'
import { isTicketValid, TICKET_NOT_VALID } from '@shop/domain/rescue'
import { useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** SPEC §3 Ticket about a tune request: title, description and customer_name, all required (SPEC §5). */
export function TuningTicketForm({
  signedIn,
  defaultName,
  tuneRequestId,
}: {
  signedIn: boolean
  defaultName: string
  tuneRequestId: number | null
}) {
  const [values, setValues] = useState({ title: '', description: '', customer_name: defaultName, email: '' })
  const [invalid, setInvalid] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (!isTicketValid(values)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setBusy(true)
    try {
      const { id } = await answer(
        browserApi.POST('/api/v1/tuning-tickets', {
          body: {
            title: values.title,
            description: values.description,
            customer_name: values.customer_name,
            ...(signedIn ? {} : { email: values.email }),
            tune_request_id: tuneRequestId,
          },
        }),
      )
      setSent(id)
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'ticket_not_valid') setInvalid(true)
      else setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  if (sent !== null) {
    return (
      <Alert color="green" variant="light" title={`Ticket #${sent} received`} role="status">
        A calibrator answers by email within one business day. A copy of your ticket is on its way to your inbox.
      </Alert>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tuning ticket">
      <Stack gap="md">
        {invalid ? (
          <Alert color="red" variant="light" title={TICKET_NOT_VALID} role="alert">
            Fill in the subject, the description and your name.
          </Alert>
        ) : null}
        <TextInput label="Subject" required value={values.title} onChange={set('title')} maxLength={200} />
        <Textarea
          label="Description"
          description="What you see, when it happens, and what changed since the tune was flashed."
          required
          autosize
          minRows={5}
          value={values.description}
          onChange={set('description')}
        />
        <TextInput
          label="Your name"
          required
          autoComplete="name"
          value={values.customer_name}
          onChange={set('customer_name')}
        />
        {signedIn ? null : (
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
        )}
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Send ticket
        </Button>
      </Stack>
    </form>
  )
}
