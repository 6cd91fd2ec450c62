import { Container, Group, Stack, Text, Title } from '@mantine/core'
import { STATUS_POLL_MS } from '@shop/domain/tuning'
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { PipelineBoard } from '../../features/tune-requests/pipeline-board'
import { tuneRequestPaths, type Board } from '../../features/tune-requests/tune-requests-api'
import type { Route } from './+types/pipeline'

// Back office: no contact widget (SPEC §2).
export const handle = { contactless: true }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tuning pipeline') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return serverApi(context).get<Board>(tuneRequestPaths.board())
}

/** /tuning/pipeline: the staff board to take, reject, upload the tuned file and deliver. */
export default function Pipeline({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  // New uploads and payments show up without a reload.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate()
    }, STATUS_POLL_MS * 3)
    return () => window.clearInterval(timer)
  }, [revalidator])
  const total = loaderData.columns.reduce((sum, column) => sum + column.requests.length, 0)
  return (
    <Container size="xl" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Tuning pipeline</Title>
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'request' : 'requests'} on the board
          </Text>
        </Group>
        <PipelineBoard board={loaderData} onDone={() => void revalidator.revalidate()} />
      </Stack>
    </Container>
  )
}
