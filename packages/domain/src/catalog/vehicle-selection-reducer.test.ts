import { describe, expect, it } from 'vitest'
import { tune, TUNE_TYPES } from './catalog.test-fixtures'
import { vehicleSelectionReducer as reduce } from './vehicle-selection-reducer'
import {
  INITIAL_VEHICLE_SELECTION,
  type TuneCatalog,
  type VehicleSelection,
  type VehicleSelectionAction,
} from './vehicle-selection.schema'

const stock = tune(1, { is_stock: true, name: 'Stock' })
const stage1 = tune(2, { stage: 1, recommended: [5] })
const stage2 = tune(3, { stage: 2 })
const addonPops = tune(4, { optional: true })
const addonLaunch = tune(5, { optional: true })
const dsgTune = tune(6, { tune_types: [TUNE_TYPES.dsg] })
const awdTune = tune(7, { tune_types: [TUNE_TYPES.awd] })
const awdAddon = tune(8, { tune_types: [TUNE_TYPES.awd], optional: true })
const stage2Plus = tune(9, { stage: 2, requires: [10] })
const intakeAddon = tune(10, { optional: true })
const tcuStock = tune(20, { is_stock: true })
const tcuStage1 = tune(21, { requires: [2] })
const tcuAddon = tune(22, { optional: true })

const catalog: TuneCatalog = {
  engineTunes: [stock, stage1, stage2, addonPops, addonLaunch, dsgTune, awdTune, awdAddon, stage2Plus, intakeAddon],
  transmissionTunes: [tcuStock, tcuStage1, tcuAddon],
}
const noStockCatalog: TuneCatalog = { engineTunes: catalog.engineTunes.slice(1), transmissionTunes: [] }

const full: VehicleSelection = {
  ...INITIAL_VEHICLE_SELECTION,
  make: 'audi',
  year: '2019',
  model: 'a4',
  engine: '20-tfsi',
  transmission: 'dl501',
  tune: 2,
  transmissionTune: 21,
  dsgTune: 6,
  addOnTunes: [4, 5],
  transmissionAddOnTunes: [22],
  awdTune: 7,
  awdAddOnTunes: [8],
  selectedDynoIndex: 2,
  currentHpTorque: 'regular',
  showDealerPricing: true,
  customRole: 'tuner',
  withFlashZilla: true,
}

const run = (state: VehicleSelection, ...actions: VehicleSelectionAction[]) => actions.reduce(reduce, state)
const tunesOf = (state: VehicleSelection) => ({
  tune: state.tune,
  transmissionTune: state.transmissionTune,
  dsgTune: state.dsgTune,
  addOnTunes: state.addOnTunes,
  transmissionAddOnTunes: state.transmissionAddOnTunes,
  awdTune: state.awdTune,
  awdAddOnTunes: state.awdAddOnTunes,
})
const NO_TUNES = tunesOf(INITIAL_VEHICLE_SELECTION)

