import { Anchor, Container, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-pages'

export const handle = { contactless: true, breadcrumb: 'Pages' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Pages') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  return answer(serverApi(context).GET('/api/admin/pages'))
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The shop's content pages for staff (issue 26 item 4, decision 0115): each opens its editor. */
export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Pages</Title>
          <Text size="sm" c="dimmed">
            {data.length} content {data.length === 1 ? 'page' : 'pages'}, by address. Every save is kept as a version
            you can compare and restore.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={0}>
          {data.length === 0 ? (
            <Text p="md">
              No pages yet: they are loaded from the page files when the shop starts, or start one from a tool’s
              compatibility chart.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Last saved</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Version</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((page) => (
                    <Table.Tr key={page.slug}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.adminPage(page.key)} fw={600}>
                          {page.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={paths.contentPage(page.slug)} size="sm">
                          {paths.contentPage(page.slug)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{WHEN.format(new Date(page.updated_at))}</Table.Td>
                      <Table.Td>{page.updated_by.name}</Table.Td>
                      <Table.Td>{page.version}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </Container>
  )
}
