import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../../../test/test-database'
import type { Database } from '../../client'
import { seedFeaturedItems } from '../featured-items'
import { buildCatalog } from './build-catalog'
import { seedCatalog } from './seed-catalog'
import { CURRENCY_RATES } from './tools'

const AT = new Date('2026-01-05T16:00:00Z')
const TABLES = [
  'catalog_make',
  'catalog_model',
  'catalog_engine',
  'catalog_transmission',
  'catalog_tune_type',
  'catalog_tune',
  'catalog_tune_price',
  'catalog_tune_tune_type',
  'catalog_tune_requires',
  'catalog_tune_recommended',
  'catalog_tool',
  'catalog_tool_price',
  'catalog_tune_tool',
  'catalog_tool_restriction',
  'catalog_global_compat_rule',
  'catalog_role_discount',
  'catalog_dyno_csv',
  'catalog_guide',
  'catalog_price_tier',
]

let first: Database
let second: Database

async function rows<T = Record<string, unknown>>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query))
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

async function dump(database: Database) {
  const out: Record<string, unknown[]> = {}
  for (const table of TABLES) out[table] = await rows(database, `select * from ${table} order by 1, 2`)
  return out
}

beforeAll(async () => {
  ;[first, second] = await Promise.all([freshDatabase(), freshDatabase()])
  await first.db.transaction((tx) => seedCatalog(tx, AT))
  await second.db.transaction((tx) => seedCatalog(tx, AT))
  await first.db.transaction((tx) => seedFeaturedItems(tx, AT))
}, 180_000)

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

