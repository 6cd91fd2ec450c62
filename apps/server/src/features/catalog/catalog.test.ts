import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MakeSeoSchema,
  CATEGORY_SLUGS,
  DynoCsvSchema,
  EngineSchema,
  EngineSummarySchema,
  GlobalCompatRuleSchema,
  MakeSchema,
  ModelSchema,
  ToolSchema,
  TransmissionSchema,
  TransmissionSummarySchema,
  VehicleListEntrySchema,
  YearSchema,
  type Engine,
  type Transmission,
  type VehicleTune,
} from '@shop/domain/catalog'
import { createTestApp, type TestApp } from '../../../test/test-app'
import {
  catalogCompatSubscription,
  catalogEngine,
  catalogMake,
  catalogModel,
  catalogTool,
  catalogToolRestriction,
  catalogTransmission,
} from '../../db/schema/catalog'
import { CategoryPageSchema, GuideSchema } from './catalog.routes'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const V1 = '/api/v1/ecu'
/** Vehicles the home page links to (seeded by the catalog seed). */
const GOLF = { make: 'volkswagen', year: '2019', model: 'golf-gti', engine: 'ea888-gen3' }
const S4 = { make: 'audi', year: '2019', model: 's4', engine: '3-0-tfsi', transmission: 'zf-8hp' }
const enginePath = (v: { make: string; year: string; model: string; engine: string }) =>
  `${V1}/makes/${v.make}/years/${v.year}/models/${v.model}/engines/${v.engine}`

async function getJson(path: string, cookie?: string) {
  const response = await app.request('GET', path, cookie ? { cookie } : {})
  expect(response.status, `${path}: ${response.status}`).toBe(200)
  return response.json()
}

async function expectNotFound(path: string) {
  const response = await app.request('GET', path)
  expect(response.status, path).toBe(404)
  expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) })
}

const allPrices = (tune: VehicleTune) => [
  tune.price,
  tune.addonprice,
  tune.baseprice,
  tune.baseaddonprice,
  ...(tune.dealerprice ? [tune.dealerprice] : []),
  ...(tune.dealeraddonprice ? [tune.dealeraddonprice] : []),
]

