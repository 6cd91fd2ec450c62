import { tuneKindOf } from './tune-kind-of'
import type {
  SelectableTune,
  TuneCatalog,
  TuneKind,
  VehicleSelection,
  VehicleSelectionAction,
} from './vehicle-selection.schema'

type Entry = { tune: SelectableTune; kind: TuneKind }
type Index = ReadonlyMap<number, Entry>

const SINGLE_SLOTS = { ecu: 'tune', tcu: 'transmissionTune', dsg: 'dsgTune', awd: 'awdTune' } as const
const LIST_SLOTS = { addon: 'addOnTunes', 'tcu-addon': 'transmissionAddOnTunes', 'awd-addon': 'awdAddOnTunes' } as const

const NO_TUNES = {
  tune: null,
  transmissionTune: null,
  dsgTune: null,
  addOnTunes: [],
  transmissionAddOnTunes: [],
  awdTune: null,
  awdAddOnTunes: [],
} satisfies Partial<VehicleSelection>

const NO_TRANSMISSION = {
  transmission: null,
  transmissionTune: null,
  transmissionAddOnTunes: [],
  dsgTune: null,
} satisfies Partial<VehicleSelection>

/** Everything that depends on the engine: its transmission and every tune. */
const NO_ENGINE = { engine: null, ...NO_TUNES, ...NO_TRANSMISSION, skipTransmissionSelection: false }

function indexOf(catalog: TuneCatalog): Index {
  const index = new Map<number, Entry>()
  // An id in both lists is the engine's: the engine list is the one every vehicle has.
  for (const tune of catalog.transmissionTunes) index.set(tune.id, { tune, kind: tuneKindOf(tune, 'transmission') })
  for (const tune of catalog.engineTunes) index.set(tune.id, { tune, kind: tuneKindOf(tune, 'engine') })
  return index
}

function selectedIds(state: VehicleSelection): number[] {
  const single = [state.tune, state.transmissionTune, state.dsgTune, state.awdTune].filter((id) => id !== null)
  return [...single, ...state.addOnTunes, ...state.transmissionAddOnTunes, ...state.awdAddOnTunes]
}

function withTune(state: VehicleSelection, id: number, kind: TuneKind): VehicleSelection {
  if (kind in SINGLE_SLOTS) return { ...state, [SINGLE_SLOTS[kind as keyof typeof SINGLE_SLOTS]]: id }
  const slot = LIST_SLOTS[kind as keyof typeof LIST_SLOTS]
  return state[slot].includes(id) ? state : { ...state, [slot]: [...state[slot], id] }
}

function withoutTune(state: VehicleSelection, id: number): VehicleSelection {
  let next = state
  for (const slot of Object.values(SINGLE_SLOTS)) if (next[slot] === id) next = { ...next, [slot]: null }
  for (const slot of Object.values(LIST_SLOTS)) {
    if (next[slot].includes(id)) next = { ...next, [slot]: next[slot].filter((other) => other !== id) }
  }
  return next
}

/**
 * Removes, until none is left, every selected tune that requires a known tune which is not selected; an ECU
 * tune removed so goes the SPEC §4 way (stock tune, no DSG, no add-ons). Stock tunes are never removed.
 */
function withoutUnmetRequirements(state: VehicleSelection, catalog: TuneCatalog, index: Index): VehicleSelection {
  let next = state
  for (;;) {
    const selected = new Set(selectedIds(next))
    const unmet = [...selected].find((id) => {
      const entry = index.get(id)
      if (!entry || entry.tune.is_stock) return false
      return entry.tune.requires.some((required) => index.has(required) && !selected.has(required))
    })
    if (unmet === undefined) return next
    next = unmet === next.tune ? withoutEcuTunes(next, catalog) : withoutTune(next, unmet)
  }
}

/** The tune and, depth first, everything it requires, requirements before the tunes that need them. */
function withRequirements(id: number, index: Index, seen = new Set<number>()): number[] {
  if (seen.has(id) || !index.has(id)) return []
  seen.add(id)
  const required = (index.get(id)?.tune.requires ?? []).flatMap((other) => withRequirements(other, index, seen))
  return [...required, id]
}

function stockTuneOf(catalog: TuneCatalog): number | null {
  return catalog.engineTunes.find((tune) => tune.is_stock && tuneKindOf(tune, 'engine') === 'ecu')?.id ?? null
}

