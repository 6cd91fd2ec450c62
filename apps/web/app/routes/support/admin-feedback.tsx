import { Container, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AdminFeedbackListQuerySchema, FEEDBACK_SUBJECT_KINDS, FEEDBACK_SUBJECT_LABELS } from '@shop/domain/support'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { FeedbackTable } from '../../features/support'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-feedback'

export const handle = { contactless: true, breadcrumb: 'Feedback' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Feedback') },
  { name: 'robots', content: 'noindex' },
]

const FILTER_KEYS = ['about'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'support:work')
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminFeedbackListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/feedback', { params: { query } }))
  return { ...list, ignored, about: query.about ?? 'all' }
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  )
}

/** What customers said of solved tickets and delivered tunes (issue 26 item 3), with the average on top. */
export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  const { data, meta, summary, ignored, about } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: 20, filterKeys: FILTER_KEYS })
  const rate = summary.offered ? Math.round((summary.answered / summary.offered) * 100) : 0
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Feedback</Title>
          <Text size="sm" c="dimmed">
            Ratings from 1 to 5 stars, sent through the link mailed when a ticket is solved or a tune delivered
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure
            label="Average rating"
            value={summary.average_rating === null ? 'No ratings yet' : `${summary.average_rating.toFixed(2)} of 5`}
          />
          <Figure label="Answers" value={String(summary.answered)} />
          <Figure label="Answered of links sent" value={`${rate}% of ${summary.offered}`} />
        </SimpleGrid>
        <IgnoredParams ignored={ignored} />
        <Group>
          <SegmentedControl
            aria-label="About"
            value={about}
            onChange={(value) => table.change({ filters: { about: value === 'all' ? null : value } })}
            data={[
              { value: 'all', label: 'Everything' },
              ...FEEDBACK_SUBJECT_KINDS.map((kind) => ({ value: kind, label: `${FEEDBACK_SUBJECT_LABELS[kind]}s` })),
            ]}
          />
        </Group>
        <FeedbackTable
          items={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminFeedback()}
        />
      </Stack>
    </Container>
  )
}
