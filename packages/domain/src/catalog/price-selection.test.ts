import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tune, TUNE_TYPES, usd } from './catalog.test-fixtures'
import { priceSelection } from './price-selection'
import { vehicleSelectionReducer } from './vehicle-selection-reducer'
import { INITIAL_VEHICLE_SELECTION, type VehicleSelection } from './vehicle-selection.schema'

const prices = (price: number, addonprice: number, extra: Parameters<typeof tune>[1] = {}) => ({
  price: usd(price),
  addonprice: usd(addonprice),
  ...extra,
})

const stock = tune(1, { is_stock: true, ...prices(0, 0) })
const stage1 = tune(2, {
  name: 'Stage 1',
  ...prices(59900, 0, { baseprice: usd(69900), dealerprice: usd(44900) }),
})
const pops = tune(4, {
  name: 'Pops and bangs',
  optional: true,
  ...prices(19900, 9900, { baseaddonprice: usd(14900), dealeraddonprice: usd(7900), dealerprice: usd(15900) }),
})
const dsg = tune(6, { name: 'DSG', tune_types: [TUNE_TYPES.dsg], ...prices(39900, 0) })
const awd = tune(7, { name: 'Haldex', tune_types: [TUNE_TYPES.awd], ...prices(29900, 0, { dealerprice: null }) })
const awdAddon = tune(8, { optional: true, tune_types: [TUNE_TYPES.awd], ...prices(9900, 4900) })
const tcu = tune(21, { name: 'TCU', ...prices(49900, 0, { baseprice: usd(49900) }) })
const tcuAddon = tune(22, { optional: true, ...prices(14900, 9900) })

const engineTunes = [stock, stage1, pops, dsg, awd, awdAddon]
const transmissionTunes = [tcu, tcuAddon]
const price = (chosen: Partial<VehicleSelection>, role: 'customer' | 'dealer' = 'customer') =>
  priceSelection({
    engineTunes,
    transmissionTunes,
    selection: { ...INITIAL_VEHICLE_SELECTION, ...chosen },
    role,
    currency: 'USD',
  })

