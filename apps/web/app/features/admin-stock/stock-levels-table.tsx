import { Anchor, Button, Stack, Text } from '@mantine/core'
import type { AdminStockLevel } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { STOCK_STATE_LABELS } from '@shop/domain/store'
import { Link, useNavigate } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { formatInstant } from './stock-format'

/** The location, threshold and last change give way on a phone; product (with its place), units and state stay. */
const WIDE = '(min-width: 48em)'

/** A level with the row id the table keys it by. */
type LevelRow = AdminStockLevel & { id: string }

const levelLabel = (level: AdminStockLevel) => `${level.product_name} at ${level.location_name}`

/** A level's state in words (low stock is never told by colour alone). */
export function StockStateBadge({ level }: { level: Pick<AdminStockLevel, 'state'> }) {
  return <StatusBadge status={level.state} label={STOCK_STATE_LABELS[level.state]} size="sm" />
}

function columnsFor(onAdjust: ((level: AdminStockLevel) => void) | null): AdminTableColumn<LevelRow>[] {
  const columns: AdminTableColumn<LevelRow>[] = [
    {
      accessor: 'product',
      title: 'Product',
      primary: true,
      sortable: true,
      render: (level) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={paths.adminStockProduct(level.product_slug)}
            fw={600}
            size="sm"
            onClick={(event) => event.stopPropagation()}
          >
            {level.product_name}
          </Anchor>
          {/* On a phone the location column gives way: the place is said under the product. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {level.location_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'location',
      title: 'Location',
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (level) => (
        <Anchor
          component={Link}
          to={paths.adminStockLocation(level.location_slug)}
          size="sm"
          onClick={(event) => event.stopPropagation()}
        >
          {level.location_name}
        </Anchor>
      ),
    },
    { accessor: 'on_hand', title: 'On hand', sortable: true, textAlign: 'right', render: (l) => l.quantity_on_hand },
    { accessor: 'state', title: 'State', render: (level) => <StockStateBadge level={level} /> },
    {
      accessor: 'low_stock_threshold',
      title: 'Low at or under',
      textAlign: 'right',
      visibleMediaQuery: WIDE,
    },
    {
      accessor: 'updated_at',
      title: 'Last change',
      visibleMediaQuery: WIDE,
      render: (level) => (level.updated_at ? formatInstant(level.updated_at) : '—'),
    },
  ]
  if (onAdjust) {
    columns.push({
      accessor: 'actions',
      title: 'Adjust',
      textAlign: 'right',
      render: (level) => (
        <Button
          variant="default"
          size="compact-sm"
          aria-label={`Adjust ${levelLabel(level)}`}
          onClick={(event) => {
            event.stopPropagation()
            onAdjust(level)
          }}
        >
          Adjust
        </Button>
      ),
    })
  }
  return columns
}

/** One page of levels; a row opens its product's stock. */
export function StockLevelsTable({
  levels,
  total,
  state,
  onChange,
  fetching,
  onAdjust,
}: {
  levels: readonly AdminStockLevel[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
  /** Admins only: opens the adjust form for the level. */
  onAdjust: ((level: AdminStockLevel) => void) | null
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Stock levels"
      columns={columnsFor(onAdjust)}
      records={levels.map((level): LevelRow => ({ ...level, id: `${level.product_slug}@${level.location_slug}` }))}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(level) => void navigate(paths.adminStockProduct(level.product_slug))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No stock levels match these filters"
          text="Every product’s units at each location show here. Clear a filter or the search to see more."
        />
      }
    />
  )
}
