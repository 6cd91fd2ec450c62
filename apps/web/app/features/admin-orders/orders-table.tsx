import { Anchor, Stack, Text } from '@mantine/core'
import {
  ADMIN_FULFILMENT_STATE_LABELS,
  ADMIN_ORDER_KIND_LABELS,
  ADMIN_PAYMENT_STATE_LABELS,
  type AdminOrderRow,
} from '@shop/domain/admin-orders'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { formatAmount, formatDay } from './admin-orders-format'

/** Kind, currency and fulfilment give way on a phone (the order page has them), so the rest fits. */
const WIDE = '(min-width: 48em)'

/** The order list's columns; accessors that sort are the API's `sort` keys. */
const COLUMNS: AdminTableColumn<AdminOrderRow>[] = [
  {
    accessor: 'id',
    title: 'Number',
    primary: true,
    render: (order) => (
      <Anchor component={Link} to={paths.adminOrder(order.id)} fw={600} onClick={(event) => event.stopPropagation()}>
        {order.id}
      </Anchor>
    ),
  },
  { accessor: 'created_at', title: 'Date', sortable: true, render: (order) => formatDay(order.created_at) },
  { accessor: 'kind', title: 'Kind', visibleMediaQuery: WIDE, render: (order) => ADMIN_ORDER_KIND_LABELS[order.kind] },
  {
    accessor: 'customer',
    title: 'Customer or dealer',
    sortable: true,
    render: (order) => (
      <Stack gap={0}>
        <Text size="sm">{order.customer_email ?? '—'}</Text>
        {order.dealer_name ? (
          <Text size="xs" c="dimmed">
            Dealer: {order.dealer_name}
          </Text>
        ) : order.customer_name ? (
          <Text size="xs" c="dimmed">
            {order.customer_name}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { accessor: 'currency', title: 'Currency', visibleMediaQuery: WIDE, render: (order) => order.currency ?? '—' },
  {
    accessor: 'total',
    title: 'Total',
    sortable: true,
    textAlign: 'right',
    render: (order) => formatAmount(order.total_minor, order.currency),
  },
  {
    accessor: 'payment_state',
    title: 'Payment',
    render: (order) => (
      <StatusBadge status={order.payment_state} label={ADMIN_PAYMENT_STATE_LABELS[order.payment_state]} size="sm" />
    ),
  },
  {
    accessor: 'fulfilment',
    title: 'Fulfilment',
    visibleMediaQuery: WIDE,
    render: (order) => (
      <StatusBadge status={order.fulfilment} label={ADMIN_FULFILMENT_STATE_LABELS[order.fulfilment]} size="sm" />
    ),
  },
]

/** One page of orders; a row opens its order. */
export function OrdersTable({
  orders,
  total,
  state,
  onChange,
  fetching,
}: {
  orders: readonly AdminOrderRow[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Orders"
      columns={COLUMNS}
      records={orders}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(order) => void navigate(paths.adminOrder(order.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No orders match these filters"
          text="Orders from the store, catalog purchases, custom tunes and rescue sessions show here. Clear a filter to see more."
        />
      }
    />
  )
}
