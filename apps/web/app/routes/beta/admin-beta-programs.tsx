import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { BETA_PROGRAM_STATUS_LABELS } from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { betaRunOf } from '../../features/beta-programs/beta-dates'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-beta-programs'

export const handle = { contactless: true, breadcrumb: 'Beta programs' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Beta programs') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  return answer(serverApi(context).GET('/api/admin/beta-programs'))
}

/** Staff's beta programs (issue 26 item 7): each with its applications counted, drafts too. */
export default function AdminBetaProgramsRoute({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Beta programs</Title>
            <Text size="sm" c="dimmed">
              {data.length} {data.length === 1 ? 'program' : 'programs'}: open first, then drafts, then closed
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminBetaProgramNew()}>
            New program
          </Button>
        </Group>
        {data.length === 0 ? (
          <EmptyState
            title="No beta programs yet"
            text="A program describes what customers test and who may join; customers apply on its page."
            action={<Link to={paths.adminBetaProgramNew()}>Write the first program</Link>}
          />
        ) : (
          <Paper withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Program</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Runs</Table.Th>
                    <Table.Th>Waiting</Table.Th>
                    <Table.Th>Accepted</Table.Th>
                    <Table.Th>Declined</Table.Th>
                    <Table.Th>Withdrawn</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((program) => (
                    <Table.Tr key={program.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.adminBetaProgram(program.id)} fw={600}>
                          {program.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={program.status} label={BETA_PROGRAM_STATUS_LABELS[program.status]} />
                      </Table.Td>
                      <Table.Td>{betaRunOf(program) ?? 'No dates'}</Table.Td>
                      <Table.Td>{program.counts.applied}</Table.Td>
                      <Table.Td>
                        {program.counts.accepted}
                        {program.capacity !== null ? ` of ${program.capacity}` : ''}
                      </Table.Td>
                      <Table.Td>{program.counts.declined}</Table.Td>
                      <Table.Td>{program.counts.withdrawn}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
