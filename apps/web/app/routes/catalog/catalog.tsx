import {
  CATEGORY_SLUGS,
  isVehicleSelected,
  unitPriceOf,
  vehiclePath,
  type Engine,
  type TransmissionSummary,
  type VehicleListEntry,
} from '@shop/domain/catalog'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { useUiState, type UiState } from '../../lib/ui-state'
import { Breadcrumbs, type Crumb } from '../../features/catalog/components/breadcrumbs'
import {
  fetchEngine,
  fetchGlobalRules,
  fetchListAll,
  fetchTools,
  fetchTransmission,
} from '../../features/catalog/api/catalog-api'
import classes from '../../features/catalog/components/catalog-page.module.css'
import { CATEGORY_TEXTS } from '../../features/catalog/category-texts'
import { JsonLd } from '../../features/catalog/components/json-ld'
import { loadVehicleLists, orLoadFailed } from '../../features/catalog/api/load-vehicle-lists'
import { openStepOf, pickerAction, pickerSteps } from '../../features/catalog/picker-steps'
import { searchVehicles } from '../../features/catalog/search-vehicles'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { selectionOf, useVehicleSelection } from '../../features/catalog/hooks/use-vehicle-selection'
import { vehicleProductJsonLd } from '../../features/catalog/vehicle-json-ld'
import { VehiclePicker } from '../../features/catalog/components/vehicle-picker'
import { slugsOfParams } from '../../features/catalog/vehicle-slugs'
import { VehicleTunes } from '../../features/catalog/components/vehicle-tunes'
import type { Route } from './+types/catalog'

/**
 * /catalog and /catalog/{make?}/{year?}/{model?}/{engine?}/{transmission?} (SPEC §2): the vehicle picker,
 * then, once the engine (and transmission) is chosen, the vehicle page. The vehicle is the path; the tune
 * choices are the query (docs/decisions/0016), read by the page itself.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slugs = slugsOfParams(params)
  if (!slugs) throw data(null, { status: 404 })
  const api = serverApi(context)
  const { publicUrl } = context.get(serverContext)
  const url = new URL(request.url)
  const q = slugs.make ? '' : (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const { make, year, model, engine: engineSlug, transmission: transmissionSlug } = slugs
  const selection = selectionOf(slugs, url.searchParams)
  const [lists, engine, transmission, tools, globalRules, found] = await Promise.all([
    loadVehicleLists(api, slugs),
    make && year && model && engineSlug
      ? orLoadFailed(fetchEngine(api, make, year, model, engineSlug), selection, 'engineLoadFailed')
      : null,
    make && year && model && engineSlug && transmissionSlug
      ? orLoadFailed(
          fetchTransmission(api, make, year, model, engineSlug, transmissionSlug),
          selection,
          'transmissionLoadFailed',
        )
      : null,
    engineSlug ? fetchTools(api) : null,
    engineSlug ? fetchGlobalRules(api) : null,
    q ? fetchListAll(api).then((list) => searchVehicles(list.data, q)) : null,
  ])
  // The canonical page of a vehicle is its path without the tune choices.
  const canonical = absoluteUrl(publicUrl, vehiclePath(slugs))
  return {
    slugs,
    lists,
    engine,
    transmission,
    tools: tools?.data ?? [],
    globalRules: globalRules ?? [],
    q,
    found,
    canonical,
  }
}

/** Tune choices live in the query and are the page's own business: changing them loads nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('q') === nextUrl.searchParams.get('q')) {
    return false
  }
  return defaultShouldRevalidate
}

type LoaderData = Awaited<ReturnType<typeof loader>>

/** Names of the chosen vehicle parts, from the lists the page loaded. */
function namesOf(loaded: LoaderData) {
  const { slugs, lists, engine, transmission } = loaded
  const make = engine?.make.name ?? lists.makes.find((m) => m.slug === slugs.make)?.name
  const model = engine?.model.name ?? lists.models?.find((m) => m.slug === slugs.model)?.name
  return {
    make,
    year: slugs.year,
    model,
    engine: engine?.name,
    transmission: transmission?.name,
  }
}

function headingOf(loaded: LoaderData): string {
  const names = namesOf(loaded)
  if (loaded.engine) {
    const base = `${names.year} ${names.make} ${names.model} ${names.engine}`
    return names.transmission ? `${base} with ${names.transmission} tunes` : `${base} tunes`
  }
  if (names.model) return `${names.year} ${names.make} ${names.model} tunes`
  if (names.year) return `${names.year} ${names.make} tunes`
  if (names.make) return `${names.make} tunes`
  return 'Find tunes for your vehicle'
}

