import type { VehicleSelection } from './vehicle-selection.schema'

/** The part of a selection kept in the query string of a vehicle page (the vehicle itself is in the path). */
export type SelectionSearch = Pick<
  VehicleSelection,
  | 'tune'
  | 'addOnTunes'
  | 'dsgTune'
  | 'transmissionTune'
  | 'transmissionAddOnTunes'
  | 'awdTune'
  | 'awdAddOnTunes'
  | 'skipTransmissionSelection'
  | 'selectedDynoIndex'
  | 'currentHpTorque'
>

/**
 * Query parameter names of a selection, in the order they are written:
 * `tune` ECU tune id · `addons` ECU add-on ids (comma-separated, in choice order) · `dsg` DSG tune id ·
 * `tcu` transmission tune id · `tcuAddons` transmission add-on ids · `awd` AWD tune id · `awdAddons` AWD
 * add-on ids · `skipTcu=1` transmission choice skipped · `dyno` selected dyno run (0-based, left out when 0)
 * · `power=regular` wheel figures (left out for the default, crank).
 * @example ?tune=12&addons=14,15&dsg=31&tcu=30&tcuAddons=33&awd=40&awdAddons=41&skipTcu=1&dyno=1&power=regular
 */
export const SELECTION_SEARCH_PARAMS = {
  tune: 'tune',
  addOnTunes: 'addons',
  dsgTune: 'dsg',
  transmissionTune: 'tcu',
  transmissionAddOnTunes: 'tcuAddons',
  awdTune: 'awd',
  awdAddOnTunes: 'awdAddons',
  skipTransmissionSelection: 'skipTcu',
  selectedDynoIndex: 'dyno',
  currentHpTorque: 'power',
} as const satisfies Record<keyof SelectionSearch, string>
