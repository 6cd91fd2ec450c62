import { describe, expect, it } from 'vitest'
import { vehiclePath } from './vehicle-path'

describe('vehiclePath (SPEC §2 /catalog/{make?}/{year?}/{model?}/{engine?}/{transmission?})', () => {
  it.each([
    [{}, '/catalog'],
    [{ make: 'audi' }, '/catalog/audi'],
    [{ make: 'audi', year: '2019' }, '/catalog/audi/2019'],
    [{ make: 'audi', year: '2019.5', model: 'a4' }, '/catalog/audi/2019.5/a4'],
    [{ make: 'audi', year: '2019', model: 'a4', engine: '20-tfsi' }, '/catalog/audi/2019/a4/20-tfsi'],
    [
      { make: 'audi', year: '2019', model: 'a4', engine: '20-tfsi', transmission: 'dl501' },
      '/catalog/audi/2019/a4/20-tfsi/dl501',
    ],
    [{ make: 'bmw', year: 'Series', model: '3-series' }, '/catalog/bmw/Series/3-series'],
    [{ make: 'audi', year: null, model: 'a4' }, '/catalog/audi'],
    [{ make: null, year: '2019' }, '/catalog'],
    [{ make: 'a b/c' }, '/catalog/a%20b%2Fc'],
  ])('%o → %s (only the leading segments set)', (segments, path) => {
    expect(vehiclePath(segments)).toBe(path)
  })

  it('builds /guide paths with the same segments', () => {
    expect(vehiclePath({ make: 'audi', year: '2019' }, '/guide')).toBe('/guide/audi/2019')
  })
})
