import type { DynoCurves, GuideStep } from '../../schema/catalog'
import { dynoCurves, peaks, stockPeaks, type RunTarget } from './dyno'
import { createPrng, type Prng } from './prng'
import { CURRENCY_RATES, GLOBAL_RULES, TOOLS, TUNE_TYPES } from './tools'
import { ENGINES, MAKES, TRANSMISSIONS, type EngineSpec, type MakeSpec, type TransmissionSpec } from './vehicles'

/**
 * Builds the demo catalog as plain rows, with references by index into the other arrays; `seedCatalog`
 * inserts them. Pure and driven by one seeded generator, so every run gives the same catalog.
 */

const SEED = 20_260_105
const NM_PER_LBFT = 1.3558

export type PriceSet = {
  price: number
  addonprice: number
  baseprice: number
  baseaddonprice: number
  dealerprice: number
  dealeraddonprice: number
}
export type TunePriceRow = PriceSet & { currency: string }

export type BuiltDyno = {
  label: string
  source: 'upload' | 'other'
  fileName: string
  crankFactor: number
  horsepowerValue: number
  torqueValue: number
  torqueLimitValue: number
  crankHorsepowerValue: number
  crankTorqueValue: number
  curves: DynoCurves
}

export type BuiltTune = {
  owner: { engine: number } | { transmission: number }
  position: number
  isStock: boolean
  name: string
  slug: string
  partNumber: string
  optional: boolean
  stage: number | null
  description: string
  notes: string
  horsepowerValue: number
  torqueValue: number
  torqueLimitValue: number
  crankHorsepowerValue: number
  crankTorqueValue: number
  giveSplitCredits: boolean
  splitEcuCreditAmt: number
  splitTcuCreditAmt: number
  splitAwdCreditAmt: number
  prices: TunePriceRow[]
  tuneTypes: string[]
  tools: string[]
  /** Indexes into `tunes`. */
  requires: number[]
  recommended: number[]
  dynos: BuiltDyno[]
}

export type BuiltCatalog = ReturnType<typeof buildCatalog>

const round1 = (value: number) => Math.round(value * 10) / 10

/** USD whole dollars stay .00; the other currencies are converted and end in .99. */
export function pricesFor(usd: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const [currency, rate] of Object.entries(CURRENCY_RATES)) {
    out[currency] = usd === 0 ? 0 : rate === 1 ? usd * 100 : Math.max(1, Math.round(usd * rate)) * 100 - 1
  }
  return out
}

function priceRows(usd: { price: number; addon: number; base?: number; baseAddon?: number }): TunePriceRow[] {
  const columns = {
    price: pricesFor(usd.price),
    addonprice: pricesFor(usd.addon),
    baseprice: pricesFor(usd.base ?? usd.price),
    baseaddonprice: pricesFor(usd.baseAddon ?? usd.addon),
    // Dealers buy about a quarter below retail.
    dealerprice: pricesFor(Math.round(usd.price * 0.75)),
    dealeraddonprice: pricesFor(Math.round(usd.addon * 0.75)),
  }
  return Object.keys(CURRENCY_RATES).map((currency) => ({
    currency,
    price: columns.price[currency]!,
    addonprice: columns.addonprice[currency]!,
    baseprice: columns.baseprice[currency]!,
    baseaddonprice: columns.baseaddonprice[currency]!,
    dealerprice: columns.dealerprice[currency]!,
    dealeraddonprice: columns.dealeraddonprice[currency]!,
  }))
}

const ZERO_PRICES = priceRows({ price: 0, addon: 0 })

/** The base USD price of a Stage 1 flash by engine output. */
function stageOnePrice(engine: EngineSpec): number {
  const base = engine.hp < 250 ? 449 : engine.hp < 350 ? 549 : engine.hp < 500 ? 649 : engine.hp < 650 ? 799 : 899
  return engine.fuel === 'diesel' ? base + 200 : base
}

type Gain = { hp: [number, number]; tq: [number, number] }

