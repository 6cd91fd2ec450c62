import { orderStatusLabel } from '@shop/domain/checkout'
import { formatMoney } from '@shop/domain/money'
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { StatusBadge } from '../../components/ui/status-badge'
import { InvoiceLinks } from '../../features/checkout/invoice-links'
import { orderApi, orNotFound } from '../../features/checkout/load-order'
import { OrderSummary, orderSummaryOf } from '../../features/checkout/order-summary'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/order'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Order ${loaderData.order.id}` : 'Order') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return { order: await orNotFound(orderApi(serverApi(context)).mine(params.id)) }
}

/** Decision 0070: one order with its status, tracking number and the dealer-fulfilled flag (SPEC §4). */
export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.orders()} size="sm">
          ← All orders
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>Order {order.id}</Title>
          <StatusBadge
            size="lg"
            status={order.status}
            label={orderStatusLabel(order.status, order.shipping !== null)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              Placed
            </Text>
            <Text fw={600}>{order.created_at.slice(0, 10)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Tracking number
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.tracking_number ?? 'Not shipped yet'}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Fulfilled by
            </Text>
            <Text fw={600}>{order.dealer_fulfilled ? 'Your dealer' : 'Our warehouse'}</Text>
          </div>
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <OrderSummary caption="Items" summary={orderSummaryOf(order)} />
        </Paper>
        {order.refunds.length > 0 ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-refunds">
            <Stack gap="xs">
              <Title order={2} size="h4" id="order-refunds">
                Refunds
              </Title>
              {order.refunds.map((refund, index) => (
                <Group key={`${refund.created_at}-${index}`} justify="space-between" gap="sm">
                  <Text size="sm">Refunded on {refund.created_at.slice(0, 10)} to the way you paid</Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(refund.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ) : null}
        <Text>
          <strong>Billing:</strong> {order.billing_address_line}
        </Text>
        {order.shipping_address_line ? (
          <Text>
            <strong>Ships to:</strong> {order.shipping_address_line}
          </Text>
        ) : null}
        <Group gap="sm">
          <InvoiceLinks order={order} />
        </Group>
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
