import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { REPRESENTATIVE_MESSAGE_MAX } from '@shop/domain/dealer-applications'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** SPEC §7 dealer-representatives/contact: a message to the dealer team, on /dealertools and /new-dealer. */
export function RepresentativesForm() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const form = new FormData(target)
    const text = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setFailure(null)
    setSent(false)
    try {
      await answer(
        browserApi.POST('/api/v1/dealer-representatives/contact', {
          body: {
            name: text('name'),
            email: text('email'),
            phone: text('phone'),
            company: text('company'),
            message: text('message'),
          },
        }),
      )
      setSent(true)
      target.reset()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="reps-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="reps-title">
              Talk to a dealer representative
            </Title>
            <Text c="dimmed" size="sm">
              Questions about the programme, pricing or tools? Our dealer team answers within one business day.
            </Text>
          </div>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          {sent ? (
            <Text role="status" c="green.9" fw={600}>
              Thank you! Your message is with our dealer team; they will reply by e-mail.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput name="name" label="Your name" required maxLength={120} autoComplete="name" />
            <TextInput name="email" type="email" label="E-mail" required maxLength={200} autoComplete="email" />
            <TextInput name="phone" type="tel" label="Phone" maxLength={40} autoComplete="tel" />
            <TextInput name="company" label="Company" maxLength={160} autoComplete="organization" />
          </SimpleGrid>
          <Textarea
            name="message"
            label="Message"
            required
            autosize
            minRows={3}
            maxLength={REPRESENTATIVE_MESSAGE_MAX}
          />
          <Button type="submit" loading={busy} w="fit-content">
            Send message
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
