import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectionFromUrl } from './selection-from-url'
import { selectionHref } from './selection-href'
import { INITIAL_VEHICLE_SELECTION, type VehicleSelection } from './vehicle-selection.schema'

describe('selectionFromUrl (a reload or a shared link gives the same selection)', () => {
  it('reads the vehicle from the path and the tunes from the query', () => {
    expect(selectionFromUrl('/catalog/audi/2019/a4/20-tfsi/dl501', '?tune=12&addons=14,15&power=regular')).toEqual({
      selection: {
        ...INITIAL_VEHICLE_SELECTION,
        make: 'audi',
        year: '2019',
        model: 'a4',
        engine: '20-tfsi',
        transmission: 'dl501',
        tune: 12,
        addOnTunes: [14, 15],
        currentHpTorque: 'regular',
      },
    })
  })

  it('takes the role flags from the caller, not the URL', () => {
    const result = selectionFromUrl('/catalog/audi', '?showDealerPricing=1', {
      showDealerPricing: true,
      customRole: 'tuner',
    })
    expect(result).toMatchObject({ selection: { make: 'audi', showDealerPricing: true, customRole: 'tuner' } })
  })

  it('an invalid year is not found', () => {
    expect(selectionFromUrl('/catalog/audi/abc', '')).toEqual({ notFound: true })
  })

  it.each([
    ['', '/catalog/a/2019/m/e/t'],
    ['?tune=3', '/catalog/a/2019/m/e/t?tune=3'],
    ['tune=3', '/catalog/a/2019/m/e/t?tune=3'],
    ['?', '/catalog/a/2019/m/e/t'],
  ])('the trailing {addOnTunes} segment redirects, keeping the query %j', (search, target) => {
    expect(selectionFromUrl('/catalog/a/2019/m/e/t/14', search)).toEqual({ redirectTo: target })
  })

  it('round-trips every selection through selectionHref (property)', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/)
    const id = fc.integer({ min: 1, max: 1_000_000 })
    const ids = fc.uniqueArray(id, { maxLength: 3 })
    const selection = fc
      .record({
        make: slug,
        year: fc.oneof(fc.constant('Series'), fc.stringMatching(/^20\d\d(\.\d)?$/)),
        model: slug,
        engine: slug,
        transmission: fc.option(slug),
        tune: fc.option(id),
        addOnTunes: ids,
        dsgTune: fc.option(id),
        transmissionTune: fc.option(id),
        transmissionAddOnTunes: ids,
        awdTune: fc.option(id),
        awdAddOnTunes: ids,
        skipTransmissionSelection: fc.boolean(),
        selectedDynoIndex: fc.nat(9),
        currentHpTorque: fc.constantFrom('crank' as const, 'regular' as const),
      })
      .map((chosen): VehicleSelection => ({ ...INITIAL_VEHICLE_SELECTION, ...chosen }))
    fc.assert(
      fc.property(selection, (s) => {
        const href = new URL(selectionHref(s), 'https://shop.test')
        expect(selectionFromUrl(href.pathname, href.search)).toEqual({ selection: s })
      }),
    )
  })
})
