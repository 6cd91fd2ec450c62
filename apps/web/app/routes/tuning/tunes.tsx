import { Container, Stack } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { TuningFileTable } from '../../features/tuning-info/tuning-file-table'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/tunes'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your tunes') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return answer(serverApi(context).GET('/api/v1/tuning/files', { params: { query: { role: 'tuned' } } }))
}

/** SPEC §2 /tuning/tunes: the tunes delivered to the caller. */
export default function Tunes({ loaderData }: Route.ComponentProps) {
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader
          title="Your tunes"
          lead="The tuned files delivered to you, newest first. Keep a copy of each before you flash it."
          actions={
            <Link to={paths.tuningFiles()} className="ts-button" data-variant="light">
              All your files
            </Link>
          }
        />
        <TuningFileTable
          label="Your tunes"
          files={loaderData.data}
          empty={
            <EmptyState
              title="No tunes delivered yet"
              text="A tune appears here as soon as a calibrator delivers it. Start by uploading the read of your ECU."
              action={
                <Link to={paths.tuning()} className="ts-button">
                  Upload your ECU read
                </Link>
              }
            />
          }
        />
      </Stack>
    </Container>
  )
}
