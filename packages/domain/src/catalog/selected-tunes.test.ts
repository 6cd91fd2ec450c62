import { describe, expect, it } from 'vitest'
import { tune } from './catalog.test-fixtures'
import { selectedTunes } from './selected-tunes'
import { INITIAL_VEHICLE_SELECTION, type TuneCatalog } from './vehicle-selection.schema'

const catalog: TuneCatalog = {
  engineTunes: [tune(1, { is_stock: true }), tune(2), tune(3, { optional: true }), tune(6), tune(7), tune(8)],
  transmissionTunes: [tune(20, { is_stock: true }), tune(21), tune(22, { optional: true })],
}

describe('selectedTunes', () => {
  it('lists every chosen tune with its slot and source, in display order', () => {
    const selection = {
      ...INITIAL_VEHICLE_SELECTION,
      awdAddOnTunes: [8],
      awdTune: 7,
      transmissionAddOnTunes: [22],
      transmissionTune: 21,
      dsgTune: 6,
      addOnTunes: [3],
      tune: 2,
    }
    expect(selectedTunes(selection, catalog).map(({ tune, kind, scope }) => [tune.id, kind, scope])).toEqual([
      [2, 'ecu', 'engine'],
      [3, 'addon', 'engine'],
      [6, 'dsg', 'engine'],
      [21, 'tcu', 'transmission'],
      [22, 'tcu-addon', 'transmission'],
      [7, 'awd', 'engine'],
      [8, 'awd-addon', 'engine'],
    ])
  })

  it('the stock tune is not bought, and unknown ids (a stale link) are skipped', () => {
    const selection = { ...INITIAL_VEHICLE_SELECTION, tune: 1, transmissionTune: 20, addOnTunes: [404, 3] }
    expect(selectedTunes(selection, catalog).map(({ tune }) => tune.id)).toEqual([3])
  })

  it('nothing chosen → nothing', () => {
    expect(selectedTunes(INITIAL_VEHICLE_SELECTION, catalog)).toEqual([])
  })
})
