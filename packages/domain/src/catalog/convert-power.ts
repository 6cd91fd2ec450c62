import type { POWER_UNITS } from './catalog.constants'
import type { Power } from './catalog.schema'

type PowerUnit = (typeof POWER_UNITS)[number]

/** Kilowatts per unit: mechanical horsepower (550 ft·lbf/s) and metric horsepower (PS, 75 kgf·m/s). */
const KW_PER: Record<PowerUnit, number> = { hp: 0.74569987158227, kW: 1, PS: 0.73549875 }

/** Expresses a power in another unit (hp, kW, PS), unrounded: `convertPower({ value: 100, unit: 'kW' }, 'hp')` → 134.1 hp. */
export function convertPower(power: Power, unit: PowerUnit): Power {
  if (power.unit === unit) return power
  return { value: (power.value * KW_PER[power.unit]) / KW_PER[unit], unit }
}
