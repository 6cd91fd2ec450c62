import { Container, Pagination, Select, Stack } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { PageQuerySchema } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_STATUS_LABELS, TUNE_REQUEST_STATUSES, type TuneRequestStatus } from '@shop/domain/tuning'
import { Link, useLocation, useNavigate, useNavigation } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { SkeletonList } from '../../components/ui/skeleton'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, type Schema } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { formatDateTime, vehicleLine } from '../../features/tune-requests/api/tune-requests-api'
import type { Route } from './+types/requests'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your tune requests') },
  { name: 'robots', content: 'noindex' },
]

const isStatus = (value: string | null): value is TuneRequestStatus =>
  value !== null && (TUNE_REQUEST_STATUSES as readonly string[]).includes(value)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // A broken ?page= shows the first page; an unknown status shows all.
  const parsed = PageQuerySchema.pick({ page: true }).safeParse({ page: url.searchParams.get('page') ?? undefined })
  const page = parsed.success ? parsed.data.page : 1
  const status = url.searchParams.get('status')
  const query = isStatus(status) ? { page, status } : { page }
  const result = await answer(serverApi(context).GET('/api/v1/tune-requests', { params: { query } }))
  return { ...result, status: isStatus(status) ? status : null }
}

const hrefFor = (page: number, status: string | null) => {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  return paths.tuneRequests(query)
}

type Row = Schema<'TuneRequestSummary'>

const COLUMNS: DataTableColumn<Row>[] = [
  {
    header: 'Request',
    primary: true,
    cell: (row) => <Link to={paths.tuneRequest(row.id)}>Tune request #{row.id}</Link>,
  },
  { header: 'Vehicle', cell: (row) => vehicleLine(row) || 'Not chosen yet' },
  {
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} label={TUNE_REQUEST_STATUS_LABELS[row.status]} size="sm" />,
  },
  { header: 'Total', align: 'end', cell: (row) => (row.total ? formatMoney(row.total) : '—') },
  { header: 'Last change', cell: (row) => formatDateTime(row.updated_at) },
]

/** /tuning/requests (SPEC §2): the caller's requests, filter by status, 1-based pages. */
export default function TuneRequests({ loaderData }: Route.ComponentProps) {
  const { data, meta: pageMeta, status } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  // A new page or filter of this list is loading: placeholders instead of the rows it replaces.
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader
          title="Your tune requests"
          meta={`${pageMeta.total} ${pageMeta.total === 1 ? 'request' : 'requests'}${
            status ? ` ${TUNE_REQUEST_STATUS_LABELS[status].toLowerCase()}` : ''
          }`}
          actions={
            <>
              <Select
                label="Status"
                placeholder="All statuses"
                clearable
                w={220}
                data={TUNE_REQUEST_STATUSES.map((value) => ({ value, label: TUNE_REQUEST_STATUS_LABELS[value] }))}
                value={status}
                onChange={(value) => void navigate(hrefFor(1, value))}
              />
              <Link to={paths.tuning()} className="ts-button">
                Upload a file
              </Link>
            </>
          }
        />
        {reloading ? (
          <SkeletonList label="Loading tune requests" rows={4} />
        ) : data.length === 0 ? (
          pageMeta.total > 0 ? (
            <EmptyState
              title="This page is past the last one"
              action={<Link to={hrefFor(1, status)}>Go to the first page</Link>}
            />
          ) : status ? (
            <EmptyState
              title="No requests with this status"
              text="Choose another status, or clear the filter to see all your requests."
            />
          ) : (
            <EmptyState
              title="No tune requests yet"
              text="A request starts when you upload the read of your ECU; we estimate it and tune the file."
              action={
                <Link to={paths.tuning()} className="ts-button">
                  Upload your ECU read
                </Link>
              }
            />
          )
        ) : (
          <DataTable label="Your tune requests" rows={data} rowKey={(row) => row.id} columns={COLUMNS} />
        )}
        {pageMeta.pages > 1 ? (
          <nav aria-label="Tune request pages">
            <Pagination
              total={pageMeta.pages}
              value={Math.min(pageMeta.page, pageMeta.pages)}
              getItemProps={(page) => ({ component: Link, to: hrefFor(page, status), 'aria-label': `Page ${page}` })}
            />
          </nav>
        ) : null}
      </Stack>
    </Container>
  )
}
