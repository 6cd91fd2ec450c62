import { CATEGORY_SLUGS, type CategorySlug } from '@shop/domain/catalog'
import { paths } from '@shop/domain/paths'
import { data, Form, isRouteErrorResponse, useLoaderData, useRouteError, useSubmit } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { fetchCategory } from '../../features/catalog/api/catalog-api'
import classes from '../../features/catalog/components/catalog-page.module.css'
import { CATEGORY_TEXTS } from '../../features/catalog/category-texts'
import { CategoryTuneList } from '../../features/catalog/components/category-tune-list'
import { Pager } from '../../features/catalog/components/pager'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { tuneHref } from '../../features/catalog/tune-href'
import type { Route } from './+types/category'

const PER_PAGE = 24

const isCategory = (slug: string): slug is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(slug)

/** One of the fixed category pages (SPEC §2): its tunes, filtered by make, 1-based pages (SPEC §5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // Ten routes share this module; the category is the path's second segment (a client navigation's data
  // request asks for `/catalog/<slug>.data`).
  const slug = url.pathname.split('/')[2]?.replace(/\.data$/, '') ?? ''
  if (!isCategory(slug)) throw data(null, { status: 404 })
  const make = url.searchParams.get('make') || undefined
  const page = url.searchParams.get('page') || undefined
  try {
    // The page goes as a number, as the API reads it (`Number`): text that is not a whole number stays a 422.
    const listing = await fetchCategory(serverApi(context), slug, {
      per_page: PER_PAGE,
      make,
      page: page === undefined ? undefined : Number(page),
    })
    // A page past the last one does not exist (page 1 always does, even when empty).
    if (listing.meta.page > listing.meta.pages) throw data(null, { status: 404 })
    const canonicalQuery = new URLSearchParams()
    if (listing.make) canonicalQuery.set('make', listing.make)
    if (listing.meta.page > 1) canonicalQuery.set('page', String(listing.meta.page))
    const path = paths.category(slug, canonicalQuery)
    return { slug, listing, canonical: absoluteUrl(context.get(serverContext).publicUrl, path) }
  } catch (error) {
    // An unknown make or a page outside the rule is a page that does not exist.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const text = CATEGORY_TEXTS[loaderData.slug]
  const makeName = loaderData.listing.makes.find((make) => make.slug === loaderData.listing.make)?.name
  const page = loaderData.listing.meta.page
  const heading = makeName ? `${makeName} ${text.title.toLowerCase()}` : text.title
  return seoMeta({
    title: pageTitle(matches, page > 1 ? `${heading}, page ${page}` : heading),
    description: text.intro,
    canonical: loaderData.canonical,
  })
}

export default function CategoryRoute() {
  const { slug, listing } = useLoaderData<typeof loader>()
  const submit = useSubmit()
  const text = CATEGORY_TEXTS[slug]
  const hrefOf = (page: number) => {
    const query = new URLSearchParams()
    if (listing.make) query.set('make', listing.make)
    if (page > 1) query.set('page', String(page))
    return paths.category(slug, query)
  }
  const { page, pages, total } = listing.meta
  const first = total === 0 ? 0 : (page - 1) * listing.meta.per_page + 1
  const last = Math.min(total, page * listing.meta.per_page)
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <Breadcrumbs
            crumbs={[
              { name: 'Catalog', href: paths.catalog() },
              { name: text.title, href: paths.category(slug) },
            ]}
          />
          <h1>{text.title}</h1>
          <p className={classes.lead}>{text.intro}</p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <Form method="get" className={classes.filters} aria-label="Filter tunes">
          <label>
            Make
            <select
              name="make"
              defaultValue={listing.make ?? ''}
              key={listing.make ?? ''}
              onChange={(event) => void submit(event.currentTarget.form)}
            >
              <option value="">All makes</option>
              {listing.makes.map((make) => (
                <option key={make.slug} value={make.slug}>
                  {make.name} ({make.count})
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="ts-button">
              Apply
            </button>
          </noscript>
        </Form>
        <p className={classes.summary} aria-live="polite">
          {total === 0 ? 'No tunes match.' : `Showing ${first}–${last} of ${total} tunes`}
        </p>
        {listing.data.length > 0 ? (
          <CategoryTuneList tunes={listing.data} hrefOf={tuneHref} />
        ) : (
          <p className={classes.empty}>There are no tunes on this page.</p>
        )}
        <Pager page={page} pages={pages} hrefOf={hrefOf} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
