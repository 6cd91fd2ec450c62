import { Alert, Anchor, Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { describeApiError } from '@shop/domain/errors'
import type { Money } from '@shop/domain/money'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { loadPaymentStepData } from '../../components/ui/payment/payment-api'
import { PaymentStep } from '../../features/catalog-purchase/payment-step'
import { PurchaseLines } from '../../features/catalog-purchase/purchase-lines'
import { estimateRequestOf, type EstimateAnswer } from '../../features/catalog-purchase/purchase-types'
import { ToolChoice } from '../../features/catalog-purchase/tool-choice'
import { ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser, useUiState } from '../../lib/ui-state'
import type { Route } from './+types/catalog-purchase'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Buy tunes') },
  { name: 'robots', content: 'noindex' },
]

type Rental = { rent_price: Money; rental_days: number; terms: string[] }

/** SPEC §2 /purchase/catalog: the vehicle page's selection, priced by the server, then paid. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const url = new URL(request.url)
  const estimateRequest = estimateRequestOf(url.searchParams)
  const currency = url.searchParams.get('currency')
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : ''
  const { settings, savedCards } = await loadPaymentStepData(api)
  const unpriced = (error: string) => ({
    request: estimateRequest,
    settings,
    savedCards,
    estimate: null,
    rental: null,
    error,
  })
  if (!estimateRequest.vehicle) return unpriced('Choose a vehicle and its tunes in the catalog first.')
  try {
    const estimate = await api.post<EstimateAnswer>(`/v1/catalog/estimate${query}`, estimateRequest)
    const rentalId = estimate.rentable_tool_id
    const rental = rentalId ? await api.get<Rental>(`/v1/rental-tools/${rentalId}?currency=${estimate.currency}`) : null
    return { request: estimateRequest, settings, savedCards, estimate, rental, error: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    const { heading, messages } = describeApiError(error.status, error.body)
    return unpriced([heading, ...messages].join(' '))
  }
}

export default function CatalogPurchasePage({ loaderData }: Route.ComponentProps) {
  const { estimate, request, settings, savedCards, rental, error } = loaderData
  const user = useCurrentUser()
  const { dealer } = useUiState()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const backHref = request.vehicle
    ? `${request.vehicle}${request.selection ? `?${request.selection}` : ''}`
    : '/catalog'

  const setQuery = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search)
    change(next)
    void navigate(`?${next.toString().replace(/%2C/g, ',')}`, { replace: true, preventScrollReset: true })
  }
  const owned = new Set(request.own)

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={backHref} size="sm">
            ← Back to the vehicle
          </Anchor>
          <Title order={1} mt="xs">
            Buy tunes
          </Title>
        </div>
        {error || !estimate ? (
          <Alert color="red" variant="light" title="This selection cannot be bought">
            <Stack gap="sm">
              <Text>{error}</Text>
              <Button component={Link} to={backHref} variant="light" w="fit-content">
                Choose tunes
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <Stack gap="lg">
                  <div>
                    <Text size="sm" c="dimmed">
                      Vehicle
                    </Text>
                    <Text fw={700} size="lg" data-testid="purchase-vehicle">
                      {estimate.vehicle_name}
                    </Text>
                  </div>
                  <PurchaseLines lines={estimate.lines} total={estimate.total} />
                  <ToolChoice
                    tools={estimate.lines.filter((line) => line.type === 'tool')}
                    installFee={estimate.install_fee}
                    rentable={estimate.rentable_tool_id !== null}
                    rent={request.rent}
                    owned={owned}
                    rental={rental}
                    onRentChange={(rent) => setQuery((next) => (rent ? next.set('rent', '1') : next.delete('rent')))}
                    onOwnedChange={(toolId, isOwned) =>
                      setQuery((next) => {
                        const ids = new Set(owned)
                        if (isOwned) ids.add(toolId)
                        else ids.delete(toolId)
                        if (ids.size > 0) next.set('own', [...ids].sort((a, b) => a - b).join(','))
                        else next.delete('own')
                      })
                    }
                  />
                  {estimate.role === 'dealer' ? (
                    <Text size="sm" c="dimmed">
                      Dealer prices apply.
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                {user ? (
                  <PaymentStep
                    key={search.toString()}
                    request={request}
                    currency={estimate.currency}
                    total={estimate.total}
                    settings={settings}
                    savedCards={savedCards}
                    dealerName={dealer?.name ?? null}
                  />
                ) : (
                  <Stack gap="sm">
                    <Text fw={700} size="lg">
                      Payment
                    </Text>
                    <Text>Log in or create an account to buy: your tunes and their files stay in your account.</Text>
                    <Button
                      component={Link}
                      to={`/login?redirect=${encodeURIComponent(`/purchase/catalog?${search.toString()}`)}`}
                    >
                      Log in to buy
                    </Button>
                    <Anchor component={Link} to="/sign-up" size="sm">
                      Create an account
                    </Anchor>
                  </Stack>
                )}
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  )
}
