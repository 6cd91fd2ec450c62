import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core'
import { can } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { DeliveryForm } from '../../features/admin-orders/delivery-form'
import { OrderDetail } from '../../features/admin-orders/order-detail'
import { RefundDialog } from '../../features/admin-orders/refund-dialog'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { AdminHandle } from '../../layouts/admin-layout'
import type { Route } from './+types/order'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Orders', to: paths.adminOrders() },
  breadcrumb: (data: unknown) => `Order ${(data as { id?: string } | undefined)?.id ?? ''}`.trim(),
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Order ${loaderData.id}` : 'Order') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return await answerOrNotFound(
    serverApi(context).GET('/api/admin/orders/{id}', { params: { path: { id: params.id } } }),
  )
}

export default function Order({ loaderData: order }: Route.ComponentProps) {
  const user = useCurrentUser()
  const actor = user ? { id: user.id, role: user.role, flags: user.f, memberships: user.memberships } : null
  const [refunding, setRefunding] = useState(false)
  const [notice, setNotice] = useState('')
  // PERMISSIONS.md: refunds move money (Admin); staff ship and track paid store orders.
  const mayRefund = can(actor, 'back-office:write') && (order.refundable_minor ?? 0) > 0
  const mayShip = order.kind === 'store' && order.payment_state === 'paid'
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>Order {order.id}</Title>
        {notice ? (
          <Alert
            role="status"
            color="green"
            variant="light"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNotice('')}
          >
            {notice}
          </Alert>
        ) : null}
        <OrderDetail
          order={order}
          refundAction={
            mayRefund ? (
              <Group>
                <Button
                  variant="default"
                  onClick={() => {
                    setNotice('')
                    setRefunding(true)
                  }}
                >
                  Refund
                </Button>
              </Group>
            ) : undefined
          }
          deliveryForm={
            mayShip ? <DeliveryForm key={order.tracking_number ?? ''} order={order} onSaved={setNotice} /> : undefined
          }
        />
        {refunding ? (
          <RefundDialog
            order={order}
            opened
            onClose={() => setRefunding(false)}
            onRefunded={(message) => {
              setRefunding(false)
              setNotice(message)
            }}
          />
        ) : null}
      </Stack>
    </Container>
  )
}