describe('vehicleSelectionReducer (SPEC §4 vehicle selection)', () => {
  it('starts with nothing chosen and power shown at the crank (SPEC §3 currentHpTorque default crank)', () => {
    expect(INITIAL_VEHICLE_SELECTION).toMatchObject({
      make: null,
      engine: null,
      currentHpTorque: 'crank',
      selectedDynoIndex: 0,
    })
  })

  it('"choosing make clears year and everything below"', () => {
    const next = reduce(full, { type: 'makeChosen', make: 'bmw' })
    expect(next).toMatchObject({ make: 'bmw', year: null, model: null, engine: null, transmission: null, ...NO_TUNES })
    expect(next.skipTransmissionSelection).toBe(false)
    expect(next.selectedDynoIndex).toBe(0)
  })

  it('"year clears model downward"', () => {
    const next = reduce(full, { type: 'yearChosen', year: '2020' })
    expect(next).toMatchObject({
      make: 'audi',
      year: '2020',
      model: null,
      engine: null,
      transmission: null,
      ...NO_TUNES,
    })
  })

  it('"model clears engine, tunes and transmission"', () => {
    const next = reduce(full, { type: 'modelChosen', model: 'a5' })
    expect(next).toMatchObject({
      make: 'audi',
      year: '2019',
      model: 'a5',
      engine: null,
      transmission: null,
      ...NO_TUNES,
    })
  })

  it('"engine resets the horsepower display to crank" (and, being another engine, clears its tunes and transmission)', () => {
    const next = reduce(full, { type: 'engineChosen', engine: '30-tfsi' })
    expect(next).toMatchObject({
      model: 'a4',
      engine: '30-tfsi',
      currentHpTorque: 'crank',
      transmission: null,
      ...NO_TUNES,
    })
  })

  it('choosing the value already chosen changes nothing (same state object)', () => {
    for (const action of [
      { type: 'makeChosen', make: 'audi' },
      { type: 'yearChosen', year: '2019' },
      { type: 'modelChosen', model: 'a4' },
      { type: 'engineChosen', engine: '20-tfsi' },
      { type: 'transmissionChosen', transmission: 'dl501' },
    ] satisfies VehicleSelectionAction[]) {
      expect(reduce(full, action)).toBe(full)
    }
  })

  it('the flags showDealerPricing, customRole and withFlashZilla survive vehicle changes', () => {
    expect(reduce(full, { type: 'makeChosen', make: 'bmw' })).toMatchObject({
      showDealerPricing: true,
      customRole: 'tuner',
      withFlashZilla: true,
    })
  })

  it('"choosing a tune resets the dyno index"', () => {
    const next = reduce(full, { type: 'tuneAdded', tuneId: 3, catalog })
    expect(next.tune).toBe(3)
    expect(next.selectedDynoIndex).toBe(0)
  })

  it('choosing a dyno run keeps it until the ECU tune changes', () => {
    const chosen = reduce(full, { type: 'dynoChosen', index: 1 })
    expect(chosen.selectedDynoIndex).toBe(1)
    expect(reduce(chosen, { type: 'tuneAdded', tuneId: 22, catalog }).selectedDynoIndex).toBe(1)
    expect(reduce(chosen, { type: 'dynoChosen', index: -3 }).selectedDynoIndex).toBe(0)
  })

  it('"if loading the full engine fails, that selection is cleared" (engineLoadFailed)', () => {
    const next = reduce(full, { type: 'engineLoadFailed' })
    expect(next).toMatchObject({
      make: 'audi',
      year: '2019',
      model: 'a4',
      engine: null,
      transmission: null,
      ...NO_TUNES,
    })
  })

  it('"if loading the full transmission fails, that selection is cleared" (transmissionLoadFailed)', () => {
    const next = reduce(full, { type: 'transmissionLoadFailed' })
    expect(next).toMatchObject({
      engine: '20-tfsi',
      transmission: null,
      transmissionTune: null,
      transmissionAddOnTunes: [],
    })
    expect(next).toMatchObject({ tune: 2, addOnTunes: [4, 5], awdTune: 7 })
  })

  it('choosing another transmission clears its TCU, TCU add-on and DSG tunes; ECU and AWD tunes stay', () => {
    const next = reduce(full, { type: 'transmissionChosen', transmission: 'dq250' })
    expect(next).toMatchObject({
      transmission: 'dq250',
      transmissionTune: null,
      transmissionAddOnTunes: [],
      dsgTune: null,
    })
    expect(next).toMatchObject({ tune: 2, addOnTunes: [4, 5], awdTune: 7, awdAddOnTunes: [8] })
  })

  it('skipping the transmission choice clears the transmission and its tunes; un-skipping only lowers the flag', () => {
    const skipped = reduce(full, { type: 'transmissionSkipped', skip: true })
    expect(skipped).toMatchObject({ skipTransmissionSelection: true, transmission: null, transmissionTune: null })
    expect(reduce(skipped, { type: 'transmissionSkipped', skip: false }).skipTransmissionSelection).toBe(false)
    expect(reduce(skipped, { type: 'transmissionChosen', transmission: 'dl501' }).skipTransmissionSelection).toBe(false)
  })

  it('"removing ECU tunes resets to the stock tune and clears dsg and add-on tunes"', () => {
    const next = reduce(full, { type: 'ecuTunesRemoved', catalog })
    expect(next).toMatchObject({ tune: 1, dsgTune: null, addOnTunes: [] })
    expect(next.awdTune).toBe(7)
  })

  it('"removing ECU tunes resets to … none" when the engine has no stock tune', () => {
    expect(reduce(full, { type: 'ecuTunesRemoved', catalog: noStockCatalog })).toMatchObject({
      tune: null,
      dsgTune: null,
      addOnTunes: [],
    })
  })

  it('removing the ECU tune itself, or choosing the stock tune, is removing ECU tunes', () => {
    for (const action of [
      { type: 'tuneRemoved', tuneId: 2, catalog },
      { type: 'tuneAdded', tuneId: 1, catalog },
    ] satisfies VehicleSelectionAction[]) {
      expect(reduce(full, action)).toMatchObject({ tune: 1, dsgTune: null, addOnTunes: [] })
    }
  })

  it.each([
    [2, 'tune', 2],
    [6, 'dsgTune', 6],
    [7, 'awdTune', 7],
    [21, 'transmissionTune', 21],
  ] as const)('adding tune %i fills the single slot %s', (tuneId, slot, value) => {
    const base = { ...INITIAL_VEHICLE_SELECTION, engine: 'e', transmission: 't' }
    // Tune 21 requires the ECU tune 2, which is selected with it.
    expect(reduce(base, { type: 'tuneAdded', tuneId, catalog })[slot]).toBe(value)
  })

  it('adding another tune of a single slot replaces the one chosen there', () => {
    expect(reduce(full, { type: 'tuneAdded', tuneId: 3, catalog }).tune).toBe(3)
  })

  it.each([
    [4, 'addOnTunes'],
    [22, 'transmissionAddOnTunes'],
    [8, 'awdAddOnTunes'],
  ] as const)('adding add-on %i appends it once to %s', (tuneId, slot) => {
    const once = reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId, catalog })
    expect(reduce(once, { type: 'tuneAdded', tuneId, catalog })[slot]).toEqual([tuneId])
  })

  it('removing an add-on removes only it', () => {
    expect(reduce(full, { type: 'tuneRemoved', tuneId: 4, catalog }).addOnTunes).toEqual([5])
  })

  it('a tune id that is not in the loaded catalog is not added', () => {
    expect(reduce(full, { type: 'tuneAdded', tuneId: 999, catalog })).toBe(full)
  })

  it('requires: choosing a tune also selects the tunes it requires', () => {
    const next = reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 9, catalog })
    expect(next).toMatchObject({ tune: 9, addOnTunes: [10] })
  })

  it('requires: a transmission tune that requires an ECU tune selects it too', () => {
    expect(reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 21, catalog })).toMatchObject({
      tune: 2,
      transmissionTune: 21,
    })
  })

  it('requires: removing a required tune also removes the tunes that require it', () => {
    const chosen = run(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 9, catalog })
    expect(reduce(chosen, { type: 'tuneRemoved', tuneId: 10, catalog })).toMatchObject({ tune: 1, addOnTunes: [] })
  })

  it('requires: replacing the ECU tune drops a TCU tune that required the old one', () => {
    const chosen = run(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 21, catalog })
    expect(reduce(chosen, { type: 'tuneAdded', tuneId: 3, catalog })).toMatchObject({ tune: 3, transmissionTune: null })
  })

  it('requires: removing ECU tunes drops the tunes that required the ECU tune', () => {
    const chosen = run(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 21, catalog })
    expect(reduce(chosen, { type: 'ecuTunesRemoved', catalog })).toMatchObject({ tune: 1, transmissionTune: null })
  })

  it('requires: a requirement that is not in the loaded catalog does not block the tune', () => {
    const partial: TuneCatalog = { engineTunes: [tune(9, { requires: [404] })], transmissionTunes: [] }
    expect(reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 9, catalog: partial }).tune).toBe(9)
  })

  it('requires: cycles terminate and select the whole cycle', () => {
    const cyclic: TuneCatalog = {
      engineTunes: [tune(1, { requires: [2] }), tune(2, { optional: true, requires: [1] })],
      transmissionTunes: [],
    }
    const next = reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 1, catalog: cyclic })
    expect(next).toMatchObject({ tune: 1, addOnTunes: [2] })
    expect(reduce(next, { type: 'tuneRemoved', tuneId: 2, catalog: cyclic })).toMatchObject({
      tune: null,
      addOnTunes: [],
    })
  })

  it('recommended: choosing a tune does not select its recommended tunes', () => {
    expect(reduce(INITIAL_VEHICLE_SELECTION, { type: 'tuneAdded', tuneId: 2, catalog }).addOnTunes).toEqual([])
  })

  it('the power display and the flags are set as asked', () => {
    expect(reduce(full, { type: 'powerDisplayChosen', display: 'crank' }).currentHpTorque).toBe('crank')
    expect(reduce(full, { type: 'flagsChanged', flags: { showDealerPricing: false } })).toMatchObject({
      showDealerPricing: false,
      customRole: 'tuner',
    })
  })
})
