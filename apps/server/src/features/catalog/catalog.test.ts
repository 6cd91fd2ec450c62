import { describe, expect, it } from 'vitest'
import {
  MakeSeoSchema,
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
} from '@shop/domain/catalog'
import { app, V1, GOLF, S4, enginePath, getJson, expectNotFound, allPrices } from './catalog.test-fixtures'

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
