import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { fetchGuide } from '../../features/catalog/api/catalog-api'
import classes from '../../features/catalog/components/catalog-page.module.css'
import { GuideSteps } from '../../features/catalog/components/guide-steps'
import { loadVehicleLists, orNotFound } from '../../features/catalog/api/load-vehicle-lists'
import { openStepOf, pickerAction, pickerSteps } from '../../features/catalog/picker-steps'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { guideHref, guideHrefAfter, slugsOfParams } from '../../features/catalog/vehicle-slugs'
import { VehiclePicker } from '../../features/catalog/components/vehicle-picker'
import type { Route } from './+types/guide'

/**
 * /guide with the vehicle segments of the catalog (SPEC §2): what to buy for the chosen vehicle, step by
 * step. The guide exists for a make and for a make/year/model/engine; the picker narrows it down.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slugs = slugsOfParams(params)
  if (!slugs) throw data(null, { status: 404 })
  const api = serverApi(context)
  const guideSlugs = slugs.make
    ? slugs.engine
      ? { make: slugs.make, year: slugs.year, model: slugs.model, engine: slugs.engine }
      : { make: slugs.make }
    : null
  const [lists, guide] = await Promise.all([
    loadVehicleLists(api, slugs),
    guideSlugs ? orNotFound(fetchGuide(api, guideSlugs)) : null,
  ])
  return {
    slugs,
    lists,
    guide,
    canonical: absoluteUrl(context.get(serverContext).publicUrl, guideHref(slugs)),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const guide = loaderData.guide
  // Guides are written per make; a vehicle's guide page names the vehicle so each page has its own title.
  const vehicle = guide?.engine ? `${guide.year} ${guide.make.name} ${guide.model?.name} ${guide.engine.name}` : null
  const title = guide
    ? vehicle
      ? `${guide.title} (${vehicle})`
      : guide.title
    : 'Tuning guide: what to buy for your vehicle'
  return seoMeta({
    title: pageTitle(matches, title),
    description: guide
      ? `${vehicle ?? guide.make.name}: the tune, the flash tool and the add-ons to buy, step by step.`
      : 'Pick your vehicle and see, step by step, which tune, flash tool and add-ons to buy.',
    canonical: loaderData.canonical,
  })
}

export default function GuideRoute() {
  const { slugs, lists, guide } = useLoaderData<typeof loader>()
  const steps = pickerSteps({
    lists,
    transmissions: [],
    slugs,
    hrefAfter: (key, value) => guideHrefAfter(slugs, pickerAction(key, value)),
  })
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <Breadcrumbs
            crumbs={[
              { name: 'Catalog', href: paths.catalog() },
              { name: 'Guide', href: paths.guide() },
              ...(guide ? [{ name: guide.title, href: guideHref(slugs) }] : []),
            ]}
          />
          <h1>{guide?.title ?? 'What to buy for your vehicle'}</h1>
          <p className={classes.lead}>
            The tune, the flash tool and the add-ons your vehicle needs, step by step. Narrow it down to your engine for
            exact prices.
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <VehiclePicker steps={steps} openStep={openStepOf(steps)} heading="Your vehicle" />
        {guide ? <GuideSteps guide={guide} /> : null}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
