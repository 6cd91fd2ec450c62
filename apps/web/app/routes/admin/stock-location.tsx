import { Container, Stack, Text, Title } from '@mantine/core'
import { STOCK_MOVEMENTS_PAGE_SIZE, StockMovementsQuerySchema, type AdminStockLevel } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import { useTableUrlState } from '../../components/ui/admin-table/use-table-url-state'
import { AdjustStockModal } from '../../features/admin-stock/adjust-stock-modal'
import { LevelsList } from '../../features/admin-stock/levels-list'
import { MovementsTable } from '../../features/admin-stock/movements-table'
import { formatDelta, formatUnits } from '../../features/admin-stock/stock-format'
import { useCanAdjustStock } from '../../features/admin-stock/use-can-adjust-stock'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/stock-location'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Stock', to: paths.adminStock() },
  breadcrumb: (data: unknown) => (data as { name?: string } | undefined)?.name ?? 'Location',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Stock at ${loaderData.name}` : 'Stock') },
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
    serverApi(context).GET('/api/admin/stock/locations/{slug}', {
      params: { path: { slug: params.locationSlug }, query },
    }),
  )
}

const countryName = (code: string) =>
  new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code

export default function StockLocation({ loaderData: location }: Route.ComponentProps) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const canAdjust = useCanAdjustStock()
  const table = useTableUrlState({ defaultPerPage: STOCK_MOVEMENTS_PAGE_SIZE, filterKeys: NO_FILTERS })
  const [adjusting, setAdjusting] = useState<AdminStockLevel | null>(null)
  const [notice, setNotice] = useState('')
  const here = paths.adminStockLocation(location.slug)
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{location.name}</Title>
          <Text size="sm" c="dimmed">
            {countryName(location.country)} · {formatUnits(location.total_on_hand)} on hand
            {canAdjust ? '' : ' (read only)'}
          </Text>
        </Stack>
        <Text role="status" size="sm" fw={600}>
          {notice}
        </Text>
        <Title order={2} size="h3">
          Levels by product
        </Title>
        <LevelsList
          levels={location.levels}
          name="product"
          label={`Stock at ${location.name} by product`}
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
          movements={location.movements.data}
          total={location.movements.meta.total}
          state={{ ...table.state, page: location.movements.meta.page, perPage: location.movements.meta.per_page }}
          onChange={table.change}
          show="product"
          fetching={navigation.state === 'loading' && navigation.location.pathname === here}
        />
      </Stack>
      <AdjustStockModal
        target={adjusting}
        onClose={() => setAdjusting(null)}
        onAdjusted={async ({ movement }) => {
          setAdjusting(null)
          setNotice(`${movement.product_name}: ${formatDelta(movement.delta)}, now ${movement.quantity_after} on hand.`)
          await revalidator.revalidate()
        }}
      />
    </Container>
  )
}