/** Gains per stage over stock, by engine kind. */
function stageGains(engine: EngineSpec): Gain[] {
  if (engine.fuel === 'diesel') {
    return [
      { hp: [0.2, 0.28], tq: [0.25, 0.33] },
      { hp: [0.35, 0.45], tq: [0.4, 0.5] },
      { hp: [0.55, 0.7], tq: [0.6, 0.72] },
    ]
  }
  if (engine.aspiration === 'na') {
    return [
      { hp: [0.04, 0.06], tq: [0.04, 0.07] },
      { hp: [0.09, 0.12], tq: [0.08, 0.11] },
    ]
  }
  if (engine.aspiration === 'supercharged') {
    return [
      { hp: [0.08, 0.12], tq: [0.08, 0.12] },
      { hp: [0.18, 0.25], tq: [0.17, 0.23] },
    ]
  }
  return [
    { hp: [0.18, 0.25], tq: [0.22, 0.3] },
    { hp: [0.3, 0.38], tq: [0.35, 0.45] },
    { hp: [0.45, 0.6], tq: [0.5, 0.65] },
    { hp: [0.75, 1], tq: [0.7, 0.9] },
  ]
}

const STAGE_NOTES: Record<string, string[]> = {
  turbo: [
    'Runs on the stock hardware with 91 octane or better.',
    'Requires an upgraded downpipe and intercooler.',
    'Requires an upgraded turbocharger inlet, downpipe and intercooler; 93 octane or E30.',
    'Requires a hybrid or big turbo upgrade, upgraded fuel pump and injectors.',
  ],
  na: ['Runs on the stock hardware with 91 octane or better.', 'Requires long-tube headers and a cold air intake.'],
  supercharged: ['Runs on the stock hardware with 91 octane or better.', 'Requires a smaller supercharger pulley.'],
  diesel: [
    'Runs on the stock hardware.',
    'Requires an upgraded intake and intercooler piping.',
    'Requires upgraded injectors and a larger turbocharger.',
  ],
}

type AddOnSpec = { slug: string; name: string; description: string; price: number; addon: number; diesel: boolean }

const ENGINE_ADD_ONS: AddOnSpec[] = [
  {
    slug: 'pops-and-bangs',
    name: 'Pops and bangs',
    description: 'Overrun crackle on lift-off, in three strengths selectable from the tool.',
    price: 199,
    addon: 99,
    diesel: false,
  },
  {
    slug: 'speed-limiter-removal',
    name: 'Speed limiter removal',
    description: 'Raises the electronic top speed limiter for track use.',
    price: 149,
    addon: 79,
    diesel: true,
  },
  {
    slug: 'dtc-off',
    name: 'DTC off',
    description: 'Turns off individual diagnostic trouble codes chosen by your tuner.',
    price: 129,
    addon: 69,
    diesel: true,
  },
  {
    slug: 'cold-start-delete',
    name: 'Cold start delete',
    description: 'Skips the high-idle cold start routine.',
    price: 99,
    addon: 49,
    diesel: false,
  },
  {
    slug: 'valet-mode',
    name: 'Valet mode',
    description: 'A low-power map you can switch to from the tool before handing over the keys.',
    price: 149,
    addon: 69,
    diesel: true,
  },
]

/** Tunes released without any flash tool yet (exercises 'Tune is missing tools'). */
const TUNES_WITHOUT_TOOLS = new Set(['9a1-turbo-s/stage-4', '6-2-trackhawk/stage-2-e85', 'tr-9070/dsg-stage-2'])

/** Engines whose control unit is flashed on the bench only. */
const BENCH_ONLY_ENGINES = new Set(['s58', 'm139', '9a2-3-0', '9a1-turbo-s', 'ma2-2-0', 'ma2-2-5', '4-0-tfsi'])
/** Engines always offered with E85 maps (popular flex-fuel platforms); others by chance. */
const E85_ENGINES = new Set(['ea888-gen3', '5-0-coyote', '6-2-trackhawk', '3-5-ecoboost', 'b58'])
const NORTH_AMERICAN = new Set(['ford', 'chevrolet', 'dodge', 'ram', 'jeep', 'gmc'])

function engineTools(make: MakeSpec, engineKey: string, engine: EngineSpec): string[] {
  if (BENCH_ONLY_ENGINES.has(engineKey))
    return make.slug === 'porsche' ? ['fzpro-bench', 'in-house-flash'] : ['fzpro-bench']
  const tools = ['fz3']
  if (NORTH_AMERICAN.has(make.slug)) tools.push('fzl')
  if (make.slug === 'bmw' || engineKey === '3-0-ecodiesel') tools.push('fzpro-bench')
  if (engine.fuel === 'diesel' && make.slug === 'ford') tools.push('in-house-flash')
  return tools
}

