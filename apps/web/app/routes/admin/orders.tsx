import { Container, Stack, Text, Title } from '@mantine/core'
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrderListQuerySchema } from '@shop/domain/admin-orders'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { ORDER_FILTER_KEYS, OrderFilters } from '../../features/admin-orders/order-filters'
import { OrdersTable } from '../../features/admin-orders/orders-table'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/orders'

export const handle = { contactless: true, breadcrumb: 'Orders' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Orders') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminOrderListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/orders', { params: { query } }))
  return { ...list, ignored }
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { data, meta, currencies, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_ORDERS_PAGE_SIZE, filterKeys: ORDER_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Orders</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'order' : 'orders'}: store orders, catalog purchases, custom tunes and
            rescue sessions
          </Text>
        </Stack>
        <IgnoredParams ignored={ignored} />
        <OrderFilters
          key={table.state.filters.customer ?? ''}
          filters={table.state.filters}
          currencies={currencies}
          onChange={(filters) => table.change({ filters })}
        />
        <OrdersTable
          orders={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminOrders()}
        />
      </Stack>
    </Container>
  )
}
