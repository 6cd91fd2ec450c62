import { Anchor, Group, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DealerDashboardView } from '../../features/dealer-members/dealer-dashboard'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/group'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer portal') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/dashboard', { params: { path: { slug: params.slug } } }),
  )
}

/** `/dealer/{slug}` (SPEC §2 `group`, the default tab): the dealer's dashboard. */
export default function DealerGroup({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Anchor component={Link} to={paths.dealerSnapshot(dealer.slug)}>
          Snapshot for a date
        </Anchor>
      </Group>
      <DealerDashboardView dealer={dealer} board={loaderData} />
    </Stack>
  )
}