describe('the vehicle tree', () => {
  it('lists the makes by name', async () => {
    const body = await getJson(`${V1}/makes`)
    const makes = body.data.map((make: unknown) => MakeSchema.parse(make))
    expect(makes.length).toBeGreaterThanOrEqual(10)
    const names = makes.map((make: { name: string }) => make.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(makes.map((make: { slug: string }) => make.slug)).toContain('volkswagen')
  })

  it('lists a make’s years descending numerically (SPEC §5), each following the year rule', async () => {
    for (const make of ['volkswagen', 'audi', 'bmw', 'ford']) {
      const years: string[] = (await getJson(`${V1}/makes/${make}/years`)).data
      expect(years.length).toBeGreaterThan(0)
      for (const year of years) expect(YearSchema.safeParse(year).success, year).toBe(true)
      const numeric = years.filter((year) => year !== 'Series').map(Number)
      expect(numeric).toEqual([...numeric].sort((a, b) => b - a))
      expect(new Set(years).size).toBe(years.length)
    }
  })

  it('places Series last and .5 model years between their neighbours', async () => {
    const makes: { slug: string }[] = (await getJson(`${V1}/makes`)).data
    const all: string[][] = []
    for (const make of makes) all.push((await getJson(`${V1}/makes/${make.slug}/years`)).data)
    const withSeries = all.find((years) => years.includes('Series'))
    if (withSeries) expect(withSeries.at(-1)).toBe('Series')
    const withHalf = all.find((years) => years.some((year) => year.endsWith('.5')))
    if (withHalf) {
      const numeric = withHalf.filter((year) => year !== 'Series').map(Number)
      expect(numeric).toEqual([...numeric].sort((a, b) => b - a))
    }
  })

  it('answers the make’s SEO text with its years, where the catalog has one', async () => {
    const makes: { slug: string }[] = (await getJson(`${V1}/makes`)).data
    const answers = await Promise.all(makes.map((make) => getJson(`${V1}/makes/${make.slug}/years`)))
    const withSeo = answers.filter((answer) => answer.seo !== null)
    expect(withSeo.length).toBeGreaterThan(0)
    for (const answer of withSeo) expect(MakeSeoSchema.parse(answer.seo).title.length).toBeGreaterThan(0)
    const engine = await getJson(enginePath(GOLF))
    const golfYears = answers[makes.findIndex((make) => make.slug === GOLF.make)]
    expect(golfYears.seo).toEqual(engine.seo)
  })

  it('lists the models of a make in a year, the engines of a model and the transmissions of an engine', async () => {
    const models = (await getJson(`${V1}/makes/${GOLF.make}/years/${GOLF.year}/models`)).data
    expect(models.map((model: unknown) => ModelSchema.parse(model).slug)).toContain(GOLF.model)
    const engines = (await getJson(`${V1}/makes/${GOLF.make}/years/${GOLF.year}/models/${GOLF.model}/engines`)).data
    expect(engines.map((engine: unknown) => EngineSummarySchema.parse(engine).slug)).toContain(GOLF.engine)
    const transmissions = (await getJson(`${enginePath(S4)}/transmissions`)).data
    expect(transmissions.map((t: unknown) => TransmissionSummarySchema.parse(t).slug)).toContain(S4.transmission)
  })

  it('answers an engine with its tunes, restrictions, discounts and transmissions (EngineSchema)', async () => {
    const engine: Engine & { currency: string } = await getJson(enginePath(GOLF))
    expect(EngineSchema.parse(engine)).toBeTruthy()
    expect(engine).toMatchObject({ slug: GOLF.engine, year: GOLF.year, currency: 'USD' })
    expect(engine.make.slug).toBe(GOLF.make)
    expect(engine.model.slug).toBe(GOLF.model)
    expect(engine.tunes.filter((tune) => tune.is_stock)).toHaveLength(1)
    expect(engine.tunes.some((tune) => tune.stage === 1)).toBe(true)
    const ids = new Set(engine.tunes.map((tune) => tune.id))
    for (const tune of engine.tunes) {
      for (const price of allPrices(tune)) expect(price.currency).toBe('USD')
      // requires/recommended point at tunes of this vehicle (its engine or its transmissions).
      expect(tune.requires.every((id) => id !== tune.id)).toBe(true)
    }
    expect(ids.size).toBe(engine.tunes.length)
  })

  it('answers a transmission with its tunes and restrictions (TransmissionSchema)', async () => {
    const transmission: Transmission = await getJson(`${enginePath(S4)}/transmissions/${S4.transmission}`)
    expect(TransmissionSchema.parse(transmission).slug).toBe(S4.transmission)
    expect(transmission.tunes.length).toBeGreaterThan(0)
  })

  it.each([
    ['an unknown make', `${V1}/makes/no-such-make/years`],
    ['an unknown make under models', `${V1}/makes/no-such-make/years/2019/models`],
    ['a year that is not a year', `${V1}/makes/volkswagen/years/abc/models`],
    ['a two-digit year', `${V1}/makes/volkswagen/years/19/models`],
    ['a year with two decimals', `${V1}/makes/volkswagen/years/2019.55/models`],
    ['a lower-case series', `${V1}/makes/volkswagen/years/series/models`],
    ['a year the make does not have', `${V1}/makes/volkswagen/years/1901/models`],
    ['an unknown model', `${V1}/makes/volkswagen/years/2019/models/no-such-model/engines`],
    ['an unknown engine', enginePath({ ...GOLF, engine: 'no-such-engine' })],
    ['an engine of another model', enginePath({ ...GOLF, model: S4.model, make: S4.make, engine: GOLF.engine })],
    ['an engine in the wrong year', enginePath({ ...GOLF, year: '1999' })],
    ['an invalid year under an engine', enginePath({ ...GOLF, year: 'abc' })],
    ['transmissions of an unknown engine', `${enginePath({ ...GOLF, engine: 'nope' })}/transmissions`],
    ['an unknown transmission', `${enginePath(S4)}/transmissions/no-such-gearbox`],
    ['a transmission of another engine', `${enginePath(GOLF)}/transmissions/${S4.transmission}`],
    ['a years path with a bad year', `${V1}/makes/x/years/abc`],
  ])('answers 404 in the envelope for %s', async (_what, path) => {
    await expectNotFound(path)
  })
})

describe('tools, rules, dyno runs and the vehicle list', () => {
  it('lists the tools priced in the display currency', async () => {
    const body = await getJson(`${V1}/tools?currency=EUR`)
    expect(body.currency).toBe('EUR')
    const tools = body.data.map((tool: unknown) => ToolSchema.parse(tool))
    expect(tools.length).toBeGreaterThanOrEqual(4)
    for (const tool of tools) {
      expect(tool.price.currency).toBe('EUR')
      expect(tool.install_fee.currency).toBe('EUR')
      if (!tool.is_rentable) expect(tool.rent_price).toBeNull()
    }
    expect(tools.some((tool: { is_fz3: boolean }) => tool.is_fz3)).toBe(true)
    expect(tools.some((tool: { is_fzl: boolean }) => tool.is_fzl)).toBe(true)
  })

  it('lists the global compatibility rules', async () => {
    const body = await getJson(`${V1}/global-compat-rules`)
    expect(body.data.map((rule: unknown) => GlobalCompatRuleSchema.parse(rule)).length).toBeGreaterThan(0)
  })

  it('answers a dyno run of an engine’s tune with its curves', async () => {
    const engine: Engine = await getJson(enginePath(GOLF))
    const id = engine.tunes.flatMap((tune) => tune.dyno_csv_ids)[0]
    expect(id).toBeDefined()
    const dyno = DynoCsvSchema.parse(await getJson(`${V1}/dyno-csv/${id}`))
    expect(engine.tunes.find((tune) => tune.id === dyno.tune_id)?.dyno_csv_ids).toContain(id)
    const { rpm, stock_hp, tuned_hp, stock_torque, tuned_torque } = dyno.curves
    expect(rpm.length).toBeGreaterThan(5)
    for (const curve of [stock_hp, tuned_hp, stock_torque, tuned_torque]) expect(curve).toHaveLength(rpm.length)
  })

  it.each(['999999999', 'abc', '0', '-1', '1.5', '99999999999999999999'])(
    'answers 404 for the dyno id %s',
    async (id) => {
      await expectNotFound(`${V1}/dyno-csv/${id}`)
    },
  )

  it('lists every vehicle with tune counts and from-prices', async () => {
    const body = await getJson(`${V1}/list-all`)
    expect(body.currency).toBe('USD')
    const entries = body.data.map((entry: unknown) => VehicleListEntrySchema.parse(entry))
    expect(entries.length).toBeGreaterThanOrEqual(150)
    const golf = entries.find(
      (entry: { make: string; model: string; engine: string; year: string }) =>
        entry.make === GOLF.make &&
        entry.year === GOLF.year &&
        entry.model === GOLF.model &&
        entry.engine === GOLF.engine,
    )
    expect(golf).toMatchObject({ tune_count: expect.any(Number), from_price: { currency: 'USD' } })
    expect(golf.tune_count).toBeGreaterThan(1)
    const s4 = entries.find((entry: { model: string; engine: string }) => entry.model === S4.model)
    expect(s4.transmissions).toContain(S4.transmission)
  })
})

describe('dealer prices (PERMISSIONS.md: dealer prices only for dealers)', () => {
  const dealerPricesOf = (engine: Engine) =>
    engine.tunes.filter((tune) => !tune.is_stock).map((tune) => [tune.dealerprice, tune.dealeraddonprice])

  it('hides them from anonymous visitors and customers', async () => {
    const anonymous: Engine = await getJson(enginePath(GOLF))
    expect(
      dealerPricesOf(anonymous)
        .flat()
        .every((price) => price === null),
    ).toBe(true)
    const customer: Engine = await getJson(enginePath(GOLF), await app.login('customer@example.com'))
    expect(
      dealerPricesOf(customer)
        .flat()
        .every((price) => price === null),
    ).toBe(true)
    for (const email of ['tuner@example.com', 'affiliate@example.com']) {
      const engine: Engine = await getJson(enginePath(GOLF), await app.login(email))
      expect(
        dealerPricesOf(engine)
          .flat()
          .every((price) => price === null),
        email,
      ).toBe(true)
    }
  })

  it.each(['dealer@example.com', 'staff@example.com', 'admin@example.com'])('shows them to %s', async (email) => {
    const engine: Engine = await getJson(enginePath(GOLF), await app.login(email))
    const stage1 = engine.tunes.find((tune) => tune.stage === 1 && !tune.optional)!
    expect(stage1.dealerprice).toEqual({ amount_minor: expect.any(Number), currency: 'USD' })
    expect(stage1.dealerprice!.amount_minor).toBeLessThan(stage1.price.amount_minor)
    const transmission: Transmission = await getJson(
      `${enginePath(S4)}/transmissions/${S4.transmission}`,
      await app.login(email),
    )
    expect(transmission.tunes.filter((tune) => !tune.is_stock).every((tune) => tune.dealerprice !== null)).toBe(true)
  })
})

describe('currencies', () => {
  it('prices an engine in EUR from its own EUR prices', async () => {
    const usd: Engine = await getJson(enginePath(GOLF))
    const eur: Engine & { currency: string } = await getJson(`${enginePath(GOLF)}?currency=EUR`)
    expect(eur.currency).toBe('EUR')
    for (const tune of eur.tunes) for (const price of allPrices(tune)) expect(price.currency).toBe('EUR')
    const stage1 = (engine: Engine) => engine.tunes.find((tune) => tune.stage === 1 && !tune.optional)!
    expect(stage1(eur).price.amount_minor).not.toBe(stage1(usd).price.amount_minor)
  })

  it.each(['JPY', 'XXX'])('falls back to the first store currency for %s', async (currency) => {
    expect((await getJson(`${enginePath(GOLF)}?currency=${currency}`)).currency).toBe('USD')
  })

  it.each(['eur', 'EURO', '12A'])('answers 422 for the malformed currency %s', async (currency) => {
    const response = await app.request('GET', `${enginePath(GOLF)}?currency=${currency}`)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: 'validation_failed', errors: { currency: expect.any(Array) } })
  })
})

