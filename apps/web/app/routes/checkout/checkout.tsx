import { PageHeader } from '../../components/ui/page-header'
import { CheckoutForm, NONE } from '../../features/checkout/checkout-form'
import classes from '../../features/checkout/checkout-form.module.css'
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

/**
 * SPEC §2 /checkout: guests and users; never any third-party script on this page. Storefront components only (no
 * Mantine), so the page stays within the public pages' Lighthouse budget (docs/design.md).
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser()
  const { display_currency } = useUiState()
  return (
    <div className={`ts-container ${classes.page}`}>
      <PageHeader title="Checkout" />
      <CheckoutForm
        addresses={user ? loaderData.addresses : NONE}
        countries={loaderData.countries}
        userEmail={user?.email ?? null}
        currency={display_currency}
        payments={loaderData.payments}
        savedCards={user ? loaderData.savedCards : NONE}
      />
    </div>
  )
}
