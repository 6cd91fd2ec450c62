import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { CONTACT_US_MESSAGE_MAX, CONTACT_US_NAME_MAX, CONTACT_US_SUBJECT_MAX } from '@shop/domain/support'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** SPEC §7 contact-us: the contact page's form, a GENERAL ticket; a signed-in customer's name and e-mail filled in. */
export function ContactUsForm({ name, email }: { name: string; email: string }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState<{ ticketId: number; email: string } | null>(null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (field: string) => String(form.get(field) ?? '')
    setBusy(true)
    setFailure(null)
    try {
      const received = await answer(
        browserApi.POST('/api/v1/contact-us', {
          body: { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') },
        }),
      )
      setSent({ ticketId: received.ticket_id, email: text('email') })
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  if (sent)
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="sent-title">
        <Stack gap="sm" role="status">
          <Title order={2} size="h3" id="sent-title">
            Thank you — your message is ticket #{sent.ticketId}
          </Title>
          <Text style={{ overflowWrap: 'anywhere' }}>
            We sent a confirmation to <strong>{sent.email}</strong> with a link to your ticket: follow it to read our
            answer and write back, no account needed.
          </Text>
          <Button variant="default" w="fit-content" onClick={() => setSent(null)}>
            Send another message
          </Button>
        </Stack>
      </Paper>
    )

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="form-title">
            Write to us
          </Title>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="name"
              label="Your name"
              required
              maxLength={CONTACT_US_NAME_MAX}
              autoComplete="name"
              defaultValue={name}
            />
            <TextInput
              name="email"
              type="email"
              label="E-mail"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={email}
            />
          </SimpleGrid>
          <TextInput name="subject" label="Subject" required maxLength={CONTACT_US_SUBJECT_MAX} />
          <Textarea
            name="message"
            label="Message"
            description="Your vehicle, tool and serial number help us answer faster."
            required
            autosize
            minRows={5}
            maxLength={CONTACT_US_MESSAGE_MAX}
          />
          <Button type="submit" loading={busy} w="fit-content">
            Send message
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
