import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { answer, ApiError } from '../../lib/api-client'
import { chosenCurrencyOf } from '../../lib/display-currency'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { CurrencyPicker } from '../../features/store/components/currency-picker'
import { ProductDetail } from '../../features/store/components/product-detail'
import classes from '../../features/store/components/product-detail.module.css'
import type { Route } from './+types/product'

/** SPEC §2 /products/{slug}/: one product; an unknown or inactive one is the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,100}$/.test(params.slug)) throw data(null, { status: 404 })
  try {
    const currency = chosenCurrencyOf(request.headers.get('cookie')) ?? undefined
    return await answer(
      serverApi(context).GET('/api/store/product/{slug}', {
        params: { path: { slug: params.slug }, query: { currency } },
      }),
    )
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: pageTitle(matches, loaderData.data.name) },
        { name: 'description', content: `${loaderData.data.name}: ${loaderData.data.subtext}` },
        { property: 'og:image', content: loaderData.data.images[0]?.src ?? '' },
      ]
    : [{ title: pageTitle(matches, 'Product not found') }]

export default function ProductRoute() {
  const { data: product, currency } = useLoaderData<typeof loader>()
  return (
    <div className="ts-container">
      <div className={classes.top}>
        <nav aria-label="Breadcrumb" className={classes.crumbs}>
          <Link to={paths.products()}>Products</Link> / <span aria-current="page">{product.name}</span>
        </nav>
        <CurrencyPicker currency={currency} />
      </div>
      <ProductDetail key={product.slug} product={product} currency={currency} />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
