import {
  Button,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import {
  TICKET_BODY_MAX,
  TICKET_FILE_TYPES,
  TICKET_FILES_MAX,
  TICKET_STATUS_LABELS,
  TICKET_REPLY_STATUSES,
  type TicketReplyStatus,
} from '@shop/domain/tickets'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { sendTicketReply } from './send-ticket-reply'

/** The reply box: a public reply (mailed to the customer with the ticket's link) or an internal note, a status. */
export function TicketReplyBox({ ticketId, customerName }: { ticketId: number; customerName: string }) {
  const revalidator = useRevalidator()
  const [kind, setKind] = useState<'reply' | 'note'>('reply')
  const [body, setBody] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [status, setStatus] = useState<TicketReplyStatus | ''>('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState<string | null>(null)
  const note = kind === 'note'

  async function send() {
    setBusy(true)
    setFailure(null)
    setSent(null)
    try {
      await sendTicketReply(ticketId, { body, internal: note, status: status || null, files })
      setBody('')
      setFiles([])
      setStatus('')
      setSent(note ? 'Note added.' : `Reply sent: ${customerName} gets it by e-mail with the ticket’s link.`)
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="reply-title"
      bg={note ? 'yellow.0' : undefined}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id="reply-title">
              {note ? 'Internal note' : 'Reply to the customer'}
            </Title>
            <SegmentedControl
              aria-label="Kind of message"
              value={kind}
              onChange={(value) => setKind(value as 'reply' | 'note')}
              data={[
                { value: 'reply', label: 'Public reply' },
                { value: 'note', label: 'Internal note' },
              ]}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {note
              ? 'Only support sees a note: it is never shown or mailed to the customer.'
              : `${customerName} gets the reply by e-mail with a link to the ticket.`}
          </Text>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          {sent ? (
            <Text size="sm" role="status" c="teal.9">
              {sent}
            </Text>
          ) : null}
          <Textarea
            label={note ? 'Note' : 'Reply'}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            autosize
            minRows={4}
            maxLength={TICKET_BODY_MAX}
            required
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label="Files"
              description={`Up to ${TICKET_FILES_MAX}: photos, PDFs, text; 10 MB each`}
              multiple
              clearable
              accept={TICKET_FILE_TYPES.join(',')}
              value={files}
              onChange={(value) => setFiles(value.slice(0, TICKET_FILES_MAX))}
              w={260}
            />
            <NativeSelect
              label="Then set the status to"
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as TicketReplyStatus | '')}
              data={[
                { value: '', label: 'Leave as it is' },
                ...TICKET_REPLY_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
              ]}
            />
            <Button type="submit" loading={busy} disabled={body.trim() === ''} color={note ? 'yellow.8' : undefined}>
              {note ? 'Add note' : 'Send reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
