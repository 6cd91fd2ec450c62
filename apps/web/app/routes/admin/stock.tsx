import { Container, Stack, Text, Title } from '@mantine/core'
import { ADMIN_STOCK_PAGE_SIZE, AdminStockListQuerySchema, type AdminStockLevel } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import { IgnoredParams } from '../../components/ui/admin-table/ignored-params'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { AdjustStockModal } from '../../features/admin-stock/adjust-stock-modal'
import { STOCK_FILTER_KEYS, StockFilters } from '../../features/admin-stock/stock-filters'
import { formatDelta } from '../../features/admin-stock/stock-format'
import { StockLevelsTable } from '../../features/admin-stock/stock-levels-table'
import { useCanAdjustStock } from '../../features/admin-stock/use-can-adjust-stock'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/stock'

export const handle = { contactless: true, breadcrumb: 'Stock' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Stock') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, ignored } = readListQuery(new URL(request.url).searchParams, AdminStockListQuerySchema)
  const list = await answer(serverApi(context).GET('/api/admin/stock', { params: { query } }))
  return { ...list, ignored }
}

export default function Stock({ loaderData }: Route.ComponentProps) {
  const { data, meta, locations, ignored } = loaderData
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const table = useTableUrlState({ defaultPerPage: ADMIN_STOCK_PAGE_SIZE, filterKeys: STOCK_FILTER_KEYS })
  const canAdjust = useCanAdjustStock()
  const [adjusting, setAdjusting] = useState<AdminStockLevel | null>(null)
  const [notice, setNotice] = useState('')
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Stock</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'level' : 'levels'}: each product’s units at each location
            {canAdjust ? '' : ' (read only)'}
          </Text>
        </Stack>
        <IgnoredParams ignored={ignored} />
        <Text role="status" size="sm" fw={600}>
          {notice}
        </Text>
        <StockFilters
          key={table.state.filters.search ?? ''}
          filters={table.state.filters}
          locations={locations}
          onChange={(filters) => table.change({ filters })}
        />
        <StockLevelsTable
          levels={data}
          total={meta.total}
          state={{ ...table.state, page: meta.page, perPage: meta.per_page }}
          onChange={table.change}
          fetching={navigation.state === 'loading' && navigation.location.pathname === paths.adminStock()}
          onAdjust={
            canAdjust
              ? (level) => {
                  setNotice('')
                  setAdjusting(level)
                }
              : null
          }
        />
      </Stack>
      <AdjustStockModal
        target={adjusting}
        onClose={() => setAdjusting(null)}
        onAdjusted={async ({ movement }) => {
          setAdjusting(null)
          setNotice(
            `${movement.product_name} at ${movement.location_name}: ${formatDelta(movement.delta)}, now ${movement.quantity_after} on hand.`,
          )
          await revalidator.revalidate()
        }}
      />
    </Container>
  )
}