function transmissionTools(transmission: TransmissionSpec, key: string): string[] {
  if (transmission.dualClutch) return ['fz3']
  if (key.startsWith('10r') || key.startsWith('10l') || key === '8l90' || key === '6r140') return ['fz3', 'fzl']
  if (key === 'zf-8hp') return ['fzpro-tcu-harness', 'in-house-flash']
  return ['fzpro-tcu-harness']
}

export function buildCatalog() {
  const prng = createPrng(SEED)
  const makes = MAKES.map((make) => ({
    slug: make.slug,
    name: make.name,
    origin: make.origin,
    seoTitle: make.seo?.title ?? null,
    seoDescription: make.seo?.description ?? null,
    seoBody: make.seo?.body ?? null,
  }))
  const models: { make: number; year: string; slug: string; name: string }[] = []
  const engines: {
    model: number
    slug: string
    name: string
    fuel: EngineSpec['fuel']
    stockHorsepowerValue: number
    stockTorqueValue: number
  }[] = []
  const transmissions: { engine: number; slug: string; name: string }[] = []
  const tunes: BuiltTune[] = []
  const restrictions: { engine?: number; transmission?: number; tool: string; reason: string }[] = []
  const roleDiscounts: { engine: number; role: string; percent: number }[] = []
  const guides: { make: number; model?: number; engine?: number; title: string; steps: GuideStep[] }[] = []

  MAKES.forEach((make, makeIndex) => {
    for (const modelSpec of make.models) {
      for (const year of modelSpec.years) {
        const modelIndex = models.push({ make: makeIndex, year, slug: modelSpec.slug, name: modelSpec.name }) - 1
        for (const engineKey of modelSpec.engines) {
          const engine = ENGINES[engineKey]!
          const engineIndex =
            engines.push({
              model: modelIndex,
              slug: engine.slug,
              name: engine.name,
              fuel: engine.fuel,
              stockHorsepowerValue: engine.hp,
              stockTorqueValue: engine.torque,
            }) - 1
          const vehicle = { make, makeIndex, year, model: modelSpec, engineKey, engine, engineIndex }
          const transmissionTunes = (modelSpec.transmissions ?? []).map((key) => {
            const spec = TRANSMISSIONS[key]!
            const transmissionIndex = transmissions.push({ engine: engineIndex, slug: spec.slug, name: spec.name }) - 1
            return addTransmissionTunes(prng, tunes, { ...vehicle, key, spec, transmissionIndex })
          })
          addEngineTunes(prng, tunes, { ...vehicle, awd: modelSpec.awd ?? false, transmissionTunes })
          if (prng.chance(0.3)) {
            roleDiscounts.push({ engine: engineIndex, role: 'tuner', percent: prng.pick([10, 12.5, 15, 20]) })
            if (prng.chance(0.5)) roleDiscounts.push({ engine: engineIndex, role: 'affiliate', percent: 5 })
          }
          addRestrictions(restrictions, { make, year, model: modelSpec.slug, engineKey, engineIndex, transmissions })
        }
      }
    }
    guides.push({ make: makeIndex, title: `Tuning your ${make.name}: what you need`, steps: makeGuideSteps(make) })
  })

  // Vehicle-specific guides for the home page's most visited vehicles.
  for (const [makeSlug, year, modelSlug, engineSlug] of [
    ['volkswagen', '2019', 'golf-gti', 'ea888-gen3'],
    ['ford', '2020', 'f-150', '3-5-ecoboost'],
  ] as const) {
    const makeIndex = makes.findIndex((make) => make.slug === makeSlug)
    const modelIndex = models.findIndex((m) => m.make === makeIndex && m.year === year && m.slug === modelSlug)
    const engineIndex = engines.findIndex((e) => e.model === modelIndex && e.slug === engineSlug)
    const engine = engines[engineIndex]!
    guides.push({
      make: makeIndex,
      model: modelIndex,
      engine: engineIndex,
      title: `${models[modelIndex]!.name} ${engine.name}: Stage 1 to Stage 2`,
      steps: [
        {
          title: 'Start with Stage 1',
          body: 'Flash Stage 1 on the stock car and log a few pulls to check fuel trims.',
        },
        { title: 'Add the hardware', body: 'Fit the downpipe and intercooler listed in the Stage 2 notes.' },
        { title: 'Flash Stage 2', body: 'Upgrade from the tool; your Stage 1 purchase counts towards Stage 2.' },
        { title: 'Tune the gearbox', body: 'Add the transmission tune so shifts keep up with the extra torque.' },
      ],
    })
  }

  const tuneTypes = TUNE_TYPES
  const tools = TOOLS.map((tool, position) => ({ ...tool, position }))
  const globalRules = GLOBAL_RULES
  const priceTiers = (
    [
      ['under-500', 'Under 500', 0, 500],
      ['500-to-1000', '500 to 1,000', 500, 1000],
      ['1000-and-up', '1,000 and up', 1000, null],
    ] as const
  ).flatMap(([slug, name, min, max], position) =>
    Object.entries(CURRENCY_RATES).map(([currency, rate]) => ({
      slug,
      name,
      currency,
      position,
      minPrice: Math.round(min * rate) * 100,
      maxPrice: max === null ? null : Math.round(max * rate) * 100 - 1,
    })),
  )
  return {
    makes,
    models,
    engines,
    transmissions,
    tunes,
    tuneTypes,
    tools,
    globalRules,
    restrictions,
    roleDiscounts,
    guides,
    priceTiers,
  }
}

