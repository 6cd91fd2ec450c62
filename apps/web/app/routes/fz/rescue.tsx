import { Container, List, Paper, Stack, Title } from '@mantine/core'
import { isStaff } from '@shop/domain/accounts'
import { PageHeader } from '../../components/ui/page-header'
import { loadPaymentMethodSettings } from '../../features/payments'
import { RescueForm } from '../../features/rescue-sessions/rescue-form'
import { RescueSessionList } from '../../features/rescue-sessions/rescue-session-list'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/rescue'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'ECU rescue') },
  {
    name: 'description',
    content: 'A flash that stopped half way? Start a rescue session: our technicians identify and recover the unit.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const user = await answer(api.GET('/api/user/me'))
  const staff = isStaff(user)
  const [mine, queue, payments] = await Promise.all([
    answer(api.GET('/api/v1/rescue-sessions', { params: { query: { per_page: 50 } } })),
    staff
      ? answer(api.GET('/api/v1/rescue-sessions', { params: { query: { scope: 'staff', per_page: 50 } } }))
      : Promise.resolve(null),
    loadPaymentMethodSettings(api),
  ])
  return { mine: mine.data, queue: queue?.data ?? null, payments }
}

/** SPEC §2 /fz/rescue: start a rescue session (kinds ID and check) and follow it; staff act on the queue. */
export default function Rescue({ loaderData }: Route.ComponentProps) {
  const { mine, queue, payments } = loaderData
  const site = useSiteConfig()
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl" maw="var(--ts-measure)">
        <PageHeader
          title="ECU rescue"
          lead="A flash that stops half way — a flat battery, a laptop going to sleep, a cable pulled — can leave an ECU that no longer answers. It is almost always recoverable. Tell us what happened and a technician takes it from there."
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="before-title">
          <Title order={2} size="h4" id="before-title" mb="xs">
            Before you start
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Put the car’s battery on a charger (at least 13 V) and leave the ignition off.</List.Item>
            <List.Item>
              Do not retry the flash or try another tool: a second failed write makes recovery harder.
            </List.Item>
            <List.Item>Keep the flashing tool connected to the laptop so that we can read its log.</List.Item>
          </List>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="start-title">
          <Title order={2} size="h3" id="start-title" mb="md">
            Start a rescue session
          </Title>
          <RescueForm />
        </Paper>
        <section aria-labelledby="mine-title">
          <Title order={2} size="h3" id="mine-title" mb="sm">
            Your rescue sessions
          </Title>
          <RescueSessionList sessions={mine} mode="customer" currency={site.defaultCurrency} payments={payments} />
        </section>
        {queue ? (
          <section aria-labelledby="queue-title">
            <Title order={2} size="h3" id="queue-title" mb="sm">
              Rescue queue (staff)
            </Title>
            <RescueSessionList sessions={queue} mode="staff" currency={site.defaultCurrency} />
          </section>
        ) : null}
      </Stack>
    </Container>
  )
}
