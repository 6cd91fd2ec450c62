import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseVehiclePath } from './parse-vehicle-path'
import { vehiclePath } from './vehicle-path'

describe('parseVehiclePath (SPEC §2 vehicle routes)', () => {
  it.each([
    ['/catalog', {}],
    ['/catalog/', {}],
    ['/catalog/audi', { make: 'audi' }],
    ['/catalog/audi/2019/a4', { make: 'audi', year: '2019', model: 'a4' }],
    ['/catalog/bmw/Series/3-series', { make: 'bmw', year: 'Series', model: '3-series' }],
    [
      '/catalog/audi/2019.5/a4/20-tfsi/dl501',
      { make: 'audi', year: '2019.5', model: 'a4', engine: '20-tfsi', transmission: 'dl501' },
    ],
    ['/catalog/audi/2019/a4/20-tfsi/', { make: 'audi', year: '2019', model: 'a4', engine: '20-tfsi' }],
    ['/guide/audi/2019', { make: 'audi', year: '2019' }],
    ['/catalog/a%20b', { make: 'a b' }],
  ])('%s → segments %o', (pathname, segments) => {
    expect(parseVehiclePath(pathname)).toEqual({ segments })
  })

  it.each([
    ['/catalog/audi/abc', 'a year that is not a year'],
    ['/catalog/audi/19/a4', 'a two-digit year'],
    ['/catalog/audi/2019.55', 'two decimal digits'],
    ['/catalog/audi/series', 'series in lower case'],
    ['/catalog/audi/abc/a4/e/t/addons', 'a bad year with the add-on segment (404 before redirect)'],
    ['/catalog/a/2019/m/e/t/addons/more', 'more than six segments'],
    ['/catalog/%E0%A4%A', 'a badly encoded segment'],
    ['/shop/audi', 'another base'],
    ['/', 'no base'],
  ])('%s is a 404 (%s)', (pathname) => {
    expect(parseVehiclePath(pathname)).toEqual({ notFound: true })
  })

  it.each([
    ['/catalog/audi/2019/a4/20-tfsi/dl501/14,15', '/catalog/audi/2019/a4/20-tfsi/dl501'],
    ['/guide/audi/2019/a4/20-tfsi/dl501/14', '/guide/audi/2019/a4/20-tfsi/dl501'],
  ])(
    '"a variant with a trailing {addOnTunes} segment redirects to the one without it": %s → %s',
    (pathname, target) => {
      expect(parseVehiclePath(pathname)).toEqual({ redirectTo: target })
    },
  )

  it('reads back what vehiclePath writes (property)', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9 .\-/%]{0,12}$/)
    const year = fc.oneof(fc.constant('Series'), fc.stringMatching(/^(19|20)\d\d(\.\d)?$/))
    fc.assert(
      fc.property(fc.tuple(slug, year, slug, slug, slug), fc.integer({ min: 0, max: 5 }), (values, count) => {
        const [make, yearValue, model, engine, transmission] = values
        const all = { make, year: yearValue, model, engine, transmission }
        const segments = Object.fromEntries(Object.entries(all).slice(0, count))
        expect(parseVehiclePath(vehiclePath(segments))).toEqual({ segments })
      }),
    )
  })
})
