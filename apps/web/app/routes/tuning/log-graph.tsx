import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { LogGraph } from '../../features/datalogs/log-graph'
import { orNotFound } from '../../features/datalogs/datalogs-api'
import { formatBytes } from '../../features/tune-requests/api/tune-requests-api'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/log-graph'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Log: ${loaderData.original_name}` : 'Log graph') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[0-9a-f-]{36}$/.test(params.id)) throw new Response(null, { status: 404 })
  return orNotFound(answer(serverApi(context).GET('/api/v1/logs/{id}', { params: { path: { id: params.id } } })))
}

const seconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** /tuning/logs/{id}: where the graphing endpoint sends the browser after a log upload. */
export default function LogGraphPage({ loaderData: log }: Route.ComponentProps) {
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {log.original_name}
          </Title>
          <Group gap="lg" mt="xs">
            <Text c="dimmed">{log.row_count.toLocaleString('en-US')} rows</Text>
            <Text c="dimmed">{seconds.format(log.duration)} s</Text>
            <Text c="dimmed">{log.channels.length} channels</Text>
            <Text c="dimmed">{formatBytes(log.size)}</Text>
          </Group>
        </div>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
          <Stack gap="xl">
            <LogGraph fileUrl={log.file_url} channels={log.channels} />
          </Stack>
        </Paper>
        <Anchor component={Link} to={paths.tuning()}>
          Upload another file
        </Anchor>
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