function descriptionOf(loaded: LoaderData): string {
  const names = namesOf(loaded)
  const engine = loaded.engine
  if (engine) {
    const stages = engine.tunes.filter((tune) => !tune.is_stock && !tune.optional)
    const cheapest = stages.reduce<Engine['tunes'][number] | null>(
      (low, tune) => (low === null || tune.price.amount_minor < low.price.amount_minor ? tune : low),
      null,
    )
    const vehicle = `${names.year} ${names.make} ${names.model} ${names.engine}${names.transmission ? ` (${names.transmission})` : ''}`
    const offer = cheapest ? ` from ${formatMoney(cheapest.price)}` : ''
    const seo = engine.seo?.description ? ` ${engine.seo.description}` : ''
    return `${stages.length} dyno-proven tunes for the ${vehicle}${offer}: ${stages
      .slice(0, 3)
      .map((tune) => tune.name)
      .join(', ')}. Flash it yourself through the OBD port.${seo}`
  }
  // The make's own SEO text, where set, describes its make, year and model pages.
  const seo = loaded.lists.makeSeo?.description
  if (seo && names.model) return `${names.year} ${names.make} ${names.model}: ${seo}`
  if (seo && names.year) return `${names.year} ${names.make}: ${seo}`
  if (seo && names.make) return seo
  if (names.model)
    return `Tunes for the ${names.year} ${names.make} ${names.model}: pick your engine to see prices, gains and dyno charts.`
  if (names.year) return `Tunes for ${names.year} ${names.make} models: pick your model and engine.`
  if (names.make)
    return `${names.make} ECU and transmission tunes: pick the year, model and engine of your ${names.make}.`
  return 'Pick your make, year, model and engine to see the tunes that fit, their dyno-proven gains and prices.'
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const site = (matches[0]?.loaderData as { uiState?: UiState } | undefined)?.uiState?.site
  const heading = headingOf(loaderData)
  const { slugs, lists } = loaderData
  // A make's own page takes the make's SEO title where one is set.
  const makeTitle = slugs.make && !slugs.year ? lists.makeSeo?.title : undefined
  const meta = seoMeta({
    title: pageTitle(
      matches,
      makeTitle ?? (loaderData.engine ? heading : heading === 'Find tunes for your vehicle' ? 'Tune catalog' : heading),
    ),
    description: descriptionOf(loaderData),
    canonical: loaderData.canonical,
    type: loaderData.engine ? 'product' : 'website',
    siteName: site?.brandName,
  })
  // Search results are for the visitor; the catalog itself is what gets indexed.
  return loaderData.q ? [...meta, { name: 'robots', content: 'noindex, follow' }] : meta
}

