import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Tool } from '../catalog/catalog.schema'
import { priceSelection } from '../catalog/price-selection'
import { tune, usd } from '../catalog/catalog.test-fixtures'
import { CartEntrySchema } from '../cart/cart.schema'
import { bundleLines } from './bundle-lines'
import { estimateCatalogPurchase, NOTHING_CHOSEN_MESSAGE, type EstimateInput } from './estimate-catalog-purchase'
import { vehicleBundleEntry } from './vehicle-bundle-entry'

const tool = (id: number, fields: Partial<Tool> = {}): Tool => ({
  id,
  slug: `tool-${id}`,
  name: `Tool ${id}`,
  product_slug: `tool-${id}`,
  compat_type: null,
  price: usd(10_000),
  rent_price: null,
  install_fee: usd(0),
  is_fz3: false,
  is_fzl: false,
  is_benchflash: false,
  is_dealer_ownable: false,
  is_inhouse: false,
  is_rentable: false,
  ...fields,
})

const none = {
  addOnTunes: [],
  dsgTune: null,
  transmissionTune: null,
  transmissionAddOnTunes: [],
  awdTune: null,
  awdAddOnTunes: [],
}

function input(fields: Partial<EstimateInput> = {}): EstimateInput {
  return {
    vehicle: '/catalog/audi/2019/s4/3-0-tfsi',
    engine: {
      make: { id: 1, slug: 'audi', name: 'Audi', origin: 'europe' },
      tool_restrictions: [],
      tunes: [
        tune(1, { price: usd(50_000), dealerprice: usd(40_000), tools: [1, 2] }),
        tune(2, { price: usd(20_000), addonprice: usd(15_000), optional: true, tools: [2] }),
        tune(3, { price: usd(30_000), tools: [3] }),
      ],
    },
    transmission: null,
    tools: [
      tool(1, { price: usd(30_000), install_fee: usd(5_000), rent_price: usd(7_900), is_rentable: true }),
      tool(2, { price: usd(45_000), install_fee: usd(2_000) }),
      tool(3, { price: usd(10_000), install_fee: usd(9_000) }),
    ],
    globalRules: [],
    selection: { ...none, tune: 1 },
    role: 'customer',
    currency: 'USD',
    owned: [],
    rent: false,
    ...fields,
  }
}

describe('estimateCatalogPurchase', () => {
  it('prices the tune, buys the cheapest tool and adds its install fee', () => {
    const result = estimateCatalogPurchase(input())
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { type: 'tune', tune_id: 1, amount: usd(50_000) },
        { type: 'tool', tool_id: 1, mode: 'buy', amount: usd(30_000) },
        { type: 'install_fee', amount: usd(5_000) },
      ],
      tunes_total: usd(50_000),
      tool_cost: usd(30_000),
      install_fee: usd(5_000),
      total: usd(85_000),
      rentable_tool_id: 1,
    })
  })

  it('a dealer pays the dealer price; a customer never does', () => {
    expect(estimateCatalogPurchase(input({ role: 'dealer' }))).toMatchObject({ tunes_total: usd(40_000) })
    expect(estimateCatalogPurchase(input({ role: 'customer' }))).toMatchObject({ tunes_total: usd(50_000) })
  })

  it('renting a single rentable tool costs its rent price plus the install fee', () => {
    expect(estimateCatalogPurchase(input({ rent: true }))).toMatchObject({
      lines: [
        { type: 'tune' },
        { type: 'tool', tool_id: 1, mode: 'rent', amount: usd(7_900) },
        { type: 'install_fee' },
      ],
      total: usd(50_000 + 7_900 + 5_000),
    })
  })

  it('"rental applies only to single-tool combinations": two tools are bought even when rent is asked', () => {
    const result = estimateCatalogPurchase(input({ rent: true, selection: { ...none, tune: 3, addOnTunes: [2] } }))
    expect(result).toMatchObject({ ok: true, rentable_tool_id: null })
    if (!result.ok) throw new Error('expected an estimate')
    expect(
      result.lines.filter((line) => line.type === 'tool').map((line) => line.type === 'tool' && line.mode),
    ).toEqual(['buy', 'buy'])
    // "the install fee of a combination is the highest fee among its tools"
    expect(result.install_fee).toEqual(usd(9_000))
  })

  it('an owned tool costs nothing and has no install fee', () => {
    expect(estimateCatalogPurchase(input({ owned: [1] }))).toMatchObject({
      lines: [
        { type: 'tune' },
        { type: 'tool', tool_id: 1, mode: 'owned', amount: usd(0) },
        { type: 'install_fee', amount: usd(0) },
      ],
      total: usd(50_000),
      rentable_tool_id: null,
    })
  })

  it('nothing chosen, or a tune without tools, is an error with its message', () => {
    expect(estimateCatalogPurchase(input({ selection: { ...none, tune: null } }))).toEqual({
      ok: false,
      message: NOTHING_CHOSEN_MESSAGE,
    })
    const engine = { ...input().engine, tunes: [tune(1, { price: usd(1), tools: [] })] }
    expect(estimateCatalogPurchase(input({ engine }))).toEqual({ ok: false, message: 'Tune is missing tools' })
  })

  it('property: the total is the tunes of priceSelection plus the tool lines; lines sum to the total', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 })
    fc.assert(
      fc.property(
        fc.record({ price: amount, dealer: fc.option(amount), t1: amount, f1: amount, t2: amount, f2: amount }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<'customer' | 'dealer'>('customer', 'dealer'),
        (p, rent, ownFirst, role) => {
          const engine = {
            ...input().engine,
            tunes: [
              tune(1, { price: usd(p.price), dealerprice: p.dealer === null ? null : usd(p.dealer), tools: [1, 2] }),
            ],
          }
          const tools = [
            tool(1, {
              price: usd(p.t1),
              install_fee: usd(p.f1),
              is_rentable: true,
              rent_price: usd(Math.floor(p.t1 / 3)),
            }),
            tool(2, { price: usd(p.t2), install_fee: usd(p.f2) }),
          ]
          const args = input({ engine, tools, rent, role, owned: ownFirst ? [1] : [] })
          const result = estimateCatalogPurchase(args)
          if (!result.ok) return false
          const tunes = priceSelection({
            engineTunes: engine.tunes,
            transmissionTunes: [],
            selection: args.selection,
            role,
            currency: 'USD',
          })
          const sum = result.lines.reduce((total, line) => total + line.amount.amount_minor, 0)
          return (
            result.tunes_total.amount_minor === tunes.total.amount_minor &&
            sum === result.total.amount_minor &&
            result.total.amount_minor ===
              tunes.total.amount_minor + result.tool_cost.amount_minor + result.install_fee.amount_minor
          )
        },
      ),
    )
  })
})

