import { paths } from '@shop/domain/paths'
import { PRODUCT_CATEGORIES, type ProductCategorySlug } from '@shop/domain/store'
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { answer, ApiError } from '../../lib/api-client'
import { chosenCurrencyOf } from '../../lib/display-currency'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { CurrencyPicker } from '../../features/store/components/currency-picker'
import { ProductCard } from '../../features/store/components/product-card'
import classes from '../../features/store/components/products-page.module.css'
import type { Route } from './+types/products'

const CATEGORY_SLUGS: readonly string[] = PRODUCT_CATEGORIES.map((c) => c.slug)
const isCategory = (slug: string | null): slug is ProductCategorySlug => slug !== null && CATEGORY_SLUGS.includes(slug)

/** SPEC §2 /products/: the grid with category filters; `page` is 1-based, unknown filters are a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const category = url.searchParams.get('category')
  const page = url.searchParams.get('page') ?? '1'
  if (category !== null && !isCategory(category)) throw data(null, { status: 404 })
  if (!/^[1-9]\d{0,4}$/.test(page)) throw data(null, { status: 404 })
  const currency = chosenCurrencyOf(request.headers.get('cookie')) ?? undefined
  try {
    const list = await answer(
      serverApi(context).GET('/api/store/product', {
        params: { query: { page: Number(page), category: isCategory(category) ? category : undefined, currency } },
      }),
    )
    if (list.meta.page > list.meta.pages) throw data(null, { status: 404 })
    return { list, category }
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = PRODUCT_CATEGORIES.find((c) => c.slug === loaderData?.category)
  return [
    { title: pageTitle(matches, category ? `${category.name} – Products` : 'Products') },
    {
      name: 'description',
      content: 'Flash tools, cables, accessories and merchandise for tuning your vehicle, shipped from our warehouses.',
    },
  ]
}

function hrefOf(category: string | null, page = 1) {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  return paths.products(query)
}

export default function ProductsRoute() {
  const { list, category } = useLoaderData<typeof loader>()
  const total = list.categories.reduce((sum, c) => sum + c.count, 0)
  const { page, pages } = list.meta
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <h1>Products</h1>
          <p className={classes.lead}>
            Flash tools that match our tunes, the cables and accessories around them, and a few things for the garage.
            Prices in {list.currency}.
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <div className={classes.toolbar}>
          <nav aria-label="Categories" className={classes.filters}>
            <Link to={hrefOf(null)} aria-current={category === null ? 'page' : undefined}>
              All <span className={classes.count}>{total}</span>
            </Link>
            {list.categories.map((c) => (
              <Link key={c.slug} to={hrefOf(c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
                {c.name} <span className={classes.count}>{c.count}</span>
              </Link>
            ))}
          </nav>
          <CurrencyPicker currency={list.currency} />
        </div>
        <div className={classes.grid}>
          {list.data.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </div>
        {pages > 1 ? (
          <nav aria-label="Pages" className={classes.pager}>
            {page > 1 ? (
              <Link to={hrefOf(category, page - 1)} rel="prev">
                Previous
              </Link>
            ) : null}
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <Link
                key={p}
                to={hrefOf(category, p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            ))}
            {page < pages ? (
              <Link to={hrefOf(category, page + 1)} rel="next">
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
