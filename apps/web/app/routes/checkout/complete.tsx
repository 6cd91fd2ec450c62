import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { InvoiceLinks } from '../../features/checkout/invoice-links'
import { orderApi, orNotFound } from '../../features/checkout/load-order'
import { OrderSummary, orderSummaryOf } from '../../features/checkout/order-summary'
import { TuneNextSteps } from '../../features/checkout/tune-next-steps'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/complete'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Order ${loaderData.order.id} confirmed` : 'Order') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await orNotFound(orderApi(serverApi(context)).byToken(params.id, params.token))
  return { order }
}

/**
 * Decision 0030: the order confirmation page (reached with the order's token, so guests see it too); tunes come
 * with their next step (decision 0069).
 */
export default function CheckoutComplete({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData
  const user = useCurrentUser()
  const paid = order.status !== 'pending'
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{paid ? 'Thank you for your order' : `Order ${order.id} is awaiting payment`}</Title>
        <Text>
          {paid
            ? `Order ${order.id} is confirmed. A receipt with your invoice link is on its way to ${order.email}.`
            : 'We have not received the payment for this order yet.'}
        </Text>
        {paid && order.tune_delivery ? <TuneNextSteps delivery={order.tune_delivery} /> : null}
        <Paper withBorder radius="md" p="md">
          <OrderSummary caption={`Order ${order.id}`} summary={orderSummaryOf(order)} />
        </Paper>
        {order.shipping_address_line ? (
          <Text>
            <strong>Ships to:</strong> {order.shipping_address_line}
          </Text>
        ) : null}
        <Group gap="sm">
          <InvoiceLinks order={order} />
          {user ? (
            <Anchor component={Link} to={paths.order(order.id)}>
              See this order in your account
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
