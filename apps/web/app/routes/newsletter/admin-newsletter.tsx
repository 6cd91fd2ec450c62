import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { ISSUE_STATUS_LABELS } from '@shop/domain/newsletter'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { SendProgress, usePollWhile } from '../../features/newsletter/send-progress'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-newsletter'

export const handle = { contactless: true, breadcrumb: 'Newsletter' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Newsletter') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  return answer(serverApi(context).GET('/api/admin/newsletter'))
}

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—')

/** The newsletter's back office (issue 26 item 6): issues with their sending progress, and the lists' subscribers. */
export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { issues, lists } = loaderData
  usePollWhile(issues.some((issue) => issue.status === 'sending'))
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Newsletter</Title>
            <Text size="sm" c="dimmed">
              Issues go to a list’s confirmed subscribers in batches; each subscriber is mailed once.
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminNewsletterIssueNew()}>
            New issue
          </Button>
        </Group>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Issues
          </Title>
          <Paper withBorder radius="md" p={0}>
            {issues.length === 0 ? (
              <EmptyState
                title="No issue yet"
                level={3}
                text="Write an issue in Markdown, send yourself a test, then send it to a list."
                action={
                  <Button component={Link} to={paths.adminNewsletterIssueNew()} variant="default">
                    Write the first issue
                  </Button>
                }
              />
            ) : (
              <DataTable
                label="Issues"
                rows={issues}
                rowKey={(issue) => issue.id}
                columns={[
                  {
                    header: 'Subject',
                    primary: true,
                    cell: (issue) => (
                      <Anchor component={Link} to={paths.adminNewsletterIssue(issue.id)} fw={600}>
                        {issue.subject}
                      </Anchor>
                    ),
                  },
                  { header: 'List', cell: (issue) => issue.list.title },
                  {
                    header: 'Status',
                    cell: (issue) => <StatusBadge status={issue.status} label={ISSUE_STATUS_LABELS[issue.status]} />,
                  },
                  {
                    header: 'Progress',
                    cell: (issue) =>
                      issue.status === 'draft' ? (
                        <Text size="sm" c="dimmed">
                          Not sent
                        </Text>
                      ) : (
                        <SendProgress issue={issue} />
                      ),
                  },
                  { header: 'Sent', cell: (issue) => date(issue.sent_at) },
                ]}
              />
            )}
          </Paper>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Lists
          </Title>
          <Paper withBorder radius="md" p={0}>
            <DataTable
              label="Lists"
              rows={lists}
              rowKey={(list) => list.slug}
              columns={[
                {
                  header: 'List',
                  primary: true,
                  cell: (list) => (
                    <>
                      <Text fw={600}>{list.title}</Text>
                      <Text size="xs" c="dimmed">
                        {list.description}
                      </Text>
                    </>
                  ),
                },
                { header: 'Confirmed', align: 'end', cell: (list) => list.confirmed },
                { header: 'Waiting for confirmation', align: 'end', cell: (list) => list.pending },
                { header: 'Unsubscribed', align: 'end', cell: (list) => list.unsubscribed },
              ]}
            />
          </Paper>
        </Stack>
      </Stack>
    </Container>
  )
}
