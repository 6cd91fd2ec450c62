import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { paths } from '@shop/domain/paths'
import {
  TICKET_INBOX_QUEUE_LABELS,
  TICKET_INBOX_QUEUES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  TicketInboxQuerySchema,
  type TicketInboxRow,
} from '@shop/domain/tickets'
import { useState } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { OverdueBadge, TicketClockText } from '../../features/ticket-inbox/ticket-clock-text'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/tickets'

export const handle = { contactless: true, breadcrumb: 'Tickets' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tickets') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // Support's screen (support:work): staff, calibrators and admins.
  await guard(request, context, 'support:work')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, TicketInboxQuerySchema)
  const api = serverApi(context)
  const [list, people] = await Promise.all([
    answer(api.GET('/api/admin/tickets', { params: { query } })),
    answer(api.GET('/api/admin/tickets/assignees')),
  ])
  return { ...list, query, people: people.data, ignored }
}

const WIDE = '(min-width: 62em)'

const COLUMNS: AdminTableColumn<TicketInboxRow>[] = [
  {
    accessor: 'number',
    title: 'Ticket',
    primary: true,
    render: (t) => (
      <Stack gap={2}>
        {t.overdue ? (
          <div>
            <OverdueBadge />
          </div>
        ) : null}
        <Anchor component={Link} to={paths.adminTicket(t.id)} fw={600} onClick={(event) => event.stopPropagation()}>
          #{t.number} {t.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t.customer.name} · {t.customer.email}
          {t.customer.guest ? ' · guest' : ''}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'status',
    title: 'Status',
    render: (t) => <StatusBadge status={t.status} label={TICKET_STATUS_LABELS[t.status]} size="sm" />,
  },
  {
    accessor: 'priority',
    title: 'Priority',
    render: (t) => (
      <Text size="sm" fw={t.priority === 'urgent' || t.priority === 'high' ? 700 : undefined}>
        {TICKET_PRIORITY_LABELS[t.priority]}
      </Text>
    ),
  },
  {
    accessor: 'clocks',
    title: 'Clocks',
    render: (t) => (
      <Stack gap={0}>
        <TicketClockText clock={t.clocks.first_response} label="First response" />
        <TicketClockText clock={t.clocks.resolution} label="Resolution" />
      </Stack>
    ),
  },
  { accessor: 'type', title: 'Type', visibleMediaQuery: WIDE, render: (t) => TICKET_TYPE_LABELS[t.type] },
  {
    accessor: 'assignee',
    title: 'Assignee',
    visibleMediaQuery: WIDE,
    render: (t) =>
      t.assignee?.name ?? (
        <Text c="dimmed" size="sm">
          Unassigned
        </Text>
      ),
  },
  {
    accessor: 'last_activity',
    title: 'Last activity',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (t) => formatInstant(t.last_activity_at),
  },
]

/** The staff inbox (issue 26 item 2): queues, the clocks in support hours, overdue first. */
export default function TicketsPage({ loaderData }: Route.ComponentProps) {
  const { data, meta, counts, support, query, people, ignored } = loaderData
  const navigation = useNavigation()
  const navigate = useNavigate()
  const table = useTableUrlState({
    defaultPerPage: 20,
    filterKeys: ['status', 'type', 'assignee', 'overdue', 'q'],
  })
  const [q, setQ] = useState(query.q ?? '')
  const loading = navigation.state === 'loading' && navigation.location.pathname === paths.adminTickets()
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Tickets</Title>
            <Text size="sm" c="dimmed">
              Clocks count support hours only: {support.hours}, holidays closed. First answer within 4 h, solved within
              16 h.
            </Text>
          </Stack>
          <Badge color={support.open_now ? 'green' : 'gray'} variant="light" size="lg" radius="sm">
            {support.open_now ? 'Support is open now' : 'Support is closed now'}
          </Badge>
        </Group>
        <IgnoredParams ignored={ignored} />
        <Tabs
          value={query.status}
          onChange={(value) => table.change({ filters: { status: value === 'active' ? null : value } })}
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {TICKET_INBOX_QUEUES.map((queue) => (
              <Tabs.Tab key={queue} value={queue}>
                {TICKET_INBOX_QUEUE_LABELS[queue]} ({counts[queue]})
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <form
            role="search"
            aria-label="Find a ticket"
            onSubmit={(event) => {
              event.preventDefault()
              table.change({ filters: { q: q.trim() || null } })
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                type="search"
                label="Title, customer, e-mail or number"
                placeholder="#1042 or KESS"
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                Search
              </Button>
            </Group>
          </form>
          <NativeSelect
            label="Type"
            value={query.type ?? ''}
            onChange={(event) => table.change({ filters: { type: event.currentTarget.value || null } })}
            data={[
              { value: '', label: 'Every type' },
              ...TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] })),
            ]}
          />
          <NativeSelect
            label="Assignee"
            value={query.assignee ?? ''}
            onChange={(event) => table.change({ filters: { assignee: event.currentTarget.value || null } })}
            data={[
              { value: '', label: 'Anyone' },
              { value: 'me', label: 'Me' },
              { value: 'unassigned', label: 'Unassigned' },
              ...people.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <Checkbox
            label={`Overdue only (${counts.overdue} overdue)`}
            checked={query.overdue === 'true'}
            onChange={(event) => table.change({ filters: { overdue: event.currentTarget.checked ? 'true' : null } })}
            mb={8}
          />
        </Group>
        <AdminTable
          label="Tickets"
          columns={COLUMNS}
          records={data}
          total={meta.total}
          state={{
            ...table.state,
            page: meta.page,
            perPage: meta.per_page,
            sort: query.sort === 'urgency' ? undefined : query.sort,
          }}
          onChange={table.change}
          idAccessor="id"
          onRowClick={(t) => void navigate(paths.adminTicket(t.id))}
          fetching={loading}
          empty={
            <EmptyState
              title="No tickets in this queue"
              text="Tickets come from the ticket form, the contact widget, the contact page and the customer's requests and purchases."
            />
          }
        />
      </Stack>
    </Container>
  )
}
