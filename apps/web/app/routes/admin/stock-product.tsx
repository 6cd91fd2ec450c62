import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { STOCK_MOVEMENTS_PAGE_SIZE, StockMovementsQuerySchema, type AdminStockLevel } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { AdjustStockModal } from '../../features/admin-stock/adjust-stock-modal'
import { LevelsList } from '../../features/admin-stock/levels-list'
import { MovementsTable } from '../../features/admin-stock/movements-table'
import { formatDelta, formatUnits } from '../../features/admin-stock/stock-format'
import { ThresholdForm } from '../../features/admin-stock/threshold-form'
import { useCanAdjustStock } from '../../features/admin-stock/use-can-adjust-stock'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/stock-product'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Stock', to: paths.adminStock() },
  breadcrumb: (data: unknown) => (data as { name?: string } | undefined)?.name ?? 'Product',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Stock of ${loaderData.name}` : 'Stock') },
  { name: 'robots', content: 'noindex' },
]

const NO_FILTERS: readonly string[] = []

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  // A broken ?page= shows the first page of the history rather than an error page.
  const parsed = StockMovementsQuerySchema.safeParse({
    page: search.get('page') ?? undefined,
    per_page: search.get('per_page') ?? undefined,
  })
  const query = parsed.success ? parsed.data : StockMovementsQuerySchema.parse({})
  return await answerOrNotFound(
    serverApi(context).GET('/api/admin/stock/products/{slug}', {
      params: { path: { slug: params.productSlug }, query },
    }),
  )
}

export default function StockProduct({ loaderData: product }: Route.ComponentProps) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const canAdjust = useCanAdjustStock()
  const table = useTableUrlState({ defaultPerPage: STOCK_MOVEMENTS_PAGE_SIZE, filterKeys: NO_FILTERS })
  const [adjusting, setAdjusting] = useState<AdminStockLevel | null>(null)
  const [notice, setNotice] = useState('')
  const here = paths.adminStockProduct(product.slug)
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>{product.name}</Title>
            {product.active ? null : (
              <Badge variant="light" color="gray">
                Not for sale
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatUnits(product.total_on_hand)} on hand across every location
            {canAdjust ? '' : ' (read only)'}
          </Text>
        </Stack>
        <Text role="status" size="sm" fw={600}>
          {notice}
        </Text>
        <Paper withBorder radius="md" p="md">
          {canAdjust ? (
            <ThresholdForm
              key={`${product.low_stock_threshold}|${product.updated_at}`}
              slug={product.slug}
              threshold={product.low_stock_threshold}
              lastModified={product.updated_at}
              onSaved={async (threshold) => {
                setNotice(`Low stock is now at or under ${formatUnits(threshold)}.`)
                await revalidator.revalidate()
              }}
            />
          ) : (
            <Text size="sm">Low stock at or under {formatUnits(product.low_stock_threshold)} at a location.</Text>
          )}
        </Paper>
        <Title order={2} size="h3">
          Levels by location
        </Title>
        <LevelsList
          levels={product.levels}
          name="location"
          label={`Stock of ${product.name} by location`}
          onAdjust={
            canAdjust
              ? (level) => {
                  setNotice('')
                  setAdjusting(level)
                }
              : null
          }
        />
        <Title order={2} size="h3">
          Movements
        </Title>
        <MovementsTable
          movements={product.movements.data}
          total={product.movements.meta.total}
          state={{ ...table.state, page: product.movements.meta.page, perPage: product.movements.meta.per_page }}
          onChange={table.change}
          show="location"
          fetching={navigation.state === 'loading' && navigation.location.pathname === here}
        />
      </Stack>
      <AdjustStockModal
        target={adjusting}
        onClose={() => setAdjusting(null)}
        onAdjusted={async ({ movement }) => {
          setAdjusting(null)
          setNotice(
            `${movement.location_name}: ${formatDelta(movement.delta)}, now ${movement.quantity_after} on hand.`,
          )
          await revalidator.revalidate()
        }}
      />
    </Container>
  )
}
