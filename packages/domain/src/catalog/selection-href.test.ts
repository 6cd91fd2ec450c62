import { describe, expect, it } from 'vitest'
import { selectionHref } from './selection-href'
import { INITIAL_VEHICLE_SELECTION } from './vehicle-selection.schema'

describe('selectionHref (the selection lives in the URL)', () => {
  it.each([
    [{}, '/catalog'],
    [{ make: 'audi', year: '2019' }, '/catalog/audi/2019'],
    [
      {
        make: 'audi',
        year: '2019',
        model: 'a4',
        engine: '20-tfsi',
        transmission: 'dl501',
        tune: 12,
        addOnTunes: [14, 15],
      },
      '/catalog/audi/2019/a4/20-tfsi/dl501?tune=12&addons=14,15',
    ],
  ])('%o → %s', (chosen, href) => {
    expect(selectionHref({ ...INITIAL_VEHICLE_SELECTION, ...chosen })).toBe(href)
  })

  it('writes /guide addresses too', () => {
    expect(selectionHref({ ...INITIAL_VEHICLE_SELECTION, make: 'audi', tune: 3 }, '/guide')).toBe('/guide/audi?tune=3')
  })
})