describe('flash tool compatibility lists and subscriptions', () => {
  it.each(['fz3', 'fzl'])('lists the vehicles a %s tool can tune', async (kind) => {
    const body = await getJson(`${V1}/${kind}-compat`)
    expect(body.kind).toBe(kind)
    expect(body.tools.length).toBeGreaterThan(0)
    expect(body.data.length).toBeGreaterThan(0)
    for (const entry of body.data.slice(0, 20)) {
      expect(entry.path).toMatch(/^\/catalog\/[a-z0-9-]+\/(Series|\d{4}(\.\d)?)\/[a-z0-9-]+\/[a-z0-9-]+/)
      expect(entry.tune_count).toBeGreaterThan(0)
    }
  })

  it('applies the global rules: the FZL list has no Porsche (the FZL does not support Porsche control units)', async () => {
    const fzl = await getJson(`${V1}/fzl-compat`)
    expect(fzl.data.some((entry: { make: string }) => entry.make === 'porsche')).toBe(false)
    const fz3 = await getJson(`${V1}/fz3-compat`)
    expect(fz3.data.some((entry: { make: string }) => entry.make === 'porsche')).toBe(true)
  })

  it('applies engine and transmission restrictions', async () => {
    const golfIn = (body: { data: { path: string }[] }) =>
      body.data.some((entry) => entry.path === `/catalog/${GOLF.make}/${GOLF.year}/${GOLF.model}/${GOLF.engine}`)
    expect(golfIn(await getJson(`${V1}/fz3-compat`))).toBe(true)
    const [fz3] = await app.db.select().from(catalogTool).where(eq(catalogTool.slug, 'fz3'))
    const [engine] = await app.db
      .select({ id: catalogEngine.id })
      .from(catalogEngine)
      .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
      .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
      .where(
        and(
          eq(catalogMake.slug, GOLF.make),
          eq(catalogModel.year, GOLF.year),
          eq(catalogModel.slug, GOLF.model),
          eq(catalogEngine.slug, GOLF.engine),
        ),
      )
    const transmissions = await app.db
      .select({ id: catalogTransmission.id })
      .from(catalogTransmission)
      .where(eq(catalogTransmission.engineId, engine!.id))
    const added = await app.db
      .insert(catalogToolRestriction)
      .values([
        { engineId: engine!.id, toolId: fz3!.id, reason: 'test' },
        ...transmissions.map((t) => ({ transmissionId: t.id, toolId: fz3!.id, reason: 'test' })),
      ])
      .returning({ id: catalogToolRestriction.id })
    try {
      await app.deps.catalogCache.invalidate()
      expect(golfIn(await getJson(`${V1}/fz3-compat`))).toBe(false)
    } finally {
      await app.db.delete(catalogToolRestriction).where(
        inArray(
          catalogToolRestriction.id,
          added.map((row) => row.id),
        ),
      )
      await app.deps.catalogCache.invalidate()
    }
  })

  it('stores a subscription once; a repeat answers the same and adds no row', async () => {
    const first = await app.request('POST', `${V1}/fz3-compat/subscribe`, { body: { email: ' Someone@Example.com ' } })
    expect(first.status).toBe(200)
    const firstBody = await first.json()
    expect(firstBody).toEqual({ kind: 'fz3', email: 'someone@example.com', subscribed: true })
    const again = await app.request('POST', `${V1}/fz3-compat/subscribe`, { body: { email: 'someone@example.com' } })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(firstBody)
    // The same address for the other tool kind is its own subscription.
    const other = await app.request('POST', `${V1}/fzl-compat/subscribe`, { body: { email: 'someone@example.com' } })
    expect(await other.json()).toEqual({ kind: 'fzl', email: 'someone@example.com', subscribed: true })
    expect(await countSubscriptions('someone@example.com')).toEqual({ fz3: 1, fzl: 1 })
  })

  it.each([{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }, { email: `${'a'.repeat(250)}@example.com` }])(
    'answers 422 in the envelope for %j',
    async (body) => {
      const response = await app.request('POST', `${V1}/fzl-compat/subscribe`, { body })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'validation_failed', errors: { email: expect.any(Array) } })
    },
  )
})