type VehicleContext = {
  make: MakeSpec
  makeIndex: number
  year: string
  model: { slug: string; name: string }
  engineKey: string
  engine: EngineSpec
  engineIndex: number
}

function partNumber(ctx: VehicleContext, code: string) {
  const engine = ctx.engine.slug.replace(/-/g, '').toUpperCase().slice(0, 8)
  const year = ctx.year === 'Series' ? 'S' : ctx.year.replace('.', '')
  return `${ctx.make.code}-${engine}-${year}-${code}`
}

function baseTune(
  ctx: VehicleContext,
  fields: Partial<BuiltTune> & Pick<BuiltTune, 'owner' | 'name' | 'slug'>,
): BuiltTune {
  return {
    position: 0,
    isStock: false,
    partNumber: partNumber(ctx, fields.slug.toUpperCase().replace(/-/g, '').slice(0, 6)),
    optional: false,
    stage: null,
    description: '',
    notes: '',
    horsepowerValue: 0,
    torqueValue: 0,
    torqueLimitValue: 0,
    crankHorsepowerValue: 0,
    crankTorqueValue: 0,
    giveSplitCredits: false,
    splitEcuCreditAmt: 0,
    splitTcuCreditAmt: 0,
    splitAwdCreditAmt: 0,
    prices: ZERO_PRICES,
    tuneTypes: [],
    tools: [],
    requires: [],
    recommended: [],
    dynos: [],
    ...fields,
  }
}

/** Retail price, and on about a third of tunes a higher list (base) price to show the saving. */
function retail(prng: Prng, price: number, addon: number) {
  if (!prng.chance(0.35)) return priceRows({ price, addon })
  const markup = prng.pick([1.15, 1.2, 1.25])
  return priceRows({
    price,
    addon,
    base: Math.round((price * markup) / 10) * 10 - 1,
    baseAddon: addon === 0 ? 0 : Math.round((addon * markup) / 10) * 10 - 1,
  })
}

