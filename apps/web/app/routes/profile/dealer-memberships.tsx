import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import type { DealerSummary } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { useChange } from '../../lib/use-change'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-memberships'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your dealer memberships') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [dealers, user] = await Promise.all([answer(api.GET('/api/v1/dealers')), answer(api.GET('/api/user/me'))])
  // The server lists the dealer the user chose first (decision 0104): the one the shop prices for.
  const current = user.memberships.find((membership) => membership.kind === 'dealer')?.organizationId ?? null
  return { dealers: dealers.data, current }
}

type Dealer = DealerSummary

function DealerCard({ dealer, current, several }: { dealer: Dealer; current: boolean; several: boolean }) {
  const { run, busy, failure } = useChange()
  const [leaving, setLeaving] = useState(false)
  const path = { params: { path: { slug: dealer.slug } } }
  const role = dealer.viewer_role === 'staff' || dealer.viewer_role === 'admin' ? null : dealer.viewer_role
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={`dealer-${dealer.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`dealer-${dealer.id}`}>
              {dealer.name}
            </Title>
            <Text size="sm" c="dimmed">
              {role ? MEMBERSHIP_ROLE_LABELS[role] : null}
            </Text>
          </Stack>
          {current && several ? (
            <Badge variant="light" color="green">
              Prices the shop for you
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={paths.dealer(dealer.slug)} size="compact-md" variant="light">
            Open portal
          </Button>
          {several && !current ? (
            <Button
              size="compact-md"
              variant="default"
              loading={busy === 'prefer'}
              onClick={() => void run('prefer', () => answer(browserApi.PUT('/api/v1/dealers/{slug}/preferred', path)))}
            >
              Make this my dealer
            </Button>
          ) : null}
          {leaving ? null : (
            <Button size="compact-md" variant="subtle" color="red" onClick={() => setLeaving(true)}>
              Leave…
            </Button>
          )}
        </Group>
        {leaving ? (
          <Stack gap="xs">
            <Text size="sm">
              Leave {dealer.name}? You lose its portal and its dealer prices until someone invites you again.
            </Text>
            <Group gap="xs">
              <Button
                size="compact-md"
                color="red"
                loading={busy === 'leave'}
                onClick={() => void run('leave', () => answer(browserApi.POST('/api/v1/dealers/{slug}/leave', path)))}
              >
                Leave {dealer.name}
              </Button>
              <Button size="compact-md" variant="default" onClick={() => setLeaving(false)}>
                Stay
              </Button>
            </Group>
          </Stack>
        ) : null}
        {failure ? <ApiErrorAlert error={failure} /> : null}
      </Stack>
    </Paper>
  )
}

/** `/profile/dealer-memberships` (SPEC §2, issue 25 item 3): the user's dealers — open, choose, leave. */
export default function DealerMemberships({ loaderData }: Route.ComponentProps) {
  const { dealers, current } = loaderData
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <PageHeader
          title="Your dealer memberships"
          breadcrumbs={<Link to={paths.profile()}>Back to your profile</Link>}
          lead={
            dealers.length > 1
              ? 'You belong to several dealers. The shop shows the prices of the one you make your dealer.'
              : 'The dealers you belong to: open their portal, or leave one.'
          }
        />
        {dealers.length === 0 ? (
          <EmptyState
            title="You are not a member of a dealer"
            text="A dealer’s owner or manager invites you by e-mail; the link in it adds you here."
            action={<Link to={paths.newDealer()}>Become a dealer</Link>}
          />
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            component="ul"
            aria-label="Your dealers"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {dealers.map((dealer) => (
              <DealerCard
                key={dealer.id}
                dealer={dealer}
                current={dealer.id === current}
                several={dealers.length > 1}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  )
}
