import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { ADMIN_PRODUCTS_PAGE_SIZE, AdminProductListQuerySchema } from '@shop/domain/admin-products'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { PRODUCT_FILTER_KEYS, ProductFilters } from '../../features/admin-products/product-filters'
import { ProductsTable } from '../../features/admin-products/products-table'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/products'

export const handle = { contactless: true, breadcrumb: 'Products' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Products') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: products are Admin's; staff are sent to /forbidden rather than shown an error.
  await guard(request, context, 'back-office:read', { part: 'products' })
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminProductListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/products', { params: { query } }))
  return { ...list, ignored }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { data, meta, currencies, ignored } = loaderData
  const navigation = useNavigation()
  const table = useTableUrlState({ defaultPerPage: ADMIN_PRODUCTS_PAGE_SIZE, filterKeys: PRODUCT_FILTER_KEYS })
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Products</Title>
            <Text size="sm" c="dimmed">
              {meta.total} {meta.total === 1 ? 'product' : 'products'} in the store, hidden ones included
            </Text>
          </Stack>
          <Button component={Link} to={paths.adminProductNew()}>
            New product
          </Button>
        </Group>
        <IgnoredParams ignored={ignored} />
        <ProductFilters
          key={table.state.filters.name ?? ''}
          filters={table.state.filters}
          onChange={(filters) => table.change({ filters })}
        />
        <ProductsTable
          products={data}
          currencies={currencies}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminProducts()}
        />
      </Stack>
    </Container>
  )
}