describe('category pages', () => {
  it.each(CATEGORY_SLUGS)('lists the tunes of %s with their vehicle paths', async (category) => {
    const body = CategoryPageSchema.parse(await getJson(`${V1}/categories/${category}`))
    expect(body.category).toBe(category)
    expect(body.meta).toMatchObject({ page: 1, per_page: 20 })
    expect(body.data.length).toBeGreaterThan(0)
    for (const tune of body.data) {
      expect(tune.vehicle.path.startsWith(`/catalog/${tune.vehicle.make}/${tune.vehicle.year}/`)).toBe(true)
      expect(tune.dealerprice).toBeNull()
      const stage = /^stage-(\d)-tuning$/.exec(category)?.[1]
      if (stage) expect(tune.stage).toBe(Number(stage))
      if (category === 'tcu-tuning') expect(tune.kind).toBe('tcu')
      if (category === 'engine-tuning') {
        expect(tune.kind).toBe('ecu')
        expect(tune.gain_hp).toBeGreaterThan(0)
      }
    }
  })

  it('filters by make and pages 1-based', async () => {
    const all = CategoryPageSchema.parse(await getJson(`${V1}/categories/stage-1-tuning?per_page=5`))
    expect(all.data).toHaveLength(5)
    expect(all.meta.pages).toBeGreaterThan(1)
    const second = CategoryPageSchema.parse(await getJson(`${V1}/categories/stage-1-tuning?per_page=5&page=2`))
    expect(second.data.map((t) => t.id)).not.toEqual(all.data.map((t) => t.id))
    const audi = CategoryPageSchema.parse(await getJson(`${V1}/categories/stage-1-tuning?make=audi`))
    expect(audi.make).toBe('audi')
    expect(audi.data.length).toBeGreaterThan(0)
    expect(audi.data.every((t) => t.vehicle.make === 'audi')).toBe(true)
    expect(audi.meta.total).toBe(all.makes.find((make) => make.slug === 'audi')?.count)
    // A make without tunes in the category lists nothing; a make that does not exist is a 404.
    const mini = CategoryPageSchema.parse(await getJson(`${V1}/categories/stage-4-tuning?make=mini`))
    expect(mini.data.every((t) => t.vehicle.make === 'mini')).toBe(true)
    await expectNotFound(`${V1}/categories/stage-1-tuning?make=no-such-make`)
    const past = CategoryPageSchema.parse(await getJson(`${V1}/categories/stage-1-tuning?page=9999`))
    expect(past.data).toEqual([])
  })

  it('answers 404 for an unknown category and 422 for bad paging', async () => {
    await expectNotFound(`${V1}/categories/warp-drive-tuning`)
    for (const query of ['page=0', 'page=abc', 'per_page=101', 'per_page=0']) {
      const response = await app.request('GET', `${V1}/categories/stage-1-tuning?${query}`)
      expect(response.status, query).toBe(422)
    }
  })
})