function addTransmissionTunes(
  prng: Prng,
  tunes: BuiltTune[],
  ctx: VehicleContext & { key: string; spec: TransmissionSpec; transmissionIndex: number },
) {
  const owner = { transmission: ctx.transmissionIndex }
  const kind = ctx.spec.dualClutch ? 'dsg' : 'tcu'
  const label = ctx.spec.dualClutch ? 'DSG' : 'TCU'
  const tools = transmissionTools(ctx.spec, ctx.key)
  const toolsOf = (slug: string) => (TUNES_WITHOUT_TOOLS.has(`${ctx.key}/${slug}`) ? [] : tools)
  const stock = tunes.push(
    baseTune(ctx, {
      owner,
      name: `Stock ${label}`,
      slug: 'stock',
      isStock: true,
      description: `The factory ${ctx.spec.name} calibration, to return the gearbox to stock.`,
      tuneTypes: [kind],
      tools: toolsOf('stock'),
    }),
  )
  const stageOne =
    tunes.push(
      baseTune(ctx, {
        owner,
        position: 1,
        name: `${label} Stage 1`,
        slug: `${kind}-stage-1`,
        stage: 1,
        description: `Faster, firmer shifts and raised torque limits for the ${ctx.spec.name}.`,
        notes: 'Recommended with any ECU tune above Stage 1.',
        prices: retail(prng, ctx.spec.dualClutch ? 399 : 449, 0),
        tuneTypes: [kind],
        tools: toolsOf(`${kind}-stage-1`),
        giveSplitCredits: prng.chance(0.2),
      }),
    ) - 1
  const fixCredits = (tune: BuiltTune) => {
    if (tune.giveSplitCredits) tune.splitTcuCreditAmt = 1
  }
  fixCredits(tunes[stageOne]!)
  let stageTwo: number | null = null
  if (prng.chance(0.5) || ctx.key === 'tr-9070') {
    stageTwo =
      tunes.push(
        baseTune(ctx, {
          owner,
          position: 2,
          name: `${label} Stage 2`,
          slug: `${kind}-stage-2`,
          stage: 2,
          description: 'Track shift map with launch control and the highest torque limits.',
          notes: 'For Stage 3 and above.',
          prices: retail(prng, ctx.spec.dualClutch ? 549 : 599, 0),
          tuneTypes: [kind],
          tools: toolsOf(`${kind}-stage-2`),
        }),
      ) - 1
  }
  if (ctx.spec.dualClutch) {
    const launch =
      tunes.push(
        baseTune(ctx, {
          owner,
          position: 3,
          name: 'Launch control',
          slug: 'launch-control',
          optional: true,
          description: 'Adjustable launch rpm from the tool.',
          prices: retail(prng, 149, 99),
          tuneTypes: [kind, 'add-on'],
          tools: toolsOf('launch-control'),
        }),
      ) - 1
    tunes[launch]!.requires = [stageOne]
  }
  return { stock: stock - 1, stageOne, stageTwo }
}

