import { Anchor, Badge, Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { formatSize, orNotFound, type TuneRequestView } from '../../features/tuning/tuning-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/request-status'

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, `Tune request #${params.id}`) },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) throw new Response(null, { status: 404 })
  return orNotFound(serverApi(context).get<TuneRequestView>(`/v1/tune-requests/${params.id}`))
}

const ROLE_LABEL = { original: 'Your read', tuned: 'Tuned file', reupload: 'Corrected read' } as const
const STATUS_LABEL: Record<string, string> = { created: 'Received' }
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
  ' UTC'

/** /tuning/request/{id}/status (SPEC §2): the request, its files with size and SHA-256, and its status. */
export default function TuneRequestStatus({ loaderData: request }: Route.ComponentProps) {
  const details = [
    ['Vehicle', request.vehicle_description],
    ['ECU', request.ecu_description],
    ['Your note', request.customer_note],
  ].filter(([, value]) => value)
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Tune request #{request.id}</Title>
            <Text c="dimmed">Received {dateTime(request.created_at)}</Text>
          </div>
          <Badge size="lg" color="blue" aria-label={`Status: ${STATUS_LABEL[request.status] ?? request.status}`}>
            {STATUS_LABEL[request.status] ?? request.status}
          </Badge>
        </Group>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              What happens next
            </Title>
            <Text>
              We have your file. A calibrator checks the read and prepares an estimate for your tune; this page shows
              each step as it happens.
            </Text>
            {details.map(([label, value]) => (
              <Text key={label}>
                <Text span fw={600}>
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </Stack>
        </Paper>
        <section aria-labelledby="files-title">
          <Title order={2} size="h3" id="files-title" mb="sm">
            Files
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {request.files.map((file) => (
              <Paper key={file.id} withBorder radius="md" p="md" component="li" aria-label={file.original_name}>
                <Group justify="space-between" align="flex-start" gap="md">
                  <div style={{ minWidth: 0, flex: '1 1 320px' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {file.original_name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {ROLE_LABEL[file.role]} · {formatSize(file.size)} · uploaded {dateTime(file.created_at)}
                    </Text>
                    <Text size="sm" mt="xs">
                      SHA-256 checksum
                    </Text>
                    <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid="sha256">
                      {file.sha256}
                    </Code>
                  </div>
                  <Button
                    component="a"
                    href={file.download_url}
                    download
                    variant="light"
                    aria-label={`Download ${file.original_name}`}
                  >
                    Download
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
        <Anchor component={Link} to="/tuning">
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
