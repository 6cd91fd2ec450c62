import { describe, expect, it } from 'vitest'
import { selectionSearch } from './selection-search'
import { INITIAL_VEHICLE_SELECTION } from './vehicle-selection.schema'

describe('selectionSearch (tune choices in the URL)', () => {
  it.each([
    [{}, ''],
    [{ tune: 12 }, '?tune=12'],
    [{ tune: 12, addOnTunes: [14, 15] }, '?tune=12&addons=14,15'],
    [
      {
        tune: 12,
        addOnTunes: [15, 14],
        dsgTune: 31,
        transmissionTune: 30,
        transmissionAddOnTunes: [33],
        awdTune: 40,
        awdAddOnTunes: [41, 42],
        skipTransmissionSelection: true,
        selectedDynoIndex: 1,
        currentHpTorque: 'regular' as const,
      },
      '?tune=12&addons=15,14&dsg=31&tcu=30&tcuAddons=33&awd=40&awdAddons=41,42&skipTcu=1&dyno=1&power=regular',
    ],
    [{ selectedDynoIndex: 0, currentHpTorque: 'crank' as const }, ''],
  ])('%o → %j (defaults left out)', (chosen, search) => {
    expect(selectionSearch({ ...INITIAL_VEHICLE_SELECTION, ...chosen })).toBe(search)
  })
})