function addEngineTunes(
  prng: Prng,
  tunes: BuiltTune[],
  ctx: VehicleContext & {
    awd: boolean
    transmissionTunes: { stock: number; stageOne: number; stageTwo: number | null }[]
  },
) {
  const { engine } = ctx
  const owner = { engine: ctx.engineIndex }
  const tools = engineTools(ctx.make, ctx.engineKey, engine)
  const toolsOf = (slug: string) => (TUNES_WITHOUT_TOOLS.has(`${ctx.engineKey}/${slug}`) ? [] : tools)
  // A drivetrain's losses: about 15% through a rear- or front-wheel drive, up to 20% through AWD.
  const crankFactor = Math.round((ctx.awd ? prng.between(1.17, 1.2) : prng.between(1.15, 1.17)) * 1000) / 1000
  const stock: RunTarget = { torque: engine.torque / crankFactor, horsepower: engine.hp / crankFactor }
  const stockFigures = stockPeaks(engine, stock)
  const torqueLimitOf = (crankTorqueLbft: number) => Math.round((crankTorqueLbft * NM_PER_LBFT * 1.1) / 10) * 10
  let position = 0
  const figures = (wheel: { horsepower: number; torque: number }) => ({
    horsepowerValue: round1(wheel.horsepower),
    torqueValue: round1(wheel.torque),
    crankHorsepowerValue: round1(wheel.horsepower * crankFactor),
    crankTorqueValue: round1(wheel.torque * crankFactor),
    torqueLimitValue: torqueLimitOf(wheel.torque * crankFactor),
  })
  tunes.push(
    baseTune(ctx, {
      owner,
      position: position++,
      name: 'Stock',
      slug: 'stock',
      isStock: true,
      description: `The factory calibration of the ${engine.name}, to return the car to stock at any time.`,
      ...figures(stockFigures),
      tuneTypes: ['ecu'],
      tools: toolsOf('stock'),
    }),
  )

  const gains = stageGains(engine)
  const notes = STAGE_NOTES[engine.fuel === 'diesel' ? 'diesel' : engine.aspiration]!
  const firstTransmission = ctx.transmissionTunes[0]
  const basePrice = stageOnePrice(engine)
  const stageIndexes: number[] = []
  const e85 =
    engine.fuel === 'petrol' &&
    (E85_ENGINES.has(ctx.engineKey) || prng.chance(engine.aspiration === 'turbo' ? 0.4 : 0.3))

  const stagedTune = (stage: number, gain: Gain, fuel: 'pump' | 'e85') => {
    const slug = fuel === 'e85' ? `stage-${stage}-e85` : `stage-${stage}`
    const extra = fuel === 'e85' ? 0.08 : 0
    const target: RunTarget = {
      torque: stock.torque * (1 + prng.between(...gain.tq) + extra),
      horsepower: stock.horsepower * (1 + prng.between(...gain.hp) + extra),
    }
    const spool = engine.aspiration === 'turbo' ? 1 - 0.04 * stage : 1
    const runs: BuiltDyno[] = []
    const withDyno = prng.chance(0.88)
    const runCount = withDyno ? (prng.chance(0.15) ? 2 : 1) : 0
    for (let run = 0; run < runCount; run += 1) {
      const wobble = run === 0 ? 1 : prng.between(0.975, 0.995)
      const curves = dynoCurves(
        engine,
        stock,
        { torque: target.torque * wobble, horsepower: target.horsepower * wobble },
        spool,
      )
      const peak = peaks(curves)
      const fig = figures(peak)
      runs.push({
        label:
          run === 0
            ? `${fuel === 'e85' ? 'E85' : engine.fuel === 'diesel' ? 'Ultra-low sulfur diesel' : '93 octane'}, ${ctx.year} ${ctx.model.name}`
            : `Back-to-back run ${run + 1}${engine.fuel === 'petrol' && fuel === 'pump' ? ', 91 octane' : ''}`,
        source: prng.chance(0.8) ? 'upload' : 'other',
        fileName: `${ctx.make.slug}-${ctx.model.slug}-${ctx.year}-${engine.slug}-${slug}-run${run + 1}.csv`,
        crankFactor,
        ...fig,
        curves,
      })
    }
    const wheel = runs[0] ? { horsepower: runs[0].horsepowerValue, torque: runs[0].torqueValue } : target
    const price = basePrice + [0, 150, 350, 600][stage - 1]! + (fuel === 'e85' ? 100 : 0)
    const split = prng.chance(0.2)
    const tune = baseTune(ctx, {
      owner,
      position: position++,
      name: fuel === 'e85' ? `Stage ${stage} E85` : `Stage ${stage}`,
      slug,
      stage,
      description:
        fuel === 'e85'
          ? `Stage ${stage} calibrated for E85 and flex-fuel blends, with ethanol content correction.`
          : `Stage ${stage} for the ${engine.name}: more power across the rev range, smooth part-throttle drivability.`,
      notes: notes[stage - 1] ?? '',
      ...figures(wheel),
      prices: retail(prng, price, 0),
      tuneTypes: fuel === 'e85' ? ['ecu', 'e85'] : ['ecu'],
      tools: toolsOf(slug),
      giveSplitCredits: split,
      splitEcuCreditAmt: split ? 1 : 0,
      splitTcuCreditAmt: split && firstTransmission ? 1 : 0,
      splitAwdCreditAmt: split && ctx.awd ? 1 : 0,
      dynos: runs,
    })
    if (firstTransmission) {
      // Above Stage 2 the stock gearbox limits would cut torque: the transmission tune becomes a requirement.
      if (stage >= 3) tune.requires = [firstTransmission.stageTwo ?? firstTransmission.stageOne]
      else if (stage === 2) tune.recommended = [firstTransmission.stageOne]
    }
    return tunes.push(tune) - 1
  }

  gains.forEach((gain, i) => stageIndexes.push(stagedTune(i + 1, gain, 'pump')))
  if (e85) gains.slice(0, 2).forEach((gain, i) => stagedTune(i + 1, gain, 'e85'))

  if (engine.fuel === 'diesel' && prng.chance(0.6)) {
    const target: RunTarget = { torque: stock.torque * 1.14, horsepower: stock.horsepower * 1.08 }
    const curves = dynoCurves(engine, stock, target, 1)
    const fig = figures(peaks(curves))
    tunes.push(
      baseTune(ctx, {
        owner,
        position: position++,
        name: 'Eco tune',
        slug: 'eco',
        description: 'More low-end torque for towing with better fuel economy.',
        notes: 'Typical fuel economy gain 5–8% on the highway.',
        ...fig,
        prices: retail(prng, basePrice - 100, 0),
        tuneTypes: ['ecu', 'eco'],
        tools: toolsOf('eco'),
        dynos: [
          {
            label: `Eco map, ${ctx.year} ${ctx.model.name}`,
            source: 'upload',
            fileName: `${ctx.make.slug}-${ctx.model.slug}-${ctx.year}-${engine.slug}-eco-run1.csv`,
            crankFactor,
            ...fig,
            curves,
          },
        ],
      }),
    )
  }

  if (ctx.awd) {
    const awdTune =
      tunes.push(
        baseTune(ctx, {
          owner,
          position: position++,
          name: 'AWD tune',
          slug: 'awd',
          description: 'More torque sent to the rear axle and a quicker coupling response.',
          prices: retail(prng, 299, 0),
          tuneTypes: ['awd'],
          tools: toolsOf('awd'),
        }),
      ) - 1
    const rearBias =
      tunes.push(
        baseTune(ctx, {
          owner,
          position: position++,
          name: 'AWD rear bias map',
          slug: 'awd-rear-bias',
          optional: true,
          description: 'A rear-biased torque split selectable from the tool.',
          prices: retail(prng, 149, 79),
          tuneTypes: ['awd', 'add-on'],
          tools: toolsOf('awd-rear-bias'),
        }),
      ) - 1
    tunes[rearBias]!.requires = [awdTune]
  }

  const addOns = ENGINE_ADD_ONS.filter((addOn) => engine.fuel !== 'diesel' || addOn.diesel)
  const wanted = prng.int(2, Math.min(4, addOns.length))
  // The first two always (the popular ones), then a deterministic selection of the rest.
  const chosen = addOns
    .slice(0, 2)
    .concat(addOns.slice(2).filter(() => prng.chance(0.5)))
    .slice(0, wanted)
  for (const addOn of chosen) {
    tunes.push(
      baseTune(ctx, {
        owner,
        position: position++,
        name: addOn.name,
        slug: addOn.slug,
        optional: true,
        description: addOn.description,
        prices: retail(prng, addOn.price, addOn.addon),
        tuneTypes: ['add-on'],
        tools: toolsOf(addOn.slug),
      }),
    )
  }
  return stageIndexes
}

