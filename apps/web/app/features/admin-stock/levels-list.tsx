import { Anchor, Button } from '@mantine/core'
import type { AdminStockLevel } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { formatInstant } from './stock-format'
import { StockStateBadge } from './stock-levels-table'

/**
 * The levels of one product (a row per location) or one location (a row per product): a table that becomes cards
 * on a phone, each with its Adjust button for admins.
 */
export function LevelsList({
  levels,
  name,
  label,
  onAdjust,
}: {
  levels: readonly AdminStockLevel[]
  /** What names a row: the location on a product's page, the product on a location's. */
  name: 'location' | 'product'
  label: string
  onAdjust: ((level: AdminStockLevel) => void) | null
}) {
  const columns: DataTableColumn<AdminStockLevel>[] = [
    name === 'location'
      ? {
          header: 'Location',
          primary: true,
          cell: (level) => (
            <Anchor component={Link} to={paths.adminStockLocation(level.location_slug)} fw={600}>
              {level.location_name}
            </Anchor>
          ),
        }
      : {
          header: 'Product',
          primary: true,
          cell: (level) => (
            <Anchor component={Link} to={paths.adminStockProduct(level.product_slug)} fw={600}>
              {level.product_name}
            </Anchor>
          ),
        },
    { header: 'On hand', align: 'end', cell: (level) => level.quantity_on_hand },
    { header: 'State', cell: (level) => <StockStateBadge level={level} /> },
    { header: 'Low at or under', align: 'end', cell: (level) => level.low_stock_threshold },
    { header: 'Last change', cell: (level) => (level.updated_at ? formatInstant(level.updated_at) : '—') },
  ]
  return (
    <DataTable
      label={label}
      rows={levels}
      rowKey={(level) => `${level.product_slug}@${level.location_slug}`}
      columns={columns}
      actionsLabel="Adjust"
      actions={
        onAdjust
          ? (level) => (
              <Button
                variant="default"
                size="compact-md"
                aria-label={`Adjust ${level.product_name} at ${level.location_name}`}
                onClick={() => onAdjust(level)}
              >
                Adjust
              </Button>
            )
          : undefined
      }
    />
  )
}
