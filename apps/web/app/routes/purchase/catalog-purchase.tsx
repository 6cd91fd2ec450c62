import { parseVehiclePath, type Tool } from '@shop/domain/catalog'
import { vehicleBundleEntry } from '@shop/domain/catalog-purchase'
import { describeApiError } from '@shop/domain/errors'
import { paths } from '@shop/domain/paths'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { estimateRequestOf, type EstimateRequest } from '../../features/catalog-purchases/estimate-request-of'
import { Notice } from '../../components/ui/form/fields'
import { PageHeader } from '../../components/ui/page-header'
import { CheckoutForm, NONE } from '../../features/checkout/checkout-form'
import classes from '../../features/checkout/checkout-form.module.css'
import { loadCheckoutData } from '../../features/checkout/load-checkout-data'
import { answer, ApiError, type Schema } from '../../lib/api-client'
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
  const currency = url.searchParams.get('currency') || undefined
  const checkout = await loadCheckoutData(api)
  const unpriced = (error: string) => ({ request: estimateRequest, estimate: null, tools: [], error, ...checkout })
  if (!estimateRequest.vehicle) return unpriced('Choose a vehicle and its tunes in the catalog first.')
  try {
    const estimate = await answer(
      api.POST('/api/v1/catalog/estimate', {
        params: { query: { currency } },
        // Pricing only: the checkout saves nothing here.
        body: { ...estimateRequest, save: false },
      }),
    )
    const tools = await answer(api.GET('/api/v1/ecu/tools', { params: { query: { currency: estimate.currency } } }))
    return { request: estimateRequest, estimate, tools: tools.data, error: null, ...checkout }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    const { heading, messages } = describeApiError(error.status, error.body)
    return unpriced([heading, ...messages].join(' '))
  }
}

function bundleOf(estimate: Schema<'CatalogEstimate'>, tools: readonly Tool[], request: EstimateRequest) {
  const parsed = parseVehiclePath(estimate.vehicle)
  const segments = 'segments' in parsed ? parsed.segments : null
  return vehicleBundleEntry({
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
  })
}

export default function CatalogPurchasePage({ loaderData }: Route.ComponentProps) {
  const { estimate, request, tools, error } = loaderData
  const user = useCurrentUser()
  const backHref = request.vehicle
    ? `${request.vehicle}${request.selection ? `?${request.selection}` : ''}`
    : paths.catalog()
  // The bundle of this query: shown from the first paint, and put in the cart (replacing any earlier one for the
  // vehicle) once the browser's cart is loaded.
  const opening = useMemo(() => (estimate ? bundleOf(estimate, tools, request) : null), [estimate, tools, request])

  return (
    <div className={`ts-container ${classes.page}`}>
      <PageHeader
        title="Checkout"
        breadcrumbs={
          <Link to={backHref} className={classes.back}>
            ← Back to the vehicle
          </Link>
        }
      />
      {error || !estimate ? (
        <Notice title="This selection cannot be bought">
          <p>{error}</p>
          <Link to={backHref} className="ts-button" data-variant="light">
            Choose tunes
          </Link>
        </Notice>
      ) : (
        <CheckoutForm
          addresses={user ? loaderData.addresses : NONE}
          countries={loaderData.countries}
          userEmail={user?.email ?? null}
          currency={estimate.currency}
          payments={loaderData.payments}
          savedCards={user ? loaderData.savedCards : NONE}
          opening={opening}
        />
      )}
    </div>
  )
}
