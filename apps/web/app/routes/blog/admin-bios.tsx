import { Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-bios'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Blog', to: paths.adminBlog() },
  breadcrumb: 'Staff bios',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Staff bios') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  return answer(serverApi(context).GET('/api/admin/bios'))
}

/** The authors of the blog: each bio is a page (/staff/{slug}/) and the author box of their posts. */
export default function AdminBios({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Staff bios</Title>
            <Text size="sm" c="dimmed">
              {data.length} {data.length === 1 ? 'bio' : 'bios'}: the blog’s authors
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminBioNew()}>
            New bio
          </Button>
        </Group>
        <Paper withBorder radius="md" p={0}>
          {data.length === 0 ? (
            <Text p="md">
              No bios yet. A post needs an author:{' '}
              <Anchor component={Link} to={paths.adminBioNew()}>
                write the first bio
              </Anchor>
              .
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Staff account</Table.Th>
                    <Table.Th>Posts</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((bio) => (
                    <Table.Tr key={bio.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.adminBio(bio.id)} fw={600}>
                          {bio.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{bio.role_title}</Table.Td>
                      <Table.Td>{bio.user ? bio.user.email : 'None'}</Table.Td>
                      <Table.Td>{bio.posts}</Table.Td>
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
