import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSelectionSearch } from './parse-selection-search'
import { selectionSearch } from './selection-search'
import type { SelectionSearch } from './selection-search.schema'

const DEFAULTS: SelectionSearch = {
  tune: null,
  addOnTunes: [],
  dsgTune: null,
  transmissionTune: null,
  transmissionAddOnTunes: [],
  awdTune: null,
  awdAddOnTunes: [],
  skipTransmissionSelection: false,
  selectedDynoIndex: 0,
  currentHpTorque: 'crank',
}

describe('parseSelectionSearch', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['tune=12', { tune: 12 }],
    [
      '?tune=12&addons=14,15&tcu=30&dsg=31&awd=40&awdAddons=41&skipTcu=1&dyno=1&power=regular',
      {
        tune: 12,
        addOnTunes: [14, 15],
        transmissionTune: 30,
        dsgTune: 31,
        awdTune: 40,
        awdAddOnTunes: [41],
        skipTransmissionSelection: true,
        selectedDynoIndex: 1,
        currentHpTorque: 'regular',
      },
    ],
    ['?addons=14%2C15', { addOnTunes: [14, 15] }],
    ['?tcuAddons=3,3,4', { transmissionAddOnTunes: [3, 4] }],
  ])('%j → %o', (search, expected) => {
    expect(parseSelectionSearch(search)).toEqual({ ...DEFAULTS, ...expected })
  })

  it.each([
    ['?tune=abc', 'a word'],
    ['?tune=0', 'zero'],
    ['?tune=-3', 'a negative id'],
    ['?tune=1.5', 'a fraction'],
    ['?tune=99999999999999999999', 'an id beyond safe integers'],
    ['?addons=x,,', 'a list without ids'],
    ['?skipTcu=true', 'skipTcu other than 1'],
    ['?dyno=-1', 'a negative dyno index'],
    ['?power=wheel', 'an unknown power display'],
    ['?utm_source=mail', 'parameters of others'],
  ])('%j is left at the defaults (%s)', (search) => {
    expect(parseSelectionSearch(search)).toEqual(DEFAULTS)
  })

  it('reads URLSearchParams too', () => {
    expect(parseSelectionSearch(new URLSearchParams({ tune: '7' })).tune).toBe(7)
  })

  it('round-trips: parseSelectionSearch(selectionSearch(s)) equals s (property)', () => {
    const id = fc.integer({ min: 1, max: 10 ** 15 - 1 })
    const ids = fc.uniqueArray(id, { maxLength: 5 })
    const selection = fc.record({
      tune: fc.option(id),
      addOnTunes: ids,
      dsgTune: fc.option(id),
      transmissionTune: fc.option(id),
      transmissionAddOnTunes: ids,
      awdTune: fc.option(id),
      awdAddOnTunes: ids,
      skipTransmissionSelection: fc.boolean(),
      selectedDynoIndex: fc.integer({ min: 0, max: 20 }),
      currentHpTorque: fc.constantFrom('crank' as const, 'regular' as const),
    })
    fc.assert(
      fc.property(selection, (s) => {
        expect(parseSelectionSearch(selectionSearch(s))).toEqual(s)
      }),
    )
  })
})
