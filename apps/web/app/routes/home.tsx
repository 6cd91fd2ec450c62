import { paths } from '@shop/domain/paths'
import { describeSupportHours } from '@shop/domain/support-hours'
import { useLoaderData } from 'react-router'
import { FeaturedGrid } from '../features/home/featured-grid'
import { Hero } from '../features/home/hero'
import { HowItWorks } from '../features/home/how-it-works'
import { TrustSignals } from '../features/home/trust-signals'
import { answer, ApiError } from '../lib/api-client'
import { pageTitle } from '../lib/page-title'
import { serverApi } from '../lib/server-api'
import { useSiteConfig, useUiState, type UiState } from '../lib/ui-state'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  try {
    // Without a currency the API prices in the visitor's display currency, as the global state has it.
    return { featured: await answer(api.GET('/api/v1/featured')) }
  } catch (error) {
    // The shop front still serves its search and its promises when the featured list fails.
    if (error instanceof ApiError) return { featured: null }
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = (matches[0]?.loaderData as { uiState?: UiState } | undefined)?.uiState?.site
  const title = pageTitle(matches)
  const description = site
    ? `${site.brandName}: ${site.tagline}. Dyno-proven tunes you flash yourself, with the flash tools to do it.`
    : ''
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}

export default function Home() {
  const { featured } = useLoaderData<typeof loader>()
  const site = useSiteConfig()
  const uiState = useUiState()
  const displayCurrency = featured?.currency ?? uiState.display_currency
  const supportHours = describeSupportHours(site.supportHours)
  const tunes = (featured?.data ?? []).filter((item) => item.kind === 'tune')
  const products = (featured?.data ?? []).filter((item) => item.kind === 'product')
  return (
    <>
      <Hero brandName={site.brandName} tagline={site.tagline} supportHours={supportHours} />
      <FeaturedGrid
        id="featured-tunes"
        kind="tune"
        heading="Popular tunes"
        intro={`Gains measured on our dyno. Prices in ${displayCurrency}.`}
        items={tunes}
        more={{ label: 'See all tunes', to: paths.allTunes() }}
      />
      <HowItWorks />
      <FeaturedGrid
        id="featured-products"
        kind="product"
        heading="Flash tools and gear"
        intro="One tool flashes every tune you buy for your vehicle."
        items={products}
        more={{ label: 'See all products', to: paths.products() }}
      />
      <TrustSignals supportHours={supportHours} supportEmail={site.supportEmail} />
    </>
  )
}
