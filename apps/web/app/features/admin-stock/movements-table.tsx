import { Anchor, Text } from '@mantine/core'
import { formatOrderNumber } from '@shop/domain/admin-orders'
import { STOCK_MOVEMENT_REASON_LABELS, type StockMovement } from '@shop/domain/admin-stock'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { formatDelta, formatInstant } from './stock-format'

/** Note and the one who did it give way on a phone; the change and the level after stay. */
const WIDE = '(min-width: 48em)'

function columnsFor(show: 'product' | 'location'): AdminTableColumn<StockMovement>[] {
  return [
    { accessor: 'at', title: 'When', primary: true, render: (movement) => formatInstant(movement.at) },
    show === 'product'
      ? {
          accessor: 'product',
          title: 'Product',
          render: (movement) => (
            <Anchor component={Link} to={paths.adminStockProduct(movement.product_slug)} size="sm">
              {movement.product_name}
            </Anchor>
          ),
        }
      : {
          accessor: 'location',
          title: 'Location',
          render: (movement) => (
            <Anchor component={Link} to={paths.adminStockLocation(movement.location_slug)} size="sm">
              {movement.location_name}
            </Anchor>
          ),
        },
    { accessor: 'reason', title: 'Reason', render: (movement) => STOCK_MOVEMENT_REASON_LABELS[movement.reason] },
    {
      accessor: 'delta',
      title: 'Change',
      textAlign: 'right',
      render: (movement) => (
        <Text size="sm" fw={600} component="span">
          {formatDelta(movement.delta)}
        </Text>
      ),
    },
    { accessor: 'quantity_after', title: 'Level after', textAlign: 'right' },
    {
      accessor: 'note',
      title: 'Note',
      visibleMediaQuery: WIDE,
      render: (movement) => movement.note || '—',
    },
    {
      accessor: 'by',
      title: 'By',
      visibleMediaQuery: WIDE,
      render: (movement) => {
        if (movement.order_id !== null) {
          const number = formatOrderNumber('store', movement.order_id)
          return (
            <Anchor component={Link} to={paths.adminOrder(number)} size="sm">
              Order {number}
            </Anchor>
          )
        }
        return movement.actor_email ?? 'The shop'
      },
    },
  ]
}

/** A page of a product's or location's movement history, newest first; the page is in the URL. */
export function MovementsTable({
  movements,
  total,
  state,
  onChange,
  show,
  fetching,
}: {
  movements: readonly StockMovement[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  /** The other side of the movement: the product on a location's page, the location on a product's. */
  show: 'product' | 'location'
  fetching: boolean
}) {
  return (
    <AdminTable
      label="Stock movements"
      columns={columnsFor(show)}
      records={movements}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      fetching={fetching}
      empty={
        <EmptyState
          title="No movements yet"
          text="Each adjustment with its reason, and each sale, is written here as it changes the level."
        />
      }
    />
  )
}
