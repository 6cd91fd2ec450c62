import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CATEGORY_SLUGS, CategoryPageSchema, GuideSchema } from '@shop/domain/catalog'
import {
  catalogEngine,
  catalogMake,
  catalogModel,
  catalogTool,
  catalogToolRestriction,
  catalogTransmission,
} from '../../db/schema/catalog'
import { app, V1, GOLF, getJson, expectNotFound, countSubscriptions } from './catalog.test-fixtures'

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
