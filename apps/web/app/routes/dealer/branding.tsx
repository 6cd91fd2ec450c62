import { Stack } from '@mantine/core'
import { PageHeader } from '../../components/ui/page-header'
import { DealerBrandingForm } from '../../features/dealer-settings/dealer-branding-form'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/branding'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer branding') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/branding', { params: { path: { slug: params.slug } } }),
  )
}

/** `/dealer/{slug}/branding` (issue 25 item 2): the logo and colours of the dealer's documents. */
export default function DealerBranding({ loaderData: branding }: Route.ComponentProps) {
  const dealer = useDealer()
  return (
    <Stack gap="lg">
      <PageHeader
        title="Branding"
        lead="Your logo and colours on the invoices and statements you send, and on your customers’ pages."
      />
      <DealerBrandingForm slug={dealer.slug} branding={branding} canEdit={dealer.may.manage} />
    </Stack>
  )
}
