import { convertPower, convertTorque, type Power, type Torque } from '@shop/domain/catalog'

export type PowerUnit = 'hp' | 'kW'
export type TorqueUnit = 'lb-ft' | 'Nm'

/** A power figure in the unit the visitor reads (hp or kW), whatever unit it was stored in. */
export const powerIn = (power: Power, unit: PowerUnit) => convertPower(power, unit).value

/** A torque figure in lb-ft or Nm. */
export const torqueIn = (torque: Torque, unit: TorqueUnit) => convertTorque(torque, unit).value

/** Curve points are stored in hp and lb-ft at the wheels: a whole series in the visitor's unit, times `factor`. */
export function hpSeriesIn(values: readonly number[], unit: PowerUnit, factor: number): number[] {
  const scale = factor * powerIn({ value: 1, unit: 'hp' }, unit)
  return values.map((value) => value * scale)
}
export function lbftSeriesIn(values: readonly number[], unit: TorqueUnit, factor: number): number[] {
  const scale = factor * torqueIn({ value: 1, unit: 'lb-ft' }, unit)
  return values.map((value) => value * scale)
}

export const round = (value: number) => Math.round(value)
