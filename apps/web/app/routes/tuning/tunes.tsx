import { Container, Stack, Text, Title } from '@mantine/core'
import { TuningFileTable, type TuningFile } from '../../features/tuning-info/tuning-file-table'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/tunes'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your tunes') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return serverApi(context).get<{ data: TuningFile[] }>('/v1/tuning/files?role=tuned')
}

/** SPEC §2 /tuning/tunes: the tunes delivered to the caller. */
export default function Tunes({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>Your tunes</Title>
        <Text>The tuned files delivered to you, newest first. Keep a copy of each before you flash it.</Text>
        <TuningFileTable
          files={loaderData.data}
          empty="No tunes delivered yet. They appear here as soon as a calibrator delivers your file."
        />
      </Stack>
    </Container>
  )
}
