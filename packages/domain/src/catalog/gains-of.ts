import type { PowerDisplayType } from './catalog.constants'
import type { Power, Torque, VehicleTune } from './catalog.schema'
import { convertPower } from './convert-power'
import { convertTorque } from './convert-torque'

export type Gains = { horsepower: Power; torque: Torque }

type Figures = Pick<VehicleTune, 'horsepower' | 'torque' | 'crank_horsepower' | 'crank_torque'>

const tenths = (value: number) => Math.round(value * 10) / 10

/**
 * The horsepower and torque a tune adds over the engine's stock tune, in the tune's own units, to one decimal:
 * at the crank (`crank_horsepower`, `crank_torque`) for the `crank` display, at the wheels (`horsepower`,
 * `torque`) for `regular`. A stock figure in another unit is converted first. `null` without a stock tune.
 */
export function gainsOf(tune: Figures, stockTune: Figures | null, display: PowerDisplayType): Gains | null {
  if (!stockTune) return null
  const power = display === 'crank' ? 'crank_horsepower' : 'horsepower'
  const torque = display === 'crank' ? 'crank_torque' : 'torque'
  const stockPower = convertPower(stockTune[power], tune[power].unit)
  const stockTorque = convertTorque(stockTune[torque], tune[torque].unit)
  return {
    horsepower: { value: tenths(tune[power].value - stockPower.value), unit: tune[power].unit },
    torque: { value: tenths(tune[torque].value - stockTorque.value), unit: tune[torque].unit },
  }
}