describe('guides', () => {
  it('answers the guide of a make', async () => {
    const guide = GuideSchema.parse(await getJson(`${V1}/guide/${GOLF.make}`))
    expect(guide.make.slug).toBe(GOLF.make)
    expect(guide.engine).toBeNull()
    expect(guide.steps.length).toBeGreaterThan(0)
  })

  it('answers the steps for one vehicle: its tunes, the tool that flashes them and its add-ons', async () => {
    const guide = GuideSchema.parse(
      await getJson(`${V1}/guide/${GOLF.make}/${GOLF.year}/${GOLF.model}/${GOLF.engine}?currency=GBP`),
    )
    expect(guide).toMatchObject({ currency: 'GBP', year: GOLF.year, engine: { slug: GOLF.engine } })
    const tuneStep = guide.steps.find((step) => step.kind === 'tune')
    expect(tuneStep?.tunes.length).toBeGreaterThan(0)
    expect(tuneStep?.tunes.every((tune) => tune.price.currency === 'GBP' && tune.dealerprice === null)).toBe(true)
    const toolStep = guide.steps.find((step) => step.kind === 'tool')
    expect(toolStep?.tools.length).toBeGreaterThan(0)
    const model = GuideSchema.parse(await getJson(`${V1}/guide/${GOLF.make}/${GOLF.year}/${GOLF.model}`))
    expect(model.model?.slug).toBe(GOLF.model)
  })

  it.each([
    `${V1}/guide/no-such-make`,
    `${V1}/guide/volkswagen/abc/golf-gti`,
    `${V1}/guide/volkswagen/2019/no-such-model`,
    `${V1}/guide/volkswagen/2019/golf-gti/no-such-engine`,
  ])('answers 404 for %s', async (path) => {
    await expectNotFound(path)
  })
})