// SPEC §4: removing ECU tunes resets to the stock tune (or none) and clears dsg and add-on tunes.
function withoutEcuTunes(state: VehicleSelection, catalog: TuneCatalog): VehicleSelection {
  return { ...state, tune: stockTuneOf(catalog), dsgTune: null, addOnTunes: [] }
}

function removeEcuTunes(state: VehicleSelection, catalog: TuneCatalog): VehicleSelection {
  return withoutUnmetRequirements(withoutEcuTunes(state, catalog), catalog, indexOf(catalog))
}

function addTune(state: VehicleSelection, tuneId: number, catalog: TuneCatalog): VehicleSelection {
  const index = indexOf(catalog)
  const entry = index.get(tuneId)
  if (!entry) return state
  // Choosing the stock tune is choosing no ECU tuning.
  if (entry.kind === 'ecu' && entry.tune.is_stock) return removeEcuTunes(state, catalog)
  // Requirements go in first so that the chosen tune wins its slot over a requirement of the same kind.
  let next = state
  for (const id of withRequirements(tuneId, index)) next = withTune(next, id, index.get(id)?.kind ?? entry.kind)
  return withoutUnmetRequirements(next, catalog, index)
}

function removeTune(state: VehicleSelection, tuneId: number, catalog: TuneCatalog): VehicleSelection {
  if (state.tune === tuneId) return removeEcuTunes(state, catalog)
  return withoutUnmetRequirements(withoutTune(state, tuneId), catalog, indexOf(catalog))
}

function reduce(state: VehicleSelection, action: VehicleSelectionAction): VehicleSelection {
  switch (action.type) {
    // SPEC §4: choosing make clears year and everything below.
    case 'makeChosen':
      if (action.make === state.make) return state
      return { ...state, ...NO_ENGINE, make: action.make, year: null, model: null }
    // SPEC §4: year clears model downward.
    case 'yearChosen':
      if (action.year === state.year) return state
      return { ...state, ...NO_ENGINE, year: action.year, model: null }
    // SPEC §4: model clears engine, tunes and transmission.
    case 'modelChosen':
      if (action.model === state.model) return state
      return { ...state, ...NO_ENGINE, model: action.model }
    // SPEC §4: engine resets the horsepower display to crank; its tunes and transmissions are its own.
    case 'engineChosen':
      if (action.engine === state.engine) return state
      return { ...state, ...NO_ENGINE, engine: action.engine, currentHpTorque: 'crank' }
    case 'transmissionChosen':
      if (action.transmission === state.transmission) return state
      return { ...state, ...NO_TRANSMISSION, transmission: action.transmission, skipTransmissionSelection: false }
    case 'transmissionSkipped':
      if (!action.skip) return { ...state, skipTransmissionSelection: false }
      return { ...state, ...NO_TRANSMISSION, skipTransmissionSelection: true }
    // SPEC §4: if loading the full engine or transmission fails, that selection is cleared.
    case 'engineLoadFailed':
      return { ...state, ...NO_ENGINE }
    case 'transmissionLoadFailed':
      return { ...state, ...NO_TRANSMISSION }
    case 'tuneAdded':
      return addTune(state, action.tuneId, action.catalog)
    case 'tuneRemoved':
      return removeTune(state, action.tuneId, action.catalog)
    case 'ecuTunesRemoved':
      return removeEcuTunes(state, action.catalog)
    case 'dynoChosen':
      return { ...state, selectedDynoIndex: Math.max(0, Math.trunc(action.index) || 0) }
    case 'powerDisplayChosen':
      return { ...state, currentHpTorque: action.display }
    case 'flagsChanged':
      return { ...state, ...action.flags }
  }
}

/**
 * The vehicle selection rules of SPEC §4 as a reducer (for `useReducer` in the browser and for checks on
 * the server). Choosing the value already chosen returns the same state. Choosing a tune also selects what
 * it `requires`; removing a tune also removes the tunes that require it; `recommended` is only offered
 * (see `missingRecommendedTunes`). Whenever the ECU tune changes the dyno index goes back to 0.
 * @example dispatch({ type: 'tuneAdded', tuneId: 12, catalog: { engineTunes, transmissionTunes } })
 */
export function vehicleSelectionReducer(state: VehicleSelection, action: VehicleSelectionAction): VehicleSelection {
  const next = reduce(state, action)
  // SPEC §4: choosing a tune resets the dyno index (the dyno runs shown belong to the ECU tune).
  if (next.tune !== state.tune && next.selectedDynoIndex !== 0) return { ...next, selectedDynoIndex: 0 }
  return next
}
