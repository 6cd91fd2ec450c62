import { Anchor, Badge, Container, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { data, Link, useNavigate } from 'react-router'
import { ORDER_STATUS_LABELS, type OrderPage } from '../../features/checkout/checkout.types'
import { orderApi, orNotFound } from '../../features/checkout/load-order'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your orders') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1'
  const orders = await orNotFound(orderApi(serverApi(context)).list<OrderPage>(page))
  // SPEC §5 1-based pages: a page past the last one does not exist (page 1 always does).
  if (orders.page > orders.pages) throw data(null, { status: 404 })
  return { orders }
}

/** SPEC §2 /profile/orders/: the user's orders, newest first, 20 per page. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData
  const navigate = useNavigate()
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>Your orders</Title>
        {orders.total === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text>
              You have no orders yet.{' '}
              <Anchor component={Link} to="/products/">
                Browse products
              </Anchor>
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.data.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/profile/orders/${order.id}`}>
                          Order {order.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{order.created_at.slice(0, 10)}</Table.Td>
                      <Table.Td>
                        <Badge variant="filled" color={order.status === 'pending' ? 'gray.7' : 'teal.9'}>
                          {ORDER_STATUS_LABELS[order.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{formatMoney(order.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {orders.pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={orders.pages}
              value={orders.page}
              onChange={(page) => void navigate(page === 1 ? '/profile/orders/' : `/profile/orders/?page=${page}`)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  )
}
