import { Anchor, Button, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { JOB_STATES, JobListQuerySchema, jobKindLabel } from '@shop/domain/jobs'
import { paths } from '@shop/domain/paths'
import { Form, Link, useNavigation } from 'react-router'
import { PageLinks } from '../../components/ui/page-links'
import { BackgroundJobsList, STATE_LABELS } from '../../features/accounts/components/background-jobs-list'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/jobs'

// Back office: no contact widget (SPEC §2).
export const handle = { contactless: true, breadcrumb: 'Background jobs' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Background jobs') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  // A broken filter or ?page= shows every job from the first page rather than an error page.
  const parsed = JobListQuerySchema.pick({ page: true, name: true, state: true }).safeParse({
    page: search.get('page') ?? undefined,
    name: search.get('name') || undefined,
    state: search.get('state') || undefined,
  })
  const query = parsed.success ? parsed.data : { page: 1 }
  const list = await answer(serverApi(context).GET('/api/admin/jobs', { params: { query } }))
  return { ...list, filter: { name: query.name, state: query.state } }
}

/** The four counts, each a link to the jobs in that state. */
const COUNT_LINKS = [
  { key: 'queued', label: 'Queued', state: 'created' },
  { key: 'running', label: 'Running', state: 'active' },
  { key: 'failed', label: 'Failed', state: 'failed' },
  { key: 'completed', label: 'Completed', state: 'completed' },
] as const

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { counts, data, meta, filter } = loaderData
  const navigation = useNavigation()
  const pageHref = (page: number) => paths.adminJobs({ ...filter, page })
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={1}>Background jobs</Title>
          <Anchor component={Link} to={paths.adminOutbox()} size="sm">
            Mail outbox
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Jobs by state">
          {COUNT_LINKS.map(({ key, label, state }) => (
            <Paper key={key} withBorder radius="md" p="sm" component={Link} to={paths.adminJobs({ state })}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={700} fz="xl">
                {counts[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Form method="get" action={paths.adminJobs()} aria-label="Filter jobs">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Kind"
              name="name"
              defaultValue={filter.name ?? ''}
              data={[
                { value: '', label: 'Every kind' },
                ...counts.names.map((name) => ({ value: name, label: jobKindLabel(name) })),
              ]}
            />
            <NativeSelect
              label="State"
              name="state"
              defaultValue={filter.state ?? ''}
              data={[
                { value: '', label: 'Every state' },
                ...JOB_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
              ]}
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
        </Form>
        <Text size="sm" c="dimmed">
          {meta.total} {meta.total === 1 ? 'job' : 'jobs'}, newest first
        </Text>
        <div aria-busy={navigation.state === 'loading'}>
          <BackgroundJobsList jobs={data} />
        </div>
        <PageLinks page={meta.page} pages={meta.pages} hrefOf={pageHref} label="Job pages" />
      </Stack>
    </Container>
  )
}
