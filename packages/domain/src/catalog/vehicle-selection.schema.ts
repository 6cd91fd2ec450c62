import { z } from 'zod'
import { POWER_DISPLAY_TYPES, type PowerDisplayType } from './catalog.constants'
import type { VehicleTune } from './catalog.schema'

/**
 * SPEC §3 Vehicle selection. The vehicle is held as URL slugs (make, year, model, engine, transmission);
 * tunes as ids. `tune` is the ECU tune (the engine's stock tune counts as "no tuning bought"); `dsgTune`
 * and `awdTune` are single choices of tunes whose tune types carry `is_dsg` / `is_awd`; the three add-on
 * lists hold `optional` tunes in the order they were chosen.
 */
export const VehicleSelectionSchema = z.object({
  make: z.string().nullable(),
  year: z.string().nullable(),
  model: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
  tune: z.number().int().nullable(),
  transmissionTune: z.number().int().nullable(),
  dsgTune: z.number().int().nullable(),
  addOnTunes: z.array(z.number().int()),
  transmissionAddOnTunes: z.array(z.number().int()),
  awdTune: z.number().int().nullable(),
  awdAddOnTunes: z.array(z.number().int()),
  skipTransmissionSelection: z.boolean(),
  selectedDynoIndex: z.number().int().min(0),
  currentHpTorque: z.enum(POWER_DISPLAY_TYPES),
  showDealerPricing: z.boolean(),
  customRole: z.string().nullable(),
  withFlashZilla: z.boolean(),
})
export type VehicleSelection = z.infer<typeof VehicleSelectionSchema>

/** A fresh selection: nothing chosen, power shown at the crank (SPEC §3 currentHpTorque default). */
export const INITIAL_VEHICLE_SELECTION: VehicleSelection = Object.freeze({
  make: null,
  year: null,
  model: null,
  engine: null,
  transmission: null,
  tune: null,
  transmissionTune: null,
  dsgTune: null,
  addOnTunes: [],
  transmissionAddOnTunes: [],
  awdTune: null,
  awdAddOnTunes: [],
  skipTransmissionSelection: false,
  selectedDynoIndex: 0,
  currentHpTorque: 'crank',
  showDealerPricing: false,
  customRole: null,
  withFlashZilla: false,
}) as VehicleSelection

/**
 * The slot a tune fills in the selection, and the kind of its price line: the ECU tune and its add-ons,
 * the transmission (TCU) tune and its add-ons, the DSG tune, the AWD tune and its add-ons.
 */
export const TUNE_KINDS = ['ecu', 'addon', 'tcu', 'tcu-addon', 'dsg', 'awd', 'awd-addon'] as const
export type TuneKind = (typeof TUNE_KINDS)[number]
/** What a shopper reads for each kind of tune (price lines, order lines). */
export const TUNE_KIND_LABELS: Record<TuneKind, string> = {
  ecu: 'Engine tune',
  addon: 'ECU add-on',
  dsg: 'DSG tune',
  tcu: 'Transmission tune',
  'tcu-addon': 'Transmission add-on',
  awd: 'AWD tune',
  'awd-addon': 'AWD add-on',
}

/** Which list a tune came from: the engine's tunes or the chosen transmission's tunes. */
export type TuneScope = 'engine' | 'transmission'

/** The fields of a tune that the selection rules read. */
export type SelectableTune = Pick<
  VehicleTune,
  'id' | 'is_stock' | 'optional' | 'requires' | 'recommended' | 'tune_types'
>

/** The tunes of the loaded engine and transmission ([] while not loaded or none chosen). */
export type TuneCatalog<T extends SelectableTune = SelectableTune> = {
  engineTunes: readonly T[]
  transmissionTunes: readonly T[]
}

/**
 * What the visitor (or a page load) did. Choosing the value already chosen changes nothing. Tune actions
 * carry the loaded tunes so the reducer can tell a tune's kind and follow `requires`.
 */
export type VehicleSelectionAction =
  | { type: 'makeChosen'; make: string | null }
  | { type: 'yearChosen'; year: string | null }
  | { type: 'modelChosen'; model: string | null }
  | { type: 'engineChosen'; engine: string | null }
  | { type: 'transmissionChosen'; transmission: string | null }
  | { type: 'transmissionSkipped'; skip: boolean }
  | { type: 'engineLoadFailed' }
  | { type: 'transmissionLoadFailed' }
  | { type: 'tuneAdded'; tuneId: number; catalog: TuneCatalog }
  | { type: 'tuneRemoved'; tuneId: number; catalog: TuneCatalog }
  | { type: 'ecuTunesRemoved'; catalog: TuneCatalog }
  | { type: 'dynoChosen'; index: number }
  | { type: 'powerDisplayChosen'; display: PowerDisplayType }
  | {
      type: 'flagsChanged'
      flags: Partial<Pick<VehicleSelection, 'showDealerPricing' | 'customRole' | 'withFlashZilla'>>
    }