describe('the demo catalog seed', () => {
  it('gives identical rows on every run', async () => {
    expect(buildCatalog()).toEqual(buildCatalog())
    const [a, b] = await Promise.all([dump(first), dump(second)])
    for (const table of TABLES) expect(b[table], table).toEqual(a[table])
  })

  it('is a believable catalog: makes of Europe and North America, 150+ engines, 800+ tunes', async () => {
    const [counts] = await rows<Record<string, number>>(
      first,
      `select (select count(*)::int from catalog_make) as makes,
              (select count(*)::int from catalog_make where origin = 'europe') as european,
              (select count(*)::int from catalog_make where origin = 'north-america') as north_american,
              (select count(*)::int from catalog_make where seo_title is not null) as with_seo,
              (select count(*)::int from catalog_engine) as engines,
              (select count(*)::int from catalog_engine where fuel = 'diesel') as diesel,
              (select count(*)::int from catalog_tune) as tunes,
              (select count(*)::int from catalog_tune where transmission_id is not null) as transmission_tunes,
              (select count(distinct stage)::int from catalog_tune) as stages,
              (select count(*)::int from catalog_tune where optional) as add_ons,
              (select count(*)::int from catalog_tune t join catalog_tune_tune_type x on x.tune_id = t.id
                 join catalog_tune_type y on y.id = x.tune_type_id where y.is_awd) as awd,
              (select count(*)::int from catalog_tune t join catalog_tune_tune_type x on x.tune_id = t.id
                 join catalog_tune_type y on y.id = x.tune_type_id where y.is_dsg) as dsg,
              (select count(*)::int from catalog_tune t join catalog_tune_tune_type x on x.tune_id = t.id
                 join catalog_tune_type y on y.id = x.tune_type_id where y.slug = 'e85') as e85,
              (select count(*)::int from catalog_tune_requires) as requires,
              (select count(*)::int from catalog_tune_recommended) as recommended,
              (select count(*)::int from catalog_tune where give_split_credits) as split,
              (select count(*)::int from catalog_tool_restriction) as restrictions,
              (select count(*)::int from catalog_global_compat_rule) as rules,
              (select count(*)::int from catalog_guide) as guides`,
    )
    expect(counts!.makes).toBeGreaterThanOrEqual(10)
    expect(counts!.european).toBeGreaterThanOrEqual(5)
    expect(counts!.north_american).toBeGreaterThanOrEqual(5)
    expect(counts!.with_seo).toBeGreaterThan(Number(counts!.makes) / 2)
    expect(counts!.engines).toBeGreaterThanOrEqual(150)
    expect(counts!.diesel).toBeGreaterThan(10)
    expect(counts!.tunes).toBeGreaterThanOrEqual(800)
    expect(counts!.stages).toBe(4)
    for (const key of ['transmission_tunes', 'add_ons', 'awd', 'dsg', 'e85', 'requires', 'recommended', 'split']) {
      expect(counts![key], key).toBeGreaterThan(0)
    }
    expect(counts!.restrictions).toBeGreaterThan(0)
    expect(counts!.rules).toBeGreaterThan(0)
    expect(counts!.guides).toBeGreaterThanOrEqual(Number(counts!.makes))
  })

  it('writes every year as Series or a number with at most one decimal digit, some of each kind', async () => {
    const years = (await rows<{ year: string }>(first, 'select distinct year from catalog_model')).map((r) => r.year)
    for (const year of years) expect(year).toMatch(/^(Series|\d{4}(\.\d)?)$/)
    expect(years).toContain('Series')
    expect(years.some((year) => year.endsWith('.5'))).toBe(true)
  })

  it('prices every tune and every tool in every store currency, dealers about 25% below retail', async () => {
    const currencies = Object.keys(CURRENCY_RATES).sort()
    const tunes = await rows<{ currencies: string[] }>(
      first,
      `select array_agg(p.currency order by p.currency) as currencies
         from catalog_tune t left join catalog_tune_price p on p.tune_id = t.id group by t.id`,
    )
    for (const tune of tunes) expect(tune.currencies).toEqual(currencies)
    const tools = await rows<{ currencies: string[] }>(
      first,
      `select array_agg(p.currency order by p.currency) as currencies
         from catalog_tool t left join catalog_tool_price p on p.tool_id = t.id group by t.id`,
    )
    for (const tool of tools) expect(tool.currencies).toEqual(currencies)
    const prices = await rows<{ currency: string; price: string; dealerprice: string; baseprice: string }>(
      first,
      'select currency, price, dealerprice, baseprice from catalog_tune_price where price > 0',
    )
    expect(prices.length).toBeGreaterThan(0)
    for (const row of prices) {
      const [price, dealer, base] = [Number(row.price), Number(row.dealerprice), Number(row.baseprice)]
      expect(dealer / price).toBeGreaterThan(0.7)
      expect(dealer / price).toBeLessThan(0.8)
      expect(base).toBeGreaterThanOrEqual(price)
      // Whole units (.00) or .99.
      expect([0, 99]).toContain(price % 100)
    }
    expect(prices.some((row) => Number(row.baseprice) > Number(row.price))).toBe(true)
    const stock = await rows<{ n: number }>(
      first,
      `select count(*)::int as n from catalog_tune t join catalog_tune_price p on p.tune_id = t.id
        where t.is_stock and (p.price <> 0 or p.dealerprice <> 0)`,
    )
    expect(stock[0]!.n).toBe(0)
  })

  it('has tools of every kind, most tunes flashable, a few with no tool at all', async () => {
    const [flags] = await rows<Record<string, number>>(
      first,
      `select count(*) filter (where is_fz3)::int as fz3, count(*) filter (where is_fzl)::int as fzl,
              count(*) filter (where is_benchflash)::int as bench, count(*) filter (where is_inhouse)::int as inhouse,
              count(*) filter (where is_rentable)::int as rentable, count(*) filter (where is_dealer_ownable)::int as dealer
         from catalog_tool`,
    )
    for (const [flag, count] of Object.entries(flags!)) expect(count, flag).toBeGreaterThan(0)
    const [links] = await rows<{ none: number; total: number }>(
      first,
      `select count(*) filter (where not exists (select 1 from catalog_tune_tool x where x.tune_id = t.id))::int as none,
              count(*)::int as total from catalog_tune t`,
    )
    expect(links!.none).toBeGreaterThan(0)
    expect(links!.none).toBeLessThan(10)
  })

  it('draws believable dyno curves for most non-stock ECU tunes: power = torque × rpm / 5252', async () => {
    const dynos = await rows<{
      curves: { rpm: number[]; tuned_hp: number[]; tuned_torque: number[]; stock_hp: number[] }
      fuel: string
      horsepower_value: string
      crank_horsepower_value: string
      crank_factor: string
    }>(
      first,
      `select d.curves, e.fuel, d.horsepower_value, d.crank_horsepower_value, d.crank_factor
         from catalog_dyno_csv d join catalog_tune t on t.id = d.tune_id join catalog_engine e on e.id = t.engine_id`,
    )
    const [share] = await rows<{ with_dyno: number; staged: number; two_runs: number }>(
      first,
      `select count(*) filter (where exists (select 1 from catalog_dyno_csv d where d.tune_id = t.id))::int as with_dyno,
              count(*)::int as staged,
              count(*) filter (where (select count(*) from catalog_dyno_csv d where d.tune_id = t.id) = 2)::int as two_runs
         from catalog_tune t where t.stage is not null and t.engine_id is not null`,
    )
    expect(share!.with_dyno / share!.staged).toBeGreaterThan(0.75)
    expect(share!.two_runs).toBeGreaterThan(0)
    for (const dyno of dynos) {
      const { rpm, tuned_hp, tuned_torque } = dyno.curves
      expect(rpm[0]).toBe(dyno.fuel === 'diesel' ? 1200 : 1500)
      expect(rpm.at(-1)!).toBeLessThanOrEqual(dyno.fuel === 'diesel' ? 4800 : 7000)
      rpm.forEach((r, i) => expect(Math.abs(tuned_hp[i]! - (tuned_torque[i]! * r) / 5252)).toBeLessThan(0.15))
      expect(Number(dyno.horsepower_value)).toBeCloseTo(Math.max(...tuned_hp), 1)
      expect(Number(dyno.crank_factor)).toBeGreaterThanOrEqual(1.15)
      expect(Number(dyno.crank_factor)).toBeLessThanOrEqual(1.2)
      expect(Math.max(...tuned_hp)).toBeGreaterThan(Math.max(...dyno.curves.stock_hp))
    }
  })

  it('has every vehicle the home page links to', async () => {
    const hrefs = await rows<{ href: string }>(first, 'select href from featured_item order by position')
    const paths = hrefs.map((row) => row.href).filter((href) => /^\/catalog\/[^/]+\/[^/]+\//.test(href))
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const [make, year, model, engine, transmission] = path.split('/').slice(2)
      const found = await rows(
        first,
        `select 1 from catalog_make mk join catalog_model m on m.make_id = mk.id join catalog_engine e on e.model_id = m.id
           ${transmission ? `join catalog_transmission t on t.engine_id = e.id and t.slug = '${transmission}'` : ''}
          where mk.slug = '${make}' and m.year = '${year}' and m.slug = '${model}' and e.slug = '${engine}'`,
      )
      expect(found, path).toHaveLength(1)
    }
  })
})
