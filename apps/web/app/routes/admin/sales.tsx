import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { ADMIN_PROMOTIONS_PAGE_SIZE, AdminSaleListQuerySchema } from '@shop/domain/admin-promotions'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { SALE_FILTER_KEYS, SaleFilters } from '../../features/admin-promotions/sale-filters'
import { SalesTable } from '../../features/admin-promotions/sales-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/sales'

export const handle = { contactless: true, breadcrumb: 'Sales' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Sales') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: sales belong to the products area, Admin's; staff are sent to /forbidden.
  await guard(request, context, 'back-office:read', { part: 'products' })
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminSaleListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/sales', { params: { query } }))
  return { ...list, ignored }
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { data, meta, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_PROMOTIONS_PAGE_SIZE, filterKeys: SALE_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Sales</Title>
            <Text size="sm" c="dimmed">
              The storefront’s banner shows the running sale that started last. Times are UTC.
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminSaleNew()}>
            New sale
          </Button>
        </Group>
        <IgnoredParams ignored={ignored} />
        <SaleFilters filters={table.state.filters} onChange={(filters) => table.change({ filters })} />
        <SalesTable
          sales={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminSales()}
        />
      </Stack>
    </Container>
  )
}
