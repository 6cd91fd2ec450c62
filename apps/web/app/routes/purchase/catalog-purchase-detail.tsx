import { CATALOG_PURCHASE_STATUS_LABELS } from '@shop/domain/catalog-purchase'
import { StatusBadge } from '../../components/ui/status-badge'
import { Alert, Anchor, Container, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { data, Link } from 'react-router'
import { PurchaseDetailsForm } from '../../features/catalog-purchases/purchase-details-form'
import { PurchaseLines } from '../../features/catalog-purchases/purchase-lines'
import { TicketThread } from '../../features/catalog-purchases/ticket-thread'
import { answer, ApiError, type Schema } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/catalog-purchase-detail'

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) => [
  { title: pageTitle(matches, loaded ? `Tune purchase #${loaded.purchase.id}` : 'Tune purchase') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  // A malformed id becomes NaN, which the API refuses with 422: shown as not found, as an unknown id.
  const id = Number(params.id)
  try {
    const [purchase, list] = await Promise.all([
      answer(api.GET('/api/v1/catalog-purchases/{id}', { params: { path: { id } } })),
      answer(api.GET('/api/v1/catalog-purchases', { params: { query: { per_page: 10 } } })),
    ])
    return { purchase, list: list.data }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

const CONFIRMATIONS: Partial<Record<Schema<'CatalogPurchase'>['status'], string>> = {
  paid: 'Thank you! Your payment went through and your tunes are ordered. A receipt is on its way by email.',
  billed: 'Thank you! The purchase is billed to your dealer account.',
  ticket: 'Thank you! Our team has your request and will answer by email.',
}

/** The confirmation of a catalog purchase, its details, its conversation and the buyer's purchases. */
export default function CatalogPurchaseDetail({ loaderData }: Route.ComponentProps) {
  const { purchase, list } = loaderData
  const user = useCurrentUser()
  const isBuyer = user?.id === purchase.buyer_id
  const confirmation = CONFIRMATIONS[purchase.status]
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Tune purchase #{purchase.id}</Title>
            <Text c="dimmed">{purchase.vehicle_name}</Text>
          </div>
          <StatusBadge size="lg" status={purchase.status} label={CATALOG_PURCHASE_STATUS_LABELS[purchase.status]} />
        </Group>
        {confirmation ? (
          <Alert
            color="green"
            variant="light"
            title="Purchase confirmed"
            role="status"
            styles={{ title: { color: '#1b5e20' } }}
          >
            {confirmation}
          </Alert>
        ) : null}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <PurchaseLines lines={purchase.lines} total={purchase.total} />
                {purchase.billed_to ? (
                  <Text size="sm" mt="sm">
                    Billed to {purchase.billed_to}.
                  </Text>
                ) : null}
              </Paper>
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby="support-title"
              >
                <Title order={2} size="h3" id="support-title" mb="sm">
                  Support
                </Title>
                <TicketThread purchaseId={purchase.id} ticketId={purchase.ticket_id} messages={purchase.messages} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {isBuyer ? (
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'md', sm: 'xl' }}
                  component="section"
                  aria-labelledby="details-title"
                >
                  <Title order={2} size="h3" id="details-title" mb="sm">
                    Vehicle details
                  </Title>
                  <PurchaseDetailsForm purchase={purchase} />
                </Paper>
              ) : null}
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby="list-title"
              >
                <Title order={2} size="h3" id="list-title" mb="sm">
                  Your tune purchases
                </Title>
                {list.length === 0 ? (
                  <Text size="sm">No purchases yet.</Text>
                ) : (
                  <Table aria-labelledby="list-title" verticalSpacing="xs">
                    <Table.Tbody>
                      {list.map((entry) => (
                        <Table.Tr key={entry.id} aria-current={entry.id === purchase.id ? 'page' : undefined}>
                          <Table.Td>
                            <Anchor
                              component={Link}
                              to={paths.catalogPurchase(entry.id)}
                              fw={entry.id === purchase.id ? 700 : 400}
                            >
                              #{entry.id} {entry.vehicle_name}
                            </Anchor>
                            <Text size="xs" c="dimmed">
                              {CATALOG_PURCHASE_STATUS_LABELS[entry.status]}
                            </Text>
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {formatMoney(entry.total)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
