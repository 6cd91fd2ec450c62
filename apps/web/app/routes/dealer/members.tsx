import { Stack, Text, Title } from '@mantine/core'
import { InviteForm, PendingInvites } from '../../features/dealer-members/invites-panel'
import { MembersTable } from '../../features/dealer-members/members-table'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/members'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Members') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const path = { params: { path: { slug: params.slug } } }
  const [members, invites] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/members', path)),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/invites', path)),
  ])
  return { members: members.data, invites: invites.data }
}

/** `/dealer/{slug}/members` (issue 25 item 3): who belongs to the dealer, invitations, and inviting someone. */
export default function DealerMembers({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Members
        </Title>
        <Text c="dimmed" maw="var(--ts-measure)">
          Owners and managers see the balance, statements and transfers; members see the dashboard, tune credits and
          tool orders.
          {dealer.may.members ? '' : ' Inviting and removing people takes team management: ask an owner.'}
        </Text>
      </Stack>
      <section aria-labelledby="members-title">
        <Title order={2} size="h3" id="members-title" mb="sm">
          People
        </Title>
        <MembersTable dealer={dealer} members={loaderData.members} />
      </section>
      {dealer.may.members ? (
        <section aria-labelledby="invite-title">
          <Title order={2} size="h3" id="invite-title" mb="sm">
            Invite someone
          </Title>
          <InviteForm dealer={dealer} />
        </section>
      ) : null}
      <section aria-labelledby="invites-title">
        <Title order={2} size="h3" id="invites-title" mb="sm">
          Pending invitations
        </Title>
        <PendingInvites dealer={dealer} invites={loaderData.invites} />
      </section>
    </Stack>
  )
}
