import { paths } from '@shop/domain/paths'
import { Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type PurchaseMessage = Schema<'CatalogPurchaseDetail'>['messages'][number]

/** The ticket's own page (the tickets feature's; the owner reaches it signed in). */
const ticketPath = (id: number) => paths.ticket(id)

/**
 * The conversation with support on a purchase: open a ticket, then reply in it. It is a ticket of the one ticket
 * system (issue 26): its thread shows here without staff's internal notes, and links to the ticket's page.
 */
export function TicketThread({
  purchaseId,
  ticketId,
  messages,
}: {
  purchaseId: number
  ticketId: number | null
  messages: readonly PurchaseMessage[]
}) {
  const revalidator = useRevalidator()
  const [body, setBody] = useState('')
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  async function send(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const request = { params: { path: { id: purchaseId } }, body: { body } }
      await answer(
        messages.length === 0
          ? browserApi.POST('/api/v1/catalog-purchases/{id}/open-ticket', request)
          : browserApi.POST('/api/v1/catalog-purchases/{id}/reply-ticket', request),
      )
      setBody('')
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      {ticketId !== null ? (
        <Group gap="xs">
          <Text size="sm">This conversation is support ticket #{ticketId}.</Text>
          <Anchor component={Link} to={ticketPath(ticketId)} size="sm">
            Open the ticket
          </Anchor>
        </Group>
      ) : null}
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          Questions about this purchase? Write to our team here; we answer by email too.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
          {messages.map((message) => (
            <Paper
              component="li"
              key={message.id}
              withBorder
              p="sm"
              radius="md"
              bg={message.from_staff ? 'blue.0' : undefined}
            >
              <Text size="xs" c="dimmed">
                {message.from_staff ? `${message.author} (support)` : message.author} ·{' '}
                {new Date(message.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={send} noValidate>
        <Stack gap="xs">
          {failure ? <ApiErrorAlert error={failure} /> : null}
          <Textarea
            label={messages.length === 0 ? 'Message to support' : 'Your reply'}
            autosize
            minRows={2}
            maxLength={4000}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" w="fit-content" loading={busy} disabled={body.trim() === ''}>
            {messages.length === 0 ? 'Open a ticket' : 'Send reply'}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
