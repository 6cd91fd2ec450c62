import { Badge, Box, Button, Code, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { Fragment, useState, useSyncExternalStore } from 'react'
import type { Schema } from '../../../lib/api-client'
import classes from './mail-outbox-list.module.css'

/** One mail as `GET /api/admin/outbox` answers it. */
export type OutboxMail = Schema<'OutboxMail'>

const STATUS_COLORS: Record<OutboxMail['status'], string> = { queued: 'gray', sent: 'green', failed: 'red' }

const noSubscription = () => () => {}

/**
 * The server renders times in UTC; once the page runs in the browser they switch to the reader's own
 * time zone (reading it during hydration would make server and browser disagree).
 */
export function useDateFormat() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: inBrowser ? undefined : 'UTC',
    timeZoneName: 'short',
  })
}

type RowProps = {
  mail: OutboxMail
  expanded: boolean
  onToggle: () => void
  sentAt: string
}

function ToggleButton({ mail, expanded, onToggle, controls }: Omit<RowProps, 'sentAt'> & { controls: string }) {
  return (
    <Button
      variant="subtle"
      size="xs"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={`${expanded ? 'Hide' : 'Show'} text of ${mail.subject}`}
      onClick={onToggle}
    >
      {expanded ? 'Hide text' : 'Show text'}
    </Button>
  )
}

const StatusBadge = ({ status }: { status: OutboxMail['status'] }) => (
  <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
    {status}
  </Badge>
)

const MailText = ({ id, text }: { id: string; text: string }) => (
  <Code block id={id} className={classes.text}>
    {text}
  </Code>
)

/**
 * Sent mails, newest first; each opens to show its text. A table from tablet width up, cards on
 * phones (only one of them is displayed, so only one is in the accessibility tree).
 */
export function MailOutboxList({ mails }: { mails: readonly OutboxMail[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const dateFormat = useDateFormat()
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  if (mails.length === 0) return <Text c="dimmed">No mails have been sent yet.</Text>

  const rows = mails.map((mail) => ({
    mail,
    expanded: open.has(mail.id),
    onToggle: () => toggle(mail.id),
    sentAt: dateFormat.format(new Date(mail.created_at)),
  }))

  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="28%">
                To
              </Table.Th>
              <Table.Th scope="col">Subject</Table.Th>
              <Table.Th scope="col" w={100}>
                Status
              </Table.Th>
              <Table.Th scope="col" w={235}>
                Sent at
              </Table.Th>
              <Table.Th scope="col" w={120}>
                <VisuallyHidden>Text</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ mail, expanded, onToggle, sentAt }) => (
              <Fragment key={mail.id}>
                <Table.Tr>
                  <Table.Td className={classes.wrap}>{mail.to}</Table.Td>
                  <Table.Td className={classes.wrap}>{mail.subject}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={mail.status} />
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={mail.created_at}>{sentAt}</time>
                  </Table.Td>
                  <Table.Td ta="right">
                    <ToggleButton
                      mail={mail}
                      expanded={expanded}
                      onToggle={onToggle}
                      controls={`outbox-text-${mail.id}`}
                    />
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr className={classes.textRow}>
                    <Table.Td colSpan={5}>
                      <MailText id={`outbox-text-${mail.id}`} text={mail.text} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Box>

      <Box hiddenFrom="sm" component="ul" className={classes.cards} aria-label="Mails">
        {rows.map(({ mail, expanded, onToggle, sentAt }) => (
          <li key={mail.id}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Text fw={600} className={classes.wrap}>
                  {mail.subject}
                </Text>
                <Text size="sm" className={classes.wrap}>
                  <Text span c="dimmed" size="sm">
                    To{' '}
                  </Text>
                  {mail.to}
                </Text>
                <Group gap="xs">
                  <StatusBadge status={mail.status} />
                  <Text size="sm" c="dimmed">
                    <time dateTime={mail.created_at}>{sentAt}</time>
                  </Text>
                </Group>
                <div>
                  <ToggleButton
                    mail={mail}
                    expanded={expanded}
                    onToggle={onToggle}
                    controls={`outbox-card-text-${mail.id}`}
                  />
                </div>
                {expanded ? <MailText id={`outbox-card-text-${mail.id}`} text={mail.text} /> : null}
              </Stack>
            </Paper>
          </li>
        ))}
      </Box>
    </>
  )
}
