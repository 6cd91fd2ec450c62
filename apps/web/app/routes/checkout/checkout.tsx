import { Container, Stack, Title } from '@mantine/core'
import type { Address } from '@shop/domain/accounts'
import { loadPaymentStepData } from '../../components/ui/payment/payment-api'
import type { Country } from '../../features/checkout/address-fields'
import { CheckoutForm } from '../../features/checkout/checkout-form'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser, useUiState } from '../../lib/ui-state'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Checkout') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [addresses, payment, countries] = await Promise.all([
    // A guest has no address book (401): they type a new address.
    api.get<{ data: Address[] }>('/v1/addresses').then(
      (result) => result.data,
      () => [] as Address[],
    ),
    loadPaymentStepData(api),
    // SPEC §7 v1/countries: the country select's list, rendered with the page.
    api.get<{ data: Country[] }>('/v1/countries').then((result) => result.data),
  ])
  return { addresses, countries, payments: payment.settings, savedCards: payment.savedCards }
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
