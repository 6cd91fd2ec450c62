import { Container, Group, Stack, Text, Title } from '@mantine/core'
import { STATUS_POLL_MS } from '@shop/domain/tuning'
import { useEffect } from 'react'
import { redirect, useRevalidator } from 'react-router'
import { isStaff, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { PageHeader } from '../../components/ui/page-header'
import { guard } from '../../guards/guard'
import { RescueSessionList } from '../../features/rescue-sessions/rescue-session-list'
import { useSiteConfig } from '../../lib/ui-state'
import { pageTitle } from '../../lib/page-title'
import { answer } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import { PipelineBoard } from '../../features/tune-requests/components/pipeline-board'
import type { Route } from './+types/pipeline'

// Back office: no contact widget (SPEC §2).
export const handle = { contactless: true }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tuning pipeline') },
  { name: 'robots', content: 'noindex' },
]

/** PERMISSIONS.md "tuning pipeline board": staff, and tuners for their company's (assigned) requests. */
const mayOpenBoard = (user: User) => isStaff(user) || user.memberships.some((m) => m.kind === 'tuner')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await guard(request, context)
  if (!mayOpenBoard(user)) throw redirect(paths.forbidden())
  const api = serverApi(context)
  const staff = isStaff(user)
  const [board, rescue] = await Promise.all([
    answer(api.GET('/api/v1/pipeline')),
    // Rescue sessions are a staff queue (decision 0051): shown beside the requests they become.
    staff
      ? answer(api.GET('/api/v1/rescue-sessions', { params: { query: { scope: 'staff', per_page: 50 } } }))
      : Promise.resolve(null),
  ])
  return { board, rescue: rescue ? rescue.data.filter((session) => session.status !== 'closed') : null }
}

/** /tuning/pipeline: the board to take, reject, upload the tuned file and deliver; staff also see the rescue queue. */
export default function Pipeline({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  // New uploads and payments show up without a reload.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate()
    }, STATUS_POLL_MS * 3)
    return () => window.clearInterval(timer)
  }, [revalidator])
  const { board, rescue } = loaderData
  const site = useSiteConfig()
  const total = board.columns.reduce((sum, column) => sum + column.requests.length, 0)
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader title="Tuning pipeline" meta={`${total} ${total === 1 ? 'request' : 'requests'} on the board`} />
        <PipelineBoard board={board} onDone={() => void revalidator.revalidate()} />
        {rescue ? (
          <section aria-labelledby="rescue-title">
            <Group justify="space-between" align="baseline" mb="sm">
              <Title order={2} size="h3" id="rescue-title">
                Rescue sessions
              </Title>
              <Text size="sm" c="dimmed">
                A promoted session becomes a tune request on the board; each card links to its request.
              </Text>
            </Group>
            <RescueSessionList sessions={rescue} mode="staff" currency={site.defaultCurrency} />
          </section>
        ) : null}
      </Stack>
    </Container>
  )
}
