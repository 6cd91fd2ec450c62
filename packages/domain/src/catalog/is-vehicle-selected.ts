import type { VehicleSelection } from './vehicle-selection.schema'

/**
 * SPEC §4: a vehicle counts as selected when an engine is chosen and, if the engine has transmissions and
 * their choice is not skipped (`skipTransmissionSelection`), a transmission is chosen.
 */
export function isVehicleSelected(
  state: Pick<VehicleSelection, 'engine' | 'transmission' | 'skipTransmissionSelection'>,
  context: { hasTransmissions: boolean },
): boolean {
  if (state.engine === null) return false
  return !context.hasTransmissions || state.skipTransmissionSelection || state.transmission !== null
}
