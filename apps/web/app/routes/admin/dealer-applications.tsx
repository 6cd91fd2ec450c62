import { Anchor, Container, Group, Pagination, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import {
  DEALER_APPLICATION_STATUS_LABELS,
  DEALER_APPLICATION_STATUSES,
  DealerApplicationListQuerySchema,
} from '@shop/domain/dealer-applications'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate, useNavigation } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-applications'

export const handle = { contactless: true, breadcrumb: 'Dealer applications' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer applications') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: /admin dealers are Admin's; staff are sent to /forbidden, as the API would refuse them.
  await guard(request, context, 'back-office:write')
  const search = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = DealerApplicationListQuerySchema.safeParse({ status: 'submitted', ...search })
  const query = parsed.success ? parsed.data : { page: 1, per_page: 20, status: 'submitted' as const }
  const list = await answer(serverApi(context).GET('/api/admin/dealer-applications', { params: { query } }))
  return { ...list, status: query.status ?? 'submitted' }
}

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/** The applications to become a dealer, those to decide first (issue 25 item 8). */
export default function DealerApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { data, meta, status } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  const go = (query: { status: string; page?: number }) =>
    navigate(
      paths.adminDealerApplications({ status: query.status, ...(query.page ? { page: String(query.page) } : {}) }),
    )
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Dealer applications</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'application' : 'applications'}{' '}
            {DEALER_APPLICATION_STATUS_LABELS[status].toLowerCase()}, newest first
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => go({ status: value })}
          data={DEALER_APPLICATION_STATUSES.map((value) => ({
            value,
            label: DEALER_APPLICATION_STATUS_LABELS[value],
          }))}
          w="fit-content"
        />
        <Paper withBorder radius="md" p={0} aria-busy={navigation.state === 'loading'}>
          {data.length === 0 ? (
            <Text p="md">No {DEALER_APPLICATION_STATUS_LABELS[status].toLowerCase()} applications.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Applicant</Table.Th>
                    <Table.Th>City</Table.Th>
                    <Table.Th>Documents</Table.Th>
                    <Table.Th>Received</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((application) => (
                    <Table.Tr key={application.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.adminDealerApplication(application.id)} fw={600}>
                          {application.company_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {application.applicant.name}
                        <Text size="xs" c="dimmed">
                          {application.applicant.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{application.city}</Table.Td>
                      <Table.Td>{application.documents}</Table.Td>
                      <Table.Td>{date(application.created_at)}</Table.Td>
                      <Table.Td>
                        <StatusBadge
                          status={application.status}
                          label={DEALER_APPLICATION_STATUS_LABELS[application.status]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        {meta.pages > 1 ? (
          <Group justify="center">
            <Pagination total={meta.pages} value={meta.page} onChange={(page) => go({ status, page })} />
          </Group>
        ) : null}
      </Stack>
    </Container>
  )
}
