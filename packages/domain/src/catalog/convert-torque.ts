import type { TORQUE_UNITS } from './catalog.constants'
import type { Torque } from './catalog.schema'

type TorqueUnit = (typeof TORQUE_UNITS)[number]

/** Newton-metres per unit (1 lbf·ft = 0.3048 m × 4.4482216152605 N). */
const NM_PER: Record<TorqueUnit, number> = { 'lb-ft': 1.3558179483314, Nm: 1 }

/** Expresses a torque in another unit (lb-ft, Nm), unrounded: `convertTorque({ value: 100, unit: 'lb-ft' }, 'Nm')` → 135.6 Nm. */
export function convertTorque(torque: Torque, unit: TorqueUnit): Torque {
  if (torque.unit === unit) return torque
  return { value: (torque.value * NM_PER[torque.unit]) / NM_PER[unit], unit }
}
