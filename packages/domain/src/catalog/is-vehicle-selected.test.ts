import { describe, expect, it } from 'vitest'
import { isVehicleSelected } from './is-vehicle-selected'

describe('isVehicleSelected (SPEC §4 "selected when an engine is chosen and, if transmissions exist and are not skipped, a transmission is chosen")', () => {
  it.each([
    [null, null, false, false, false],
    [null, 'dl501', false, true, false],
    ['20-tfsi', null, false, false, true],
    ['20-tfsi', null, false, true, false],
    ['20-tfsi', 'dl501', false, true, true],
    ['20-tfsi', null, true, true, true],
    [null, null, true, true, false],
  ] as const)(
    'engine=%s transmission=%s skip=%s hasTransmissions=%s → %s',
    (engine, transmission, skipTransmissionSelection, hasTransmissions, selected) => {
      expect(isVehicleSelected({ engine, transmission, skipTransmissionSelection }, { hasTransmissions })).toBe(
        selected,
      )
    },
  )
})
