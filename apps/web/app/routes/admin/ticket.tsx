import { Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { TICKET_SOURCE_LABELS, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '@shop/domain/tickets'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { DetailFact, DetailSection } from '../../components/ui/admin-table/admin-detail'
import { StatusBadge } from '../../components/ui/status-badge'
import { MergeTicketDialog } from '../../features/ticket-inbox/merge-ticket-dialog'
import { OverdueBadge, TicketClockText } from '../../features/ticket-inbox/ticket-clock-text'
import { TicketControls } from '../../features/ticket-inbox/ticket-controls'
import { TicketReplyBox } from '../../features/ticket-inbox/ticket-reply-box'
import { TicketThread } from '../../features/ticket-inbox/ticket-thread'
import type { AdminHandle } from '../../layouts/admin-layout'
import { guard } from '../../guards/guard'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/ticket'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Tickets', to: paths.adminTickets() },
  breadcrumb: 'Ticket',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData ? `Ticket #${loaderData.ticket.number}` : 'Ticket') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guard(request, context, 'support:work')
  const api = serverApi(context)
  const id = Number(params.id)
  const [ticket, people] = await Promise.all([
    answerOrNotFound(api.GET('/api/admin/tickets/{id}', { params: { path: { id } } })),
    answer(api.GET('/api/admin/tickets/assignees')),
  ])
  return { ticket, people: people.data }
}

/** One ticket for staff (issue 26 item 2): the thread with notes, the clocks, reply, assign, merge. */
export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { ticket, people } = loaderData
  const [merging, setMerging] = useState(false)
  const closed = ticket.status === 'closed'
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={6}>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              #{ticket.number} {ticket.title}
            </Title>
            <StatusBadge status={ticket.status} label={TICKET_STATUS_LABELS[ticket.status]} />
            {ticket.overdue ? <OverdueBadge /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {ticket.customer.name} · {ticket.customer.email}
            {ticket.customer.guest ? ' · guest (reaches the ticket by its e-mailed link)' : ''}
          </Text>
          {ticket.merged_into ? (
            <Text size="sm" role="status">
              Merged into{' '}
              <Anchor component={Link} to={paths.adminTicket(ticket.merged_into)}>
                ticket #{ticket.merged_into}
              </Anchor>
              , where the conversation goes on.
            </Text>
          ) : null}
        </Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <TicketThread messages={ticket.thread} />
              {closed ? (
                <Text size="sm" c="dimmed">
                  This ticket is closed and takes no more messages.
                </Text>
              ) : (
                <TicketReplyBox ticketId={ticket.id} customerName={ticket.customer.name} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <DetailSection title="Clocks (support hours)">
                <DetailFact label="First response">
                  <TicketClockText clock={ticket.clocks.first_response} />
                  <Text size="xs" c="dimmed">
                    Due {formatInstant(ticket.clocks.first_response.due_at)}
                  </Text>
                </DetailFact>
                <DetailFact label="Resolution">
                  <TicketClockText clock={ticket.clocks.resolution} />
                  <Text size="xs" c="dimmed">
                    Due {formatInstant(ticket.clocks.resolution.due_at)}
                  </Text>
                </DetailFact>
              </DetailSection>
              <DetailSection title="Ticket">
                <TicketControls ticket={ticket} people={people} />
                <DetailFact label="Opened">
                  {formatInstant(ticket.created_at)} through the {TICKET_SOURCE_LABELS[ticket.source].toLowerCase()}
                </DetailFact>
                <DetailFact label="Type">{TICKET_TYPE_LABELS[ticket.type]}</DetailFact>
                {ticket.related.length ? (
                  <DetailFact label="About">
                    <Stack gap={2}>
                      {ticket.related.map((link) =>
                        link.href ? (
                          <Anchor key={link.kind} component={Link} to={link.href} size="sm">
                            {link.label}
                          </Anchor>
                        ) : (
                          <Text key={link.kind} size="sm">
                            {link.label}
                          </Text>
                        ),
                      )}
                    </Stack>
                  </DetailFact>
                ) : null}
                {closed ? null : (
                  <Button variant="default" onClick={() => setMerging(true)} w="fit-content">
                    Merge into another ticket…
                  </Button>
                )}
              </DetailSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <MergeTicketDialog ticketId={ticket.id} opened={merging} onClose={() => setMerging(false)} />
      </Stack>
    </Container>
  )
}
