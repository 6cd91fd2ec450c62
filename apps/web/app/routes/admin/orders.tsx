import { Container, Stack, Text, Title } from '@mantine/core'
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrderListQuerySchema } from '@shop/domain/admin-orders'
import { paths } from '@shop/domain/paths'
import { useNavigation } from 'react-router'
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

const QUERY_KEYS = ['page', 'per_page', 'sort', ...ORDER_FILTER_KEYS] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const raw: Record<string, string> = {}
  for (const key of QUERY_KEYS) {
    const value = search.get(key)
    if (value) raw[key] = value
  }
  // A broken parameter in a shared link is left out (and said so) rather than an error page.
  const ignored: string[] = []
  let parsed = AdminOrderListQuerySchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      ignored.push(key)
      delete raw[key]
    }
    parsed = AdminOrderListQuerySchema.safeParse(raw)
  }
  const query = parsed.success ? parsed.data : AdminOrderListQuerySchema.parse({})
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
        {ignored.length > 0 ? (
          <Text size="sm" role="status">
            Left out of this link: {ignored.join(', ')} (not a value the list understands).
          </Text>
        ) : null}
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