describe('priceSelection', () => {
  it('a main tune costs price; baseprice is the list price shown when higher', () => {
    expect(price({ tune: 2 })).toEqual({
      lines: [{ tuneId: 2, name: 'Stage 1', kind: 'ecu', unitPrice: usd(59900), listPrice: usd(69900) }],
      total: usd(59900),
    })
  })

  it('dealers pay dealerprice when it is set', () => {
    expect(price({ tune: 2 }, 'dealer').total).toEqual(usd(44900))
  })

  it('dealers pay price when dealerprice is null', () => {
    expect(price({ awdTune: 7 }, 'dealer').total).toEqual(usd(29900))
  })

  it('an add-on bought with its main tune costs addonprice, listed at baseaddonprice', () => {
    expect(price({ tune: 2, addOnTunes: [4] }).lines[1]).toEqual({
      tuneId: 4,
      name: 'Pops and bangs',
      kind: 'addon',
      unitPrice: usd(9900),
      listPrice: usd(14900),
    })
  })

  it('dealers pay dealeraddonprice for an add-on with its main tune', () => {
    expect(price({ tune: 2, addOnTunes: [4] }, 'dealer').lines[1]?.unitPrice).toEqual(usd(7900))
  })

  it('an add-on without its main tune (stock ECU tune) costs price, a dealer dealerprice', () => {
    expect(price({ tune: 1, addOnTunes: [4] }).lines).toEqual([
      { tuneId: 4, name: 'Pops and bangs', kind: 'addon', unitPrice: usd(19900), listPrice: null },
    ])
    expect(price({ tune: 1, addOnTunes: [4] }, 'dealer').total).toEqual(usd(15900))
  })

  it.each([
    [{ transmissionTune: 21, transmissionAddOnTunes: [22] }, 49900 + 9900],
    [{ transmissionAddOnTunes: [22] }, 14900],
    [{ awdTune: 7, awdAddOnTunes: [8] }, 29900 + 4900],
    [{ awdAddOnTunes: [8] }, 9900],
  ])('TCU and AWD add-ons follow their own main tune: %o costs %i', (chosen, total) => {
    expect(price(chosen).total).toEqual(usd(total))
  })

  it('the stock tune costs nothing (it is not a line)', () => {
    expect(price({ tune: 1 })).toEqual({ lines: [], total: usd(0) })
  })

  it('a list price equal to the unit price is not struck through', () => {
    expect(price({ transmissionTune: 21 }).lines[0]?.listPrice).toBeNull()
  })

  it('every kind gets its line, in display order', () => {
    const result = price({
      tune: 2,
      addOnTunes: [4],
      dsgTune: 6,
      transmissionTune: 21,
      transmissionAddOnTunes: [22],
      awdTune: 7,
      awdAddOnTunes: [8],
    })
    expect(result.lines.map(({ kind }) => kind)).toEqual([
      'ecu',
      'addon',
      'dsg',
      'tcu',
      'tcu-addon',
      'awd',
      'awd-addon',
    ])
    expect(result.total).toEqual(usd(59900 + 9900 + 39900 + 49900 + 9900 + 29900 + 4900))
  })

  it('nothing chosen costs 0 in the display currency', () => {
    expect(
      priceSelection({
        engineTunes: [],
        transmissionTunes: [],
        selection: INITIAL_VEHICLE_SELECTION,
        role: 'customer',
        currency: 'EUR',
      }).total,
    ).toEqual({ amount_minor: 0, currency: 'EUR' })
  })

  it('a tune priced in another currency is a programming error', () => {
    expect(() =>
      priceSelection({
        engineTunes,
        transmissionTunes,
        selection: { ...INITIAL_VEHICLE_SELECTION, tune: 2 },
        role: 'customer',
        currency: 'EUR',
      }),
    ).toThrow(RangeError)
  })

  describe('properties over random catalogs and selections', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 })
    const arbitraryTune = (id: number, optional: boolean, types: (typeof TUNE_TYPES)[keyof typeof TUNE_TYPES][]) =>
      fc
        .record({
          price: amount,
          addonprice: amount,
          baseprice: amount,
          baseaddonprice: amount,
          dealerprice: fc.option(amount),
          dealeraddonprice: fc.option(amount),
        })
        .map((p) =>
          tune(id, {
            optional,
            tune_types: types,
            price: usd(p.price),
            addonprice: usd(p.addonprice),
            baseprice: usd(p.baseprice),
            baseaddonprice: usd(p.baseaddonprice),
            dealerprice: p.dealerprice === null ? null : usd(p.dealerprice),
            dealeraddonprice: p.dealeraddonprice === null ? null : usd(p.dealeraddonprice),
          }),
        )
    const scenario = fc.record({
      ecu: fc.array(arbitraryTune(0, false, [TUNE_TYPES.plain]), { minLength: 1, maxLength: 3 }),
      addons: fc.array(arbitraryTune(0, true, [TUNE_TYPES.plain]), { maxLength: 4 }),
      tcuAddons: fc.array(arbitraryTune(0, true, [TUNE_TYPES.plain]), { maxLength: 3 }),
      tcu: arbitraryTune(0, false, [TUNE_TYPES.plain]),
      withTcu: fc.boolean(),
      role: fc.constantFrom('customer' as const, 'dealer' as const),
    })

    const world = scenario.chain((s) => {
      let next = 100
      const renumber = <T extends { id: number }>(t: T): T => ({ ...t, id: next++ })
      const ecuTunes = s.ecu.map(renumber)
      const addonTunes = s.addons.map(renumber)
      const tcuTune = renumber(s.tcu)
      const tcuAddonTunes = s.tcuAddons.map(renumber)
      const catalog = { engineTunes: [...ecuTunes, ...addonTunes], transmissionTunes: [tcuTune, ...tcuAddonTunes] }
      const chosen = [ecuTunes[0]!, ...addonTunes, ...(s.withTcu ? [tcuTune] : []), ...tcuAddonTunes].map(
        ({ id }) => id,
      )
      const orders = fc.shuffledSubarray(chosen, { minLength: chosen.length, maxLength: chosen.length })
      return fc.tuple(fc.constant({ catalog, chosen, role: s.role }), orders)
    })

    it('the total is the sum of the lines, an integer, never negative, and independent of the order tunes were chosen', () => {
      fc.assert(
        fc.property(world, ([{ catalog, chosen, role }, order]) => {
          const choose = (ids: number[]) =>
            ids.reduce(
              (state, tuneId) => vehicleSelectionReducer(state, { type: 'tuneAdded', tuneId, catalog }),
              INITIAL_VEHICLE_SELECTION,
            )
          const result = priceSelection({ ...catalog, selection: choose(chosen), role, currency: 'USD' })
          const sum = result.lines.reduce((total, line) => total + line.unitPrice.amount_minor, 0)
          expect(result.total).toEqual(usd(sum))
          expect(Number.isSafeInteger(result.total.amount_minor)).toBe(true)
          expect(result.total.amount_minor).toBeGreaterThanOrEqual(0)
          expect(result.lines).toHaveLength(chosen.length)
          expect(priceSelection({ ...catalog, selection: choose(order), role, currency: 'USD' }).total).toEqual(
            result.total,
          )
        }),
      )
    })
  })
})
