import {
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { AdminBlogPostListQuerySchema, BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate, useNavigation } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-blog'

export const handle = { contactless: true, breadcrumb: 'Blog' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Blog') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  const parsed = AdminBlogPostListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  const query = parsed.success ? parsed.data : { page: 1, per_page: 20 }
  const list = await answer(serverApi(context).GET('/api/admin/blog-posts', { params: { query } }))
  return { ...list, state: ('state' in query && query.state) || 'all' }
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : '—'

/** Every post with what it is now (Draft, Scheduled, Published), its author and publication time (issue 26 item 5). */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { data, meta, state } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  const go = (next: { state: string; page?: number }) =>
    navigate(paths.adminBlog({ state: next.state === 'all' ? undefined : next.state, page: next.page }))
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Blog</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'post' : 'posts'}; drafts first, then newest first
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.adminBios()} variant="default">
              Staff bios
            </Button>
            <Button component={Link} to={paths.adminBlogNew()}>
              New post
            </Button>
          </Group>
        </Group>
        <SegmentedControl
          aria-label="Show"
          value={state}
          onChange={(value) => void go({ state: value })}
          data={[
            { value: 'all', label: 'All' },
            ...BLOG_POST_STATUSES.map((value) => ({ value, label: BLOG_POST_STATUS_LABELS[value] })),
          ]}
          w="fit-content"
        />
        <Paper withBorder radius="md" p={0} aria-busy={navigation.state === 'loading'}>
          {data.length === 0 ? (
            <Text p="md">
              No{' '}
              {state === 'all'
                ? ''
                : `${BLOG_POST_STATUS_LABELS[state as keyof typeof BLOG_POST_STATUS_LABELS].toLowerCase()} `}
              posts.{' '}
              <Anchor component={Link} to={paths.adminBlogNew()}>
                Write one
              </Anchor>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Author</Table.Th>
                    <Table.Th>Tags</Table.Th>
                    <Table.Th>Publish time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((post) => (
                    <Table.Tr key={post.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.adminBlogPost(post.id)} fw={600}>
                          {post.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={post.state} label={BLOG_POST_STATUS_LABELS[post.state]} />
                      </Table.Td>
                      <Table.Td>{post.author.name}</Table.Td>
                      <Table.Td>{post.tags.join(', ')}</Table.Td>
                      <Table.Td>{post.state === 'draft' ? '—' : when(post.published_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        {meta.pages > 1 ? (
          <Group justify="center">
            <Pagination total={meta.pages} value={meta.page} onChange={(page) => void go({ state, page })} />
          </Group>
        ) : null}
      </Stack>
    </Container>
  )
}
