import { Container, Stack, Title } from '@mantine/core'
import { CheckoutForm } from '../../features/checkout/checkout-form'
import { loadCheckoutData } from '../../features/checkout/load-checkout-data'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser, useUiState } from '../../lib/ui-state'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Checkout') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutData(serverApi(context))
}

/** SPEC §2 /checkout: guests and users; never any third-party script on this page. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser()
  const { display_currency } = useUiState()
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Title order={1}>Checkout</Title>
        <CheckoutForm
          addresses={user ? loaderData.addresses : []}
          countries={loaderData.countries}
          userEmail={user?.email ?? null}
          currency={display_currency}
          payments={loaderData.payments}
          savedCards={user ? loaderData.savedCards : []}
        />
      </Stack>
    </Container>
  )
}