describe('bundleLines and vehicleBundleEntry (decision 0068)', () => {
  const priced = (fields: Partial<EstimateInput> = {}) => {
    const result = estimateCatalogPurchase(input(fields))
    if (!result.ok) throw new Error(result.message)
    return result
  }
  const context = { vehicleName: '2019 Audi S4', tools: [1, 2, 3].map((id) => ({ id, product_slug: `tool-${id}` })) }
  const vehicle = {
    path: '/catalog/audi/2019/s4/3-0-tfsi',
    make: 'audi',
    year: '2019',
    model: 's4',
    engine: '3-0-tfsi',
    transmission: null,
  }

  it('has the tunes as one line, the bought tool as its store product and the install fee, each naming the vehicle', () => {
    const lines = bundleLines(priced({ selection: { ...none, tune: 1, addOnTunes: [2] } }), context)
    expect(lines.map((l) => [l.part, l.slug, l.productSlug, l.ships])).toEqual([
      ['tunes', 'tune:/catalog/audi/2019/s4/3-0-tfsi:1,2', null, false],
      ['tool', 'tool-2', 'tool-2', true],
      ['install-fee', 'install-fee:/catalog/audi/2019/s4/3-0-tfsi', null, false],
    ])
    for (const line of lines) expect(line.subtext).toContain('2019 Audi S4')
  })
  it('a rental ships and is no store product; an owned tool is no line and has no fee', () => {
    expect(bundleLines(priced({ rent: true }), context).map((l) => [l.part, l.productSlug, l.ships])).toEqual([
      ['tunes', null, false],
      ['rental', null, true],
      ['install-fee', null, false],
    ])
    expect(bundleLines(priced({ owned: [1] }), context).map((l) => l.part)).toEqual(['tunes'])
  })
  it('labels the tunes "Dealer price" for a dealer and nothing else', () => {
    const [dealerTunes, dealerTool] = bundleLines(priced({ role: 'dealer' }), context)
    expect(dealerTunes).toMatchObject({ note: 'Dealer price', subtext: '2019 Audi S4 · Dealer price' })
    expect(dealerTool!.note).toBe('')
    expect(bundleLines(priced(), context)[0]!.note).toBe('')
  })
  it('builds a cart entry the cart schema accepts, with its tool choice and parts', () => {
    const entry = vehicleBundleEntry({
      estimate: priced({ rent: true }),
      vehicleName: '2019 Audi S4',
      vehicle,
      tools: context.tools,
      choice: { own: [], rent: true },
    })
    expect(CartEntrySchema.safeParse({ ...entry, hash: 'x' }).success).toBe(true)
    expect(entry).toMatchObject({ tuneIds: [1], tools: { own: [], rent: true }, product: { name: '2019 Audi S4' } })
    expect(entry.kind === 'catalog-tune' && entry.parts.map((p) => p.note)).toEqual(['', 'Rental, 14 days', ''])
  })
  it('property: the lines add up to the estimate total, for any prices, role and tool choice', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 })
    fc.assert(
      fc.property(
        fc.record({ price: amount, addon: amount, t1: amount, f1: amount, t2: amount, f2: amount }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<'customer' | 'dealer'>('customer', 'dealer'),
        (p, rent, ownFirst, withAddOn, role) => {
          const engine = {
            ...input().engine,
            tunes: [
              tune(1, { price: usd(p.price), tools: [1, 2] }),
              tune(2, { price: usd(p.addon), addonprice: usd(p.addon), optional: true, tools: [1, 2] }),
            ],
          }
          const tools = [
            tool(1, { price: usd(p.t1), install_fee: usd(p.f1), is_rentable: true, rent_price: usd(p.t1 >> 2) }),
            tool(2, { price: usd(p.t2), install_fee: usd(p.f2) }),
          ]
          const selection = { ...none, tune: 1, addOnTunes: withAddOn ? [2] : [] }
          const result = estimateCatalogPurchase(
            input({ engine, tools, rent, role, selection, owned: ownFirst ? [1] : [] }),
          )
          if (!result.ok) return false
          const lines = bundleLines(result, context)
          return lines.reduce((sum, l) => sum + l.amount.amount_minor, 0) === result.total.amount_minor
        },
      ),
    )
  })
})
