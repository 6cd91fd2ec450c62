import { Container, Stack } from '@mantine/core'
import { PageQuerySchema } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { TICKET_TYPE_LABELS, type CustomerTicketListItem } from '@shop/domain/tickets'
import { Link, redirect, useLocation, useNavigation } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { PageLinks } from '../../components/ui/page-links'
import { SkeletonList } from '../../components/ui/skeleton'
import { TicketStatusBadge } from '../../features/tickets/ticket-view'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/my-tickets'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'My tickets') },
  { name: 'robots', content: 'noindex' },
]

/** The logged-in customer's tickets, newest activity first; a logged-out visitor logs in first and comes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // A broken ?page= shows the first page.
  const parsed = PageQuerySchema.pick({ page: true }).safeParse({ page: url.searchParams.get('page') ?? undefined })
  const page = parsed.success ? parsed.data.page : 1
  try {
    return await answer(serverApi(context).GET('/api/v1/customer-tickets', { params: { query: { page } } }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(paths.login(url.pathname + url.search))
    throw error
  }
}

const COLUMNS: DataTableColumn<CustomerTicketListItem>[] = [
  {
    header: 'Ticket',
    primary: true,
    cell: (row) => (
      <Link to={paths.ticket(row.id)}>
        #{row.id} {row.title}
      </Link>
    ),
  },
  { header: 'About', cell: (row) => TICKET_TYPE_LABELS[row.type] },
  { header: 'Status', cell: (row) => <TicketStatusBadge status={row.status} size="sm" /> },
  { header: 'Last activity', cell: (row) => formatInstant(row.last_message_at) },
]

const newTicketButton = (
  <Link to={paths.newTicket()} className="ts-button">
    New ticket
  </Link>
)

/** "My tickets" (issue 26 item 1): number, title, type, status and last activity of each. */
export default function MyTickets({ loaderData }: Route.ComponentProps) {
  const { data, meta: pageMeta } = loaderData
  const navigation = useNavigation()
  const location = useLocation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader
          title="My tickets"
          meta={`${pageMeta.total} ${pageMeta.total === 1 ? 'ticket' : 'tickets'}`}
          lead="Your questions to support, newest activity first. We answer by e-mail and on each ticket’s page."
          actions={data.length > 0 ? newTicketButton : undefined}
        />
        {reloading ? (
          <SkeletonList label="Loading tickets" rows={4} />
        ) : data.length === 0 ? (
          pageMeta.total > 0 ? (
            <EmptyState
              title="This page is past the last one"
              action={<Link to={paths.myTickets()}>Go to the first page</Link>}
            />
          ) : (
            <EmptyState
              title="No tickets yet"
              text="A question about a tune, a flash tool or an order? Open a ticket and our support team answers by e-mail."
              action={newTicketButton}
            />
          )
        ) : (
          <DataTable label="My tickets" rows={data} rowKey={(row) => row.id} columns={COLUMNS} />
        )}
        <PageLinks page={pageMeta.page} pages={pageMeta.pages} hrefOf={paths.myTickets} label="Ticket pages" />
      </Stack>
    </Container>
  )
}
