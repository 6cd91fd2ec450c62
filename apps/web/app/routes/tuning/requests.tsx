import { Anchor, Container, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { PageQuerySchema } from '@shop/domain/paging'
import { TUNE_REQUEST_STATUS_LABELS, TUNE_REQUEST_STATUSES, type TuneRequestStatus } from '@shop/domain/tuning'
import { Link, useNavigate, useNavigation } from 'react-router'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import {
  formatDateTime,
  tuneRequestPaths,
  tuningHref,
  vehicleLine,
  type TuneRequestPage,
} from '../../features/tune-requests/tune-requests-api'
import { StatusBadge } from '../../features/tune-requests/status-badge'
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
  const query = new URLSearchParams({ page: String(page) })
  if (isStatus(status)) query.set('status', status)
  const result = await serverApi(context).get<TuneRequestPage>(tuneRequestPaths.list(query))
  return { ...result, status: isStatus(status) ? status : null }
}

const hrefFor = (page: number, status: string | null) => {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  return tuningHref.requests(query)
}

/** /tuning/requests (SPEC §2): the caller's requests, filter by status, 1-based pages. */
export default function TuneRequests({ loaderData }: Route.ComponentProps) {
  const { data, meta: pageMeta, status } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>Your tune requests</Title>
            <Text c="dimmed">
              {pageMeta.total} {pageMeta.total === 1 ? 'request' : 'requests'}
              {status ? ` ${TUNE_REQUEST_STATUS_LABELS[status].toLowerCase()}` : ''}
            </Text>
          </div>
          <Group gap="sm" align="flex-end">
            <Select
              label="Status"
              placeholder="All statuses"
              clearable
              w={220}
              data={TUNE_REQUEST_STATUSES.map((value) => ({ value, label: TUNE_REQUEST_STATUS_LABELS[value] }))}
              value={status}
              onChange={(value) => void navigate(hrefFor(1, value))}
            />
            <Anchor component={Link} to="/tuning">
              Upload a file
            </Anchor>
          </Group>
        </Group>
        <div aria-busy={navigation.state === 'loading'}>
          {data.length === 0 ? (
            <Text>
              {pageMeta.total > 0 ? (
                <>
                  This page is past the last one.{' '}
                  <Anchor component={Link} to={hrefFor(1, status)}>
                    Go to the first page
                  </Anchor>
                </>
              ) : status ? (
                'No requests with this status.'
              ) : (
                <>
                  No tune requests yet.{' '}
                  <Anchor component={Link} to="/tuning">
                    Upload your ECU read
                  </Anchor>{' '}
                  to start one.
                </>
              )}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Request</Table.Th>
                    <Table.Th>Vehicle</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Last change</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={tuningHref.status(row.id)}>
                          #{row.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{vehicleLine(row)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={row.status} label={row.status_label} />
                      </Table.Td>
                      <Table.Td ta="right">{row.total ? formatMoney(row.total) : '—'}</Table.Td>
                      <Table.Td>{formatDateTime(row.updated_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </div>
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
