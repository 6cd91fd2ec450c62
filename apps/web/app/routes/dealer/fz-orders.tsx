import { Stack, Title } from '@mantine/core'
import { PageHeader } from '../../components/ui/page-header'
import { FzOrderForm } from '../../features/dealer-fz-orders/fz-order-form'
import { FzOrderList } from '../../features/dealer-fz-orders/fz-order-list'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/fz-orders'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tool orders') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const path = { path: { slug: params.slug } }
  const [orders, catalog] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/fz-orders', { params: path })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/fz-orders/catalog', { params: path })),
  ])
  return { orders: orders.data, catalog }
}

/** `/dealer/{slug}/fz-orders` (SPEC §2): the dealer's bulk orders of flash tools, and a form to place one. */
export default function DealerFzOrders({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  return (
    <Stack gap="lg">
      <PageHeader
        title="Tool orders"
        lead="Flash tools in bulk at your dealer prices, charged to your balance and shipped to your shop."
      />
      {dealer.may.manage ? <FzOrderForm slug={dealer.slug} catalog={loaderData.catalog} /> : null}
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your orders
        </Title>
        <FzOrderList slug={dealer.slug} orders={loaderData.orders} />
      </Stack>
    </Stack>
  )
}
