import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { TicketThreadMessage } from '@shop/domain/tickets'
import { formatInstant } from '../../components/ui/admin-table/admin-format'

const KB = 1024

const size = (bytes: number) =>
  bytes < KB * KB ? `${Math.max(1, Math.round(bytes / KB))} KB` : `${(bytes / KB / KB).toFixed(1)} MB`

/** The whole thread, oldest first: the customer's messages, support's replies, notes (yellow, marked) and changes. */
export function TicketThread({ messages }: { messages: readonly TicketThreadMessage[] }) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Conversation">
      {messages.map((message) => {
        const system = message.author_kind === 'system'
        const note = message.internal && !system
        return (
          <Paper
            key={message.id}
            component="li"
            withBorder
            radius="md"
            p={system ? 'xs' : 'md'}
            bg={note ? 'yellow.0' : system ? 'gray.0' : message.author_kind === 'staff' ? 'blue.0' : undefined}
            style={note ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}
          >
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {message.author_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {message.author_kind === 'customer' ? 'Customer' : system ? 'Change' : 'Support'} ·{' '}
                  {formatInstant(message.created_at)}
                </Text>
                {note ? (
                  <Badge color="yellow.8" variant="filled" size="sm" radius="sm">
                    Internal note
                  </Badge>
                ) : null}
                {message.merged_from ? (
                  <Badge color="gray" variant="light" size="sm" radius="sm">
                    From ticket #{message.merged_from}
                  </Badge>
                ) : null}
              </Group>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                c={system ? 'dimmed' : undefined}
              >
                {message.body}
              </Text>
              {message.files.length ? (
                <Group gap="sm" wrap="wrap">
                  {message.files.map((file) => (
                    <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" size="sm">
                      {file.name} ({size(file.size)})
                    </Anchor>
                  ))}
                </Group>
              ) : null}
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}
