import { paths } from '@shop/domain/paths'
import { solveToolCompatibility, vehiclePath, type Guide, type GuideStep, type VehicleTune } from '@shop/domain/catalog'
import type { Db } from '../../db/client'
import type { CatalogCaller } from './catalog-audience'
import * as repo from './catalog.repository'
import {
  engineOf,
  listTools,
  makeOf,
  modelOf,
  toGlobalRule,
  type EnginePath,
  type MakePath,
  type ModelPath,
} from './catalog.service'
import { toRestriction, toVehicleTune } from './catalog-views'

// The guides of the catalog (SPEC §2 /guide pages): a make's, a model's and an engine's steps.

export async function getGuide(db: Db, path: MakePath & Partial<EnginePath>, caller: CatalogCaller): Promise<Guide> {
  if (path.year !== undefined && path.model !== undefined) {
    return path.engine !== undefined
      ? engineGuide(db, { ...path, year: path.year, model: path.model, engine: path.engine }, caller)
      : modelGuide(db, { ...path, year: path.year, model: path.model }, caller)
  }
  const make = await makeOf(db, path)
  const guides = await repo.listGuides(db, { makeId: make.id })
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: null,
    model: null,
    engine: null,
    title: guides[0]?.title ?? `${make.name} tuning guide`,
    steps: withEditorial(
      [
        step('vehicle', 'Find your vehicle', `Pick the year, model and engine of your ${make.name}.`, {
          href: vehiclePath({ make: make.slug }),
        }),
      ],
      guides,
    ),
  }
}

function step(
  kind: GuideStep['kind'],
  title: string,
  body: string,
  extra: Partial<Pick<GuideStep, 'tunes' | 'tools' | 'href'>> = {},
): GuideStep {
  return { kind, title, body, tunes: extra.tunes ?? [], tools: extra.tools ?? [], href: extra.href ?? null }
}

/** The steps, then the editorial steps of the most specific guide that fits, less those that repeat a step's title. */
function withEditorial(steps: GuideStep[], guides: Awaited<ReturnType<typeof repo.listGuides>>): GuideStep[] {
  const titles = new Set(steps.map((s) => s.title.toLowerCase()))
  const editorial = (guides[0]?.steps ?? []).filter((s) => !titles.has(s.title.toLowerCase()))
  return [...steps, ...editorial.map((s) => step('note', s.title, s.body))]
}

async function modelGuide(db: Db, path: ModelPath, caller: CatalogCaller): Promise<Guide> {
  const { make, model } = await modelOf(db, path)
  const guides = await repo.listGuides(db, { makeId: make.id, modelId: model.id })
  const name = `${make.name} ${model.name} (${model.year})`
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: model.year,
    model: { slug: model.slug, name: model.name },
    engine: null,
    title: guides[0]?.title ?? `${name} tuning guide`,
    steps: withEditorial(
      [
        step(
          'vehicle',
          'Choose your engine',
          `Pick the engine of your ${name} to see its tunes and the tool you need.`,
          {
            href: vehiclePath({ make: make.slug, year: model.year, model: model.slug }),
          },
        ),
      ],
      guides,
    ),
  }
}

async function engineGuide(db: Db, path: EnginePath, caller: CatalogCaller): Promise<Guide> {
  const { make, model, engine } = await engineOf(db, path)
  const [guides, bundle, restrictions, transmissions, toolList, rules] = await Promise.all([
    repo.listGuides(db, { makeId: make.id, modelId: model.id, engineId: engine.id }),
    repo.loadTunes(db, { engineId: engine.id }, caller.currency),
    repo.listRestrictions(db, { engineId: engine.id }),
    repo.listTransmissions(db, [engine.id]),
    listTools(db, caller.currency),
    repo.listGlobalCompatRules(db),
  ])
  const tunes = bundle.tunes.map((tune) => toVehicleTune(tune, bundle, caller))
  const isAwd = (tune: VehicleTune) => tune.tune_types.some((type) => type.is_awd)
  const main = tunes.filter((tune) => !tune.is_stock && !tune.optional && !isAwd(tune))
  const addOns = tunes.filter((tune) => tune.optional || isAwd(tune))
  const transmissionTunes: VehicleTune[] = []
  for (const transmission of transmissions) {
    const tBundle = await repo.loadTunes(db, { transmissionId: transmission.id }, caller.currency)
    for (const tune of tBundle.tunes) {
      if (!tune.isStock && !tune.optional) transmissionTunes.push(toVehicleTune(tune, tBundle, caller))
    }
  }
  const asGuideTune = (tune: VehicleTune) => ({
    id: tune.id,
    name: tune.name,
    stage: tune.stage,
    price: tune.price,
    dealerprice: tune.dealerprice,
  })

  // The tool for the first stage (the usual first purchase), chosen by the same solver as the vehicle page.
  const first = main[0]
  const solved = first
    ? solveToolCompatibility({
        tunes: [{ id: first.id, tools: first.tools, tune_types: first.tune_types, scope: 'engine' }],
        tools: toolList.data,
        engineRestrictions: restrictions.map(toRestriction),
        transmissionRestrictions: [],
        globalRules: rules.map(toGlobalRule),
        makeId: make.id,
        owned: [],
        rent: false,
        currency: caller.currency,
      })
    : null
  const chosenTools =
    solved?.ok === true
      ? toolList.data
          .filter((tool) => solved.tools.includes(tool.id))
          .map((tool) => ({
            id: tool.id,
            name: tool.name,
            product_slug: tool.product_slug,
            price: tool.price,
            rent_price: tool.rent_price,
            install_fee: tool.install_fee,
          }))
      : []
  const vehicle = `${make.name} ${model.name} ${engine.name}`
  const href = vehiclePath({ make: make.slug, year: model.year, model: model.slug, engine: engine.slug })

  const steps: GuideStep[] = [
    step('tune', 'Choose your engine tune', `The ECU tunes for the ${vehicle}, from a mild Stage 1 upward.`, {
      tunes: main.map(asGuideTune),
      href,
    }),
  ]
  if (transmissionTunes.length > 0) {
    steps.push(
      step('transmission', 'Add a transmission tune', 'Shift points and torque limits matched to the engine tune.', {
        tunes: transmissionTunes.map(asGuideTune),
        href,
      }),
    )
  }
  steps.push(
    step(
      'tool',
      'Get the tool that flashes it',
      solved === null
        ? 'Choose a tune first.'
        : solved.ok
          ? solved.tools.length === 0
            ? 'No tool is needed.'
            : `The cheapest way to flash ${first!.name}: the tool below, or one you already own.`
          : `No compatible tool: ${solved.message}`,
      { tools: chosenTools, ...(chosenTools[0] ? { href: paths.product(chosenTools[0].product_slug) } : {}) },
    ),
  )
  if (addOns.length > 0) {
    steps.push(
      step('add-ons', 'Pick your add-ons', 'Optional extras, priced as add-ons when bought with a tune.', {
        tunes: addOns.map(asGuideTune),
        href,
      }),
    )
  }
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: model.year,
    model: { slug: model.slug, name: model.name },
    engine: { slug: engine.slug, name: engine.name },
    title: guides[0]?.title ?? `${vehicle} tuning guide`,
    steps: withEditorial(steps, guides),
  }
}
