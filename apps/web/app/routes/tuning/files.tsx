import { Container, Stack } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { TuningFileTable } from '../../features/tuning-info/tuning-file-table'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your tuning files') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return answer(serverApi(context).GET('/api/v1/tuning/files'))
}

/** SPEC §2 /tuning/files: the caller's uploaded reads and tuned files, with checksums and downloads. */
export default function Files({ loaderData }: Route.ComponentProps) {
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader
          title="Your tuning files"
          lead="Every read you uploaded and every file we delivered. Each download is checked against its SHA-256 before it is sent; compare it with the checksum your flashing tool shows."
          actions={
            <Link to={paths.tuning()} className="ts-button">
              Upload a file
            </Link>
          }
        />
        <TuningFileTable
          label="Your tuning files"
          files={loaderData.data}
          empty={
            <EmptyState
              title="No files yet"
              text="Your ECU reads and the tuned files we deliver are kept here, with their checksums."
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
