import { paths } from '@shop/domain/paths'
import { useLoaderData } from 'react-router'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { AllTunesList } from '../../features/catalog/components/all-tunes-list'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { fetchListAll } from '../../features/catalog/api/catalog-api'
import classes from '../../features/catalog/components/catalog-page.module.css'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { vehicleHref } from '../../features/catalog/vehicle-href'
import type { Route } from './+types/all-tunes'

/** /catalog/all-tunes: every vehicle with its tune count and from-price (from list-all), grouped by make. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await fetchListAll(serverApi(context))
  const vehicles = list.data.map((entry) => ({ ...entry, href: vehicleHref(entry) }))
  const tunes = list.data.reduce((sum, entry) => sum + entry.tune_count, 0)
  return {
    vehicles,
    tunes,
    currency: list.currency,
    canonical: absoluteUrl(context.get(serverContext).publicUrl, paths.allTunes()),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, 'All tunes by vehicle'),
    description: `Every vehicle we tune${loaderData ? `: ${loaderData.vehicles.length} engines and ${loaderData.tunes} tunes` : ''}, with prices. Pick yours to see its dyno-proven gains.`,
    canonical: loaderData?.canonical ?? '',
  })

export default function AllTunesRoute() {
  const { vehicles, tunes, currency } = useLoaderData<typeof loader>()
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <Breadcrumbs
            crumbs={[
              { name: 'Catalog', href: paths.catalog() },
              { name: 'All tunes', href: paths.allTunes() },
            ]}
          />
          <h1>All tunes by vehicle</h1>
          <p className={classes.lead}>
            {vehicles.length} engines, {tunes} tunes. Starting prices in {currency}.
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <AllTunesList vehicles={vehicles} />
      </div>
    </>
  )
}
