import { Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { UploadPanel } from '../../features/tune-requests/components/upload-panel'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/upload'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Custom tuning: upload your ECU read') },
  { name: 'description', content: 'Upload your ECU read for a custom tune, or a datalog to see it graphed.' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return answer(serverApi(context).GET('/api/v1/tuning/upload-settings'))
}

/** /tuning (SPEC §2 upload, the index): ECU reads become tune requests, datalogs become graphs. */
export default function TuningUpload({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig()
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Custom tuning</Title>
          <Text c="dimmed" mt="xs">
            Upload a read of your ECU or TCU and our calibrators build a tune for your car. Upload a datalog and we
            graph it for you straight away.
          </Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <UploadPanel
            brandName={site.brandName}
            limits={{
              tuneMaxBytes: loaderData.tune_max_bytes,
              logMaxBytes: loaderData.log_max_bytes,
              parallelUploads: loaderData.parallel_uploads,
            }}
          />
        </Paper>
        <section aria-labelledby="how-it-works">
          <Title order={2} size="h3" id="how-it-works" mb="sm">
            How it works
          </Title>
          <List spacing="xs" type="ordered">
            <List.Item>Read your ECU with your flash tool and upload the file as it came off the car.</List.Item>
            <List.Item>
              We check the file, record its SHA-256 checksum and open a tune request you can follow on its status page.
            </List.Item>
            <List.Item>
              A calibrator reviews your read and sends an estimate; once it is paid you download the tuned file, checked
              against its checksum before it leaves our servers.
            </List.Item>
          </List>
        </section>
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
