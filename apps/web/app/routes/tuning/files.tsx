import { Container, Stack, Text, Title } from '@mantine/core'
import { TuningFileTable, type TuningFile } from '../../features/tuning-info/tuning-file-table'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your tuning files') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return serverApi(context).get<{ data: TuningFile[] }>('/v1/tuning/files')
}

/** SPEC §2 /tuning/files: the caller's uploaded reads and tuned files, with checksums and downloads. */
export default function Files({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>Your tuning files</Title>
        <Text>
          Every read you uploaded and every file we delivered. Each download is checked against its SHA-256 before it is
          sent; compare it with the checksum your flashing tool shows.
        </Text>
        <TuningFileTable files={loaderData.data} empty="You have not uploaded a file yet. Start on the tuning page." />
      </Stack>
    </Container>
  )
}
