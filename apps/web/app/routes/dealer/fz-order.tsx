import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { FZ_ORDER_STATE_LABELS, FZ_ORDER_TYPE_LABELS } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DataTable } from '../../components/ui/data-table'
import { PageHeader } from '../../components/ui/page-header'
import { StatusBadge } from '../../components/ui/status-badge'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/fz-order'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, `Tool order #${params.id}`) },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 })
  const order = await dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/fz-orders/{id}', { params: { path: { id } } }),
  )
  // An order of another of the asker's dealers is not this portal's.
  if (order.dealer.slug !== params.slug) throw new Response(null, { status: 404 })
  return order
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) : '—'

/** `/dealer/{slug}/fz-orders/{id}`: one flash-tool order, its lines and where it is on its way. */
export default function DealerFzOrder({ loaderData: order }: Route.ComponentProps) {
  const dealer = useDealer()
  const facts: [string, React.ReactNode][] = [
    ['State', <StatusBadge key="state" status={order.state} label={FZ_ORDER_STATE_LABELS[order.state]} />],
    ['Order type', FZ_ORDER_TYPE_LABELS[order.order_type]],
    ['Ordered', `${when(order.created_at)}${order.placed_by ? ` by ${order.placed_by}` : ''}`],
    ['Tracking number', order.tracking_number ?? 'Not shipped yet'],
    ...(order.shipped_at ? ([['Shipped', when(order.shipped_at)]] as [string, string][]) : []),
    ...(order.delivered_at ? ([['Delivered', when(order.delivered_at)]] as [string, string][]) : []),
    ...(order.cancelled_at
      ? ([['Cancelled', `${when(order.cancelled_at)}: refunded to your balance`]] as [string, string][])
      : []),
  ]
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Tool order #${order.id}`}
        breadcrumbs={
          <Anchor component={Link} to={paths.dealer(dealer.slug, 'fz-orders')} size="sm">
            ← Tool orders
          </Anchor>
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <DataTable
        label="Tools ordered"
        rows={order.lines}
        rowKey={(line) => line.tool_id}
        columns={[
          { header: 'Tool', primary: true, cell: (line) => line.tool_name },
          { header: 'Quantity', align: 'end', cell: (line) => line.quantity },
          { header: 'Dealer price', align: 'end', cell: (line) => formatMoney(line.unit_price) },
          { header: 'Line total', align: 'end', cell: (line) => formatMoney(line.line_total) },
        ]}
      />
      <Group justify="flex-end">
        <Text fw={700} size="lg">
          Total {formatMoney(order.total)}
        </Text>
      </Group>
      {order.note ? <Text size="sm">Note: {order.note}</Text> : null}
    </Stack>
  )
}
