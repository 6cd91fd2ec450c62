import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { answer, ApiError } from '../../lib/api-client'
import { chosenCurrencyOf } from '../../lib/display-currency'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { KitBuilder } from '../../features/store/components/kit-builder'
import classes from '../../features/store/components/products-page.module.css'
import type { Route } from './+types/kit-builder'

/** SPEC §2 /kit-builder: exists only when the feature flag is on (the API answers 404 otherwise). */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const currency = chosenCurrencyOf(request.headers.get('cookie')) ?? undefined
    return await answer(serverApi(context).GET('/api/v1/kit-builder/tree', { params: { query: { currency } } }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Kit builder') },
  { name: 'description', content: 'Build your flashing kit: a flash tool, the cables and the accessories around it.' },
]

export default function KitBuilderRoute() {
  const tree = useLoaderData<typeof loader>()
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <h1>Kit builder</h1>
          <p className={classes.lead}>
            Pick a flash tool, add what you need around it, and put the whole kit in your cart.
          </p>
        </div>
      </header>
      <div className="ts-container">
        <KitBuilder tree={tree} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
