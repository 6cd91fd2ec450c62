import { Anchor, Text } from '@mantine/core'
import { FZ_ORDER_STATE_LABELS, FZ_ORDER_TYPE_LABELS } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import type { Schema } from '../../lib/api-client'

type Order = Schema<'FzOrder'>

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A dealer's flash-tool orders with their shipping state (one badge colour per state). */
export function FzOrderList({ slug, orders }: { slug: string; orders: readonly Order[] }) {
  if (orders.length === 0) {
    return <EmptyState title="No tool orders yet" text="Orders you place appear here with their shipping state." />
  }
  return (
    <DataTable
      label="Tool orders"
      rows={orders}
      rowKey={(order) => order.id}
      columns={[
        {
          header: 'Order',
          primary: true,
          cell: (order) => (
            <Anchor component={Link} to={paths.dealerFzOrder(slug, order.id)} fw={600}>
              Order #{order.id}
            </Anchor>
          ),
        },
        { header: 'Placed', cell: (order) => dateOf(order.created_at) },
        { header: 'Type', cell: (order) => FZ_ORDER_TYPE_LABELS[order.order_type] },
        {
          header: 'Tools',
          cell: (order) => (
            <Text size="sm">{order.lines.map((line) => `${line.quantity} × ${line.tool_name}`).join(', ')}</Text>
          ),
        },
        { header: 'Total', align: 'end', cell: (order) => formatMoney(order.total) },
        {
          header: 'State',
          cell: (order) => <StatusBadge status={order.state} label={FZ_ORDER_STATE_LABELS[order.state]} size="sm" />,
        },
      ]}
    />
  )
}
