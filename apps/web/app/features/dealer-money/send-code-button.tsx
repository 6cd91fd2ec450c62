import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** E-mails an unclaimed code of the dealer to a customer, who then claims it (or gets it on sign-up). */
export function SendCodeButton({ slug, code }: { slug: string; code: string }) {
  const revalidator = useRevalidator()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await answer(
        browserApi.POST('/api/v1/dealers/{slug}/tune-credit-codes/{code}/send', {
          params: { path: { slug, code } },
          body: { email: email.trim(), ...(message.trim() ? { message: message.trim() } : {}) },
        }),
      )
      setOpen(false)
      await revalidator.revalidate()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)} aria-label={`Send code ${code}`}>
        Send
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Send code ${code}`}>
        <form onSubmit={send} noValidate>
          <Stack gap="md">
            <TextInput
              type="email"
              label="Customer’s email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
              data-autofocus
            />
            <Textarea
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            {error ? <ApiErrorAlert error={error} /> : null}
            <Button type="submit" loading={busy}>
              Send the code
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