describe('the response cache', () => {
  it('answers a miss, then a hit with the same body', async () => {
    const path = `${V1}/makes/${GOLF.make}/years`
    app.deps.catalogCache.invalidate()
    const first = await app.request('GET', path)
    expect(first.headers.get('x-cache')).toBe('miss')
    const second = await app.request('GET', path)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('content-type')).toContain('application/json')
  })

  it('keeps dealers’ and visitors’ answers apart, and currencies apart', async () => {
    app.deps.catalogCache.invalidate()
    const dealer = await app.login('dealer@example.com')
    const visitor: Engine = await getJson(enginePath(GOLF))
    const asDealer: Engine = await getJson(enginePath(GOLF), dealer)
    const again: Engine = await getJson(enginePath(GOLF))
    expect(visitor.tunes.every((tune) => tune.dealerprice === null)).toBe(true)
    expect(asDealer.tunes.some((tune) => tune.dealerprice !== null)).toBe(true)
    expect(again).toEqual(visitor)
    const eur = await app.request('GET', `${enginePath(GOLF)}?currency=EUR`)
    expect(eur.headers.get('x-cache')).toBe('miss')
  })

  it('serves an anonymous hit without touching the database', async () => {
    const path = enginePath(GOLF)
    await app.request('GET', path)
    const touched = await watchDatabase(async () => {
      const response = await app.request('GET', path)
      expect(response.headers.get('x-cache')).toBe('hit')
      expect(response.headers.get('x-identity')).toBe('anonymous')
    })
    expect(touched).toEqual([])
  })

  it('serves a logged-in dealer’s repeat without touching the database, with the dealer’s prices', async () => {
    const cookie = await app.login('dealer@example.com')
    const path = enginePath(GOLF)
    const first: Engine = await getJson(path, cookie)
    const touched = await watchDatabase(async () => {
      const response = await app.request('GET', path, { cookie })
      expect(response.headers.get('x-cache')).toBe('hit')
      expect(response.headers.get('x-identity')).not.toBe('anonymous')
      expect(await response.json()).toEqual(first)
    })
    expect(touched).toEqual([])
    expect(first.tunes.some((tune) => tune.dealerprice !== null)).toBe(true)
  })

  it('answers the fast lane’s repeat exactly as the first answer, headers included', async () => {
    const path = `${enginePath(GOLF)}?currency=GBP`
    await app.deps.catalogCache.invalidate()
    const first = await app.request('GET', path)
    const again = await app.request('GET', path)
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(await again.text()).toBe(await first.text())
    const shown = (response: Response) =>
      [...response.headers.entries()].filter(([name]) => !['x-request-id', 'x-cache'].includes(name)).sort()
    expect(shown(again)).toEqual(shown(first))
    expect(again.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  })

  it('still validates what the fast lane has not recorded', async () => {
    await app.request('GET', enginePath(GOLF))
    const odd = await app.request('GET', `${enginePath(GOLF)}?currency=usd`)
    expect(odd.status).toBe(422)
    const extra = await app.request('GET', `${enginePath(GOLF)}?currency=EUR&utm_source=x`)
    expect(extra.status).toBe(200)
    expect((await extra.json()).currency).toBe('EUR')
  })

  it('answers fresh data after a catalog write is invalidated', async () => {
    const path = `${V1}/makes`
    await app.request('GET', path)
    expect((await app.request('GET', path)).headers.get('x-cache')).toBe('hit')
    await renameMake('volkswagen', 'Volkswagen (renamed)')
    // Without the invalidation the cached answer stands; the write's invalidation clears it.
    expect((await (await app.request('GET', path)).json()).data.map((m: { name: string }) => m.name)).not.toContain(
      'Volkswagen (renamed)',
    )
    await app.deps.catalogCache.invalidate()
    const fresh = await app.request('GET', path)
    expect(fresh.headers.get('x-cache')).toBe('miss')
    expect((await fresh.json()).data.map((m: { name: string }) => m.name)).toContain('Volkswagen (renamed)')
    await renameMake('volkswagen', 'Volkswagen')
    await app.deps.catalogCache.invalidate()
  })

  it('does not keep 404s', async () => {
    const path = `${V1}/makes/no-such-make/years`
    await app.request('GET', path)
    const again = await app.request('GET', path)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-cache')).toBeNull()
  })
})

// ---- helpers that reach into the data

/** Runs `action` and lists the query-builder calls made on the app's database meanwhile. */
async function watchDatabase(action: () => Promise<void>): Promise<string[]> {
  const db = app.deps.db as unknown as Record<string, (...args: unknown[]) => unknown>
  const touched: string[] = []
  const originals = new Map<string, (...args: unknown[]) => unknown>()
  for (const method of ['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction', 'query']) {
    const original = db[method]
    if (typeof original !== 'function') continue
    originals.set(method, original)
    db[method] = (...args: unknown[]) => {
      touched.push(method)
      return original.apply(db, args)
    }
  }
  try {
    await action()
  } finally {
    for (const [method, original] of originals) db[method] = original
  }
  return touched
}

async function countSubscriptions(email: string) {
  const rows = await app.db
    .select({ kind: catalogCompatSubscription.kind, n: sql<number>`count(*)::int` })
    .from(catalogCompatSubscription)
    .where(eq(catalogCompatSubscription.email, email))
    .groupBy(catalogCompatSubscription.kind)
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]))
}

async function renameMake(slug: string, name: string) {
  await app.db.update(catalogMake).set({ name }).where(eq(catalogMake.slug, slug))
}
