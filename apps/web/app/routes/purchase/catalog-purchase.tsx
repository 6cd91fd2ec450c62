import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core'
import { parseVehiclePath, type Tool } from '@shop/domain/catalog'
import { vehicleBundleEntry } from '@shop/domain/catalog-purchase'
import { describeApiError } from '@shop/domain/errors'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { estimateRequestOf, type EstimateAnswer } from '../../features/catalog-purchases/purchase-types'
import { CheckoutForm } from '../../features/checkout/checkout-form'
import { loadCheckoutData } from '../../features/checkout/load-checkout-data'
import { ApiError } from '../../lib/api-client'
import { useCartStore } from '../../lib/cart-store'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/catalog-purchase'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Buy tunes') },
  { name: 'robots', content: 'noindex' },
]

/**
 * SPEC §2 /purchase/catalog (decision 0068): the checkout opened on the vehicle bundle its query describes (the
 * vehicle page's selection and tool choice). The server prices the bundle; the page puts it in the cart and shows
 * the one checkout, for guests too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const url = new URL(request.url)
  const estimateRequest = estimateRequestOf(url.searchParams)
  const currency = url.searchParams.get('currency')
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : ''
  const checkout = await loadCheckoutData(api)
  const unpriced = (error: string) => ({ request: estimateRequest, estimate: null, tools: [], error, ...checkout })
  if (!estimateRequest.vehicle) return unpriced('Choose a vehicle and its tunes in the catalog first.')
  try {
    const estimate = await api.post<EstimateAnswer>(`/v1/catalog/estimate${query}`, estimateRequest)
    const tools = await api.get<{ data: Tool[] }>(`/v1/ecu/tools?currency=${estimate.currency}`)
    return { request: estimateRequest, estimate, tools: tools.data, error: null, ...checkout }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    const { heading, messages } = describeApiError(error.status, error.body)
    return unpriced([heading, ...messages].join(' '))
  }
}

export default function CatalogPurchasePage({ loaderData }: Route.ComponentProps) {
  const { estimate, request, tools, error } = loaderData
  const user = useCurrentUser()
  const cartReady = useCartStore((state) => state.ready)
  const addToCart = useCartStore((state) => state.add)
  const added = useRef<string | null>(null)
  const backHref = request.vehicle
    ? `${request.vehicle}${request.selection ? `?${request.selection}` : ''}`
    : '/catalog'

  // Once the browser's cart is loaded, the bundle of this query replaces any earlier one for the vehicle.
  useEffect(() => {
    if (!cartReady || !estimate) return
    const key = JSON.stringify(request)
    if (added.current === key) return
    added.current = key
    const parsed = parseVehiclePath(estimate.vehicle)
    const segments = 'segments' in parsed ? parsed.segments : null
    addToCart(
      vehicleBundleEntry({
        estimate,
        vehicleName: estimate.vehicle_name,
        vehicle: {
          path: estimate.vehicle,
          make: segments?.make ?? '',
          year: segments?.year ?? '',
          model: segments?.model ?? '',
          engine: segments?.engine ?? '',
          transmission: segments?.transmission ?? null,
        },
        tools,
        choice: { own: request.own, rent: request.rent },
      }),
    )
  }, [cartReady, estimate, request, tools, addToCart])

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Anchor component={Link} to={backHref} size="sm">
            ← Back to the vehicle
          </Anchor>
          <Title order={1} mt="xs">
            Checkout
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
          <CheckoutForm
            addresses={user ? loaderData.addresses : []}
            countries={loaderData.countries}
            userEmail={user?.email ?? null}
            currency={estimate.currency}
            payments={loaderData.payments}
            savedCards={user ? loaderData.savedCards : []}
          />
        )}
      </Stack>
    </Container>
  )
}
