import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { OrderDetail } from '../../features/admin-orders/order-detail'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { AdminHandle } from '../../layouts/admin-layout'
import type { Route } from './+types/order'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Orders', to: paths.adminOrders() },
  breadcrumb: (data: unknown) => `Order ${(data as { id?: string } | undefined)?.id ?? ''}`.trim(),
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Order ${loaderData.id}` : 'Order') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return await answer(serverApi(context).GET('/api/admin/orders/{id}', { params: { path: { id: params.id } } }))
}

export default function Order({ loaderData: order }: Route.ComponentProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>Order {order.id}</Title>
        <OrderDetail order={order} />
      </Stack>
    </Container>
  )
}