function addRestrictions(
  restrictions: { engine?: number; transmission?: number; tool: string; reason: string }[],
  ctx: {
    make: MakeSpec
    year: string
    model: string
    engineKey: string
    engineIndex: number
    transmissions: { engine: number; slug: string }[]
  },
) {
  if (ctx.engineKey === '6-7-powerstroke') {
    restrictions.push({
      engine: ctx.engineIndex,
      tool: 'fzl',
      reason: 'The 6.7L Power Stroke PCM cannot be read over OBD by the FZL.',
    })
  }
  if (ctx.engineKey === '3-0-ecodiesel') {
    restrictions.push({
      engine: ctx.engineIndex,
      tool: 'fz3',
      reason: 'The EcoDiesel ECU needs a bench unlock before its first flash.',
    })
  }
  if (ctx.make.slug === 'bmw' && ctx.year === '2021') {
    restrictions.push({
      engine: ctx.engineIndex,
      tool: 'fz3',
      reason: '2021 production DMEs are locked: flash on the bench.',
    })
  }
  if (ctx.make.slug === 'audi' && ctx.model === 's4' && ctx.year === '2021') {
    const transmission = ctx.transmissions.findIndex((t) => t.engine === ctx.engineIndex && t.slug === 'zf-8hp')
    if (transmission >= 0) {
      restrictions.push({
        transmission,
        tool: 'fzpro-tcu-harness',
        reason: 'The 2021 gearbox software is not supported by the bench harness yet; dealers flash it in house.',
      })
    }
  }
}

function makeGuideSteps(make: MakeSpec): GuideStep[] {
  return [
    {
      title: 'Find your vehicle',
      body: `Pick your ${make.name} model, year and engine to see every tune available for it.`,
    },
    {
      title: 'Choose your tunes',
      body: 'Start with an ECU tune; add a transmission tune above Stage 1 and any add-ons you want.',
    },
    {
      title: 'Get the right flash tool',
      body: 'The page names the tool your vehicle needs. Buy it, rent it, or use the one you already own.',
    },
    {
      title: 'Flash and log',
      body: 'Connect to the OBD port, flash the tune, then record a log so we can check everything runs as it should.',
    },
  ]
}
