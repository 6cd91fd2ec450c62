import { Container, Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { ROLE_NAMES } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { AddressBook } from '../../features/accounts/components/address-book'
import { ProfileForm } from '../../features/accounts/components/profile-form'
import { MySubscriptions } from '../../features/newsletter/my-subscriptions'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/profile'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your profile') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [user, addresses, countries, subscriptions] = await Promise.all([
    answer(api.GET('/api/user/me')),
    answer(api.GET('/api/v1/addresses')),
    // SPEC §7 v1/countries: the address form's country select.
    answer(api.GET('/api/v1/countries')),
    // Issue 26 item 6: the newsletter boxes (dealers get the dealer blog digest's too).
    answer(api.GET('/api/v1/newsletter/my-subscriptions')),
  ])
  return { user, addresses: addresses.data, countries: countries.data, subscriptions }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, addresses } = loaderData
  const site = useSiteConfig()
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl" maw="var(--ts-measure)">
        <PageHeader title="Your profile" />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="xl" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  Email
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {user.roles.length > 1 ? 'Roles' : 'Role'}
                </Text>
                <Text fw={600}>{user.roles.map((role) => ROLE_NAMES[role]).join(', ')}</Text>
              </div>
            </Group>
            {user.memberships.some((membership) => membership.kind === 'dealer') ? (
              <Text size="sm">
                <Link to={paths.dealerMemberships()}>Your dealer memberships</Link>: open a dealer’s portal, choose
                which dealer prices the shop for you, or leave one.
              </Text>
            ) : null}
            <Text size="sm">
              <Link to={paths.myTickets()}>My tickets</Link>: the questions you asked support, their answers and status.
            </Text>
            <Text size="sm">
              <Link to={paths.profileSnapshot(user.id)}>Your account at a date</Link>: credits, orders, open tune
              requests and dealers on one printable page.
            </Text>
            <Divider />
            <ProfileForm user={user} currencies={site.currencies} defaultCurrency={site.defaultCurrency} />
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="address-book-title"
        >
          <AddressBook addresses={addresses} countries={loaderData.countries} />
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="newsletters-title"
        >
          <MySubscriptions
            initial={loaderData.subscriptions}
            dealer={user.memberships.some((membership) => membership.kind === 'dealer')}
          />
        </Paper>
      </Stack>
    </Container>
  )
}