export default function CatalogRoute() {
  const loaded = useLoaderData<typeof loader>()
  const { slugs, lists, engine, transmission, q, found } = loaded
  const seo = engine?.seo ?? lists.makeSeo
  const uiState = useUiState()
  const { selection, tools: toolChoice, dispatch, setTools, hrefAfter } = useVehicleSelection(slugs)
  const transmissions: TransmissionSummary[] | null = engine ? engine.transmissions : null
  const steps = pickerSteps({
    lists,
    transmissions,
    slugs,
    hrefAfter: (key, value) => hrefAfter(pickerAction(key, value)),
    skipHref: hrefAfter({ type: 'transmissionSkipped', skip: true }),
  })
  const selected = engine ? isVehicleSelected(selection, { hasTransmissions: engine.transmissions.length > 0 }) : false
  const names = namesOf(loaded)
  const heading = headingOf(loaded)
  const vehicleName = `${names.year} ${names.make} ${names.model} ${names.engine}${names.transmission ? `, ${names.transmission}` : ''}`
  const role = uiState.dealer ? 'dealer' : 'customer'
  const openStep = selected ? null : openStepOf(steps)
  const crumbs: Crumb[] = [{ name: 'Catalog', href: paths.catalog() }]
  if (names.make) crumbs.push({ name: names.make, href: vehiclePath({ make: slugs.make }) })
  if (names.year) crumbs.push({ name: names.year, href: vehiclePath({ make: slugs.make, year: slugs.year }) })
  if (names.model)
    crumbs.push({ name: names.model, href: vehiclePath({ ...slugs, engine: undefined, transmission: undefined }) })
  if (names.engine) crumbs.push({ name: names.engine, href: vehiclePath({ ...slugs, transmission: undefined }) })
  if (names.transmission) crumbs.push({ name: names.transmission, href: vehiclePath(slugs) })

  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          {crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
          <h1>{heading}</h1>
          <p className={classes.lead}>
            {engine
              ? `Stock: ${Math.round(engine.stock_horsepower.value)} ${engine.stock_horsepower.unit}, ${Math.round(engine.stock_torque.value)} ${engine.stock_torque.unit} at the crank. Every tune is dyno-proven and flashed through the OBD port.`
              : 'Pick your make, year, model and engine: we show the tunes that fit, their dyno-proven gains, and the flash tool you need.'}
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        {!slugs.make ? <VehicleSearchForm q={q} /> : null}
        {found ? <SearchResults q={q} found={found} /> : null}
        <VehiclePicker steps={steps} openStep={openStep} heading={engine ? 'Your vehicle' : 'Choose your vehicle'} />
        {engine && selected ? (
          <VehicleTunes
            vehicleName={vehicleName}
            engine={engine}
            transmission={transmission}
            tools={loaded.tools}
            globalRules={loaded.globalRules}
            currency={engine.currency}
            role={role}
            selection={selection}
            toolChoice={toolChoice}
            dispatch={dispatch}
            setTools={setTools}
          />
        ) : null}
        {engine && !selected ? <EngineTunesPreview engine={engine} role={role} /> : null}
        {engine ? (
          <JsonLd
            data={vehicleProductJsonLd({
              name: heading,
              description: descriptionOf(loaded),
              url: loaded.canonical,
              brand: names.make ?? '',
              tunes: [...engine.tunes, ...(transmission?.tunes ?? [])],
              priceOf: (tune) => unitPriceOf(tune, role),
            })}
          />
        ) : null}
        {seo?.body ? (
          <section className={classes.section} aria-labelledby="make-about">
            <h2 id="make-about">{seo.title}</h2>
            <p>{seo.body}</p>
          </section>
        ) : null}
        {!slugs.make ? <BrowseLinks /> : null}
      </div>
    </>
  )
}

/** Before the transmission is chosen: what the engine offers, so the page says it (to visitors and crawlers). */
function EngineTunesPreview({ engine, role }: { engine: Engine; role: 'customer' | 'dealer' }) {
  const tunes = engine.tunes.filter((tune) => !tune.is_stock)
  if (tunes.length === 0) return null
  return (
    <section className={classes.section} aria-labelledby="engine-tunes">
      <h2 id="engine-tunes">Tunes for the {engine.name}</h2>
      <p className={classes.summary}>Choose your transmission above, or skip it, to build your selection.</p>
      <ul className={classes.resultList}>
        {tunes.map((tune) => (
          <li key={tune.id}>
            <strong>{tune.name}</strong>
            <span>{formatMoney(unitPriceOf(tune, role))}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function VehicleSearchForm({ q }: { q: string }) {
  return (
    <Form method="get" role="search" aria-label="Vehicle search" className={classes.filters}>
      <label>
        Search by vehicle
        <input name="q" type="search" defaultValue={q} placeholder="e.g. 2019 Golf GTI" autoComplete="off" />
      </label>
      <button type="submit" className="ts-button">
        Search
      </button>
    </Form>
  )
}

function SearchResults({ q, found }: { q: string; found: (VehicleListEntry & { href: string })[] }) {
  return (
    <section className={classes.section} aria-labelledby="search-results">
      <h2 id="search-results">{found.length === 0 ? `No vehicles match “${q}”` : `Vehicles matching “${q}”`}</h2>
      {found.length === 0 ? (
        <p className={classes.summary}>Try fewer words, or pick your vehicle step by step below.</p>
      ) : (
        <ul className={classes.resultList}>
          {found.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href}>
                {entry.year} {entry.make_name} {entry.model_name} {entry.engine_name}
              </Link>
              <span>
                {entry.tune_count} tunes{entry.from_price ? ` from ${formatMoney(entry.from_price)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function BrowseLinks() {
  return (
    <section className={classes.section} aria-labelledby="browse-categories">
      <h2 id="browse-categories">Browse by category</h2>
      <ul className={classes.chips}>
        {CATEGORY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link to={paths.category(slug)}>{CATEGORY_TEXTS[slug].title}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.allTunes()}>All tunes by vehicle</Link>
        </li>
        <li>
          <Link to={paths.guide()}>Buying guide</Link>
        </li>
        <li>
          <Link to={paths.dyno()}>Dyno results</Link>
        </li>
      </ul>
    </section>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
