import { parseYearSegment, vehiclePath, vehicleSelectionReducer, type PowerDisplayType } from '@shop/domain/catalog'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { fetchEngine, type VehicleSlugs } from '../../features/catalog/api/catalog-api'
import classes from '../../features/catalog/components/catalog-page.module.css'
import { DynoPanel } from '../../features/catalog/components/dyno-panel'
import { loadVehicleLists, orNotFound } from '../../features/catalog/api/load-vehicle-lists'
import { openStepOf, pickerAction, pickerSteps } from '../../features/catalog/picker-steps'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { selectionOf } from '../../features/catalog/hooks/use-vehicle-selection'
import { VehiclePicker } from '../../features/catalog/components/vehicle-picker'
import type { Route } from './+types/dyno'

const KEYS = ['make', 'year', 'model', 'engine'] as const

/** The /dyno/ page's vehicle and tune, from its query (`?make=&year=&model=&engine=&tune=`). */
function dynoQueryOf(search: URLSearchParams): { slugs: VehicleSlugs; tune: number | null } | null {
  const slugs: VehicleSlugs = {}
  for (const key of KEYS) {
    const value = search.get(key)
    if (!value) break
    slugs[key] = value
  }
  if (slugs.year !== undefined && parseYearSegment(slugs.year) === null) return null
  const tune = Number(search.get('tune'))
  return { slugs, tune: Number.isSafeInteger(tune) && tune > 0 ? tune : null }
}

function dynoHref(slugs: VehicleSlugs, tune?: number): string {
  const query = new URLSearchParams()
  for (const key of KEYS) if (slugs[key]) query.set(key, slugs[key]!)
  if (tune) query.set('tune', String(tune))
  return `/dyno/${query.size ? `?${query}` : ''}`
}

/** /dyno/ (SPEC §2): browse the dyno results, vehicle by vehicle, tune by tune. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = dynoQueryOf(new URL(request.url).searchParams)
  if (!query) throw data(null, { status: 404 })
  const { slugs } = query
  const api = serverApi(context)
  const [lists, engine] = await Promise.all([
    loadVehicleLists(api, slugs),
    slugs.make && slugs.year && slugs.model && slugs.engine
      ? orNotFound(fetchEngine(api, slugs.make, slugs.year, slugs.model, slugs.engine))
      : null,
  ])
  return {
    slugs,
    tune: query.tune,
    lists,
    engine,
    canonical: absoluteUrl(context.get(serverContext).publicUrl, paths.dyno()),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const engine = loaderData.engine
  const vehicle = engine ? `${engine.year} ${engine.make.name} ${engine.model.name} ${engine.name}` : null
  return seoMeta({
    title: pageTitle(matches, vehicle ? `Dyno results: ${vehicle}` : 'Dyno results'),
    description: vehicle
      ? `Stock and tuned power and torque curves of every tune for the ${vehicle}.`
      : 'Stock and tuned dyno curves of our tunes: pick a vehicle and a tune to see power and torque over rpm.',
    canonical: loaderData.canonical,
  })
}

export default function DynoRoute() {
  const { slugs, tune: tuneId, lists, engine } = useLoaderData<typeof loader>()
  const [display, setDisplay] = useState<PowerDisplayType>('crank')
  const [dynoIndex, setDynoIndex] = useState(0)
  const selection = selectionOf(slugs)
  const steps = pickerSteps({
    lists,
    transmissions: [],
    slugs,
    hrefAfter: (key, value) => {
      const next = vehicleSelectionReducer(selection, pickerAction(key, value))
      return dynoHref({
        make: next.make ?? undefined,
        year: next.year ?? undefined,
        model: next.model ?? undefined,
        engine: next.engine ?? undefined,
      })
    },
  })
  const withDyno = engine?.tunes.filter((tune) => tune.dyno_csv_ids.length > 0) ?? []
  const stockTune = engine?.tunes.find((tune) => tune.is_stock) ?? null
  const tune = withDyno.find((candidate) => candidate.id === tuneId) ?? withDyno[0] ?? null
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <Breadcrumbs
            crumbs={[
              { name: 'Catalog', href: paths.catalog() },
              { name: 'Dyno results', href: paths.dyno() },
            ]}
          />
          <h1>Dyno results</h1>
          <p className={classes.lead}>
            Every tune is measured on our dyno, stock run against tuned run. Pick a vehicle and a tune to see the
            curves. Reading kW or Nm? The <Link to={paths.unitConverter()}>unit converter</Link> turns any figure into
            the units you know.
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <VehiclePicker steps={steps} openStep={openStepOf(steps)} heading="Vehicle" />
        {engine ? (
          <section className={classes.section} aria-labelledby="dyno-tunes">
            <h2 id="dyno-tunes">
              Tunes with dyno runs for the {engine.year} {engine.make.name} {engine.model.name} {engine.name}
            </h2>
            {withDyno.length === 0 ? (
              <p className={classes.summary}>No dyno runs have been published for this engine yet.</p>
            ) : (
              <ul className={classes.chips}>
                {withDyno.map((candidate) => (
                  <li key={candidate.id}>
                    <Link
                      to={dynoHref(slugs, candidate.id)}
                      aria-current={candidate.id === tune?.id ? 'true' : undefined}
                      preventScrollReset
                    >
                      {candidate.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to={vehiclePath(selection)}>See prices and buy tunes for this vehicle</Link>
            </p>
          </section>
        ) : null}
        {tune ? (
          <DynoPanel
            key={tune.id}
            tune={tune}
            stockTune={stockTune}
            display={display}
            onDisplayChange={setDisplay}
            selectedDynoIndex={dynoIndex}
            onDynoIndexChange={setDynoIndex}
          />
        ) : null}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
