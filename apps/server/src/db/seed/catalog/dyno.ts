import type { DynoCurves } from '../../schema/catalog'
import type { EngineSpec } from './vehicles'

/** A dyno run's targets at the wheels: peak torque (lb-ft) and the power ceiling (hp). */
export type RunTarget = { torque: number; horsepower: number }

const round1 = (value: number) => Math.round(value * 10) / 10
const smoothstep = (from: number, to: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)))
  return t * t * (3 - 2 * t)
}

/** The dyno's rpm points: 1500–7000 petrol (up to the redline), 1200–4800 diesel. */
export function rpmPoints(engine: EngineSpec): number[] {
  const diesel = engine.fuel === 'diesel'
  const [start, step, top] = diesel
    ? [1200, 200, Math.min(4800, engine.redline)]
    : [1500, 250, Math.min(7000, engine.redline)]
  const points: number[] = []
  for (let rpm = start; rpm <= top; rpm += step) points.push(rpm)
  return points
}

/**
 * The torque curve's shape (1 at its plateau): a turbo spools to a plateau and fades near the redline, a
 * naturally aspirated engine climbs to a late peak, a supercharger is strong from idle, a diesel peaks low.
 * `spool` < 1 moves a tuned turbo's spool earlier.
 */
function torqueShape(engine: EngineSpec, rpm: number, spool: number): number {
  const r = engine.redline
  if (engine.fuel === 'diesel')
    return 0.68 + 0.32 * smoothstep(1200, 1900 * spool, rpm) - 0.38 * smoothstep(2700, r, rpm)
  switch (engine.aspiration) {
    case 'turbo':
      return 0.6 + 0.4 * smoothstep(1500, 2900 * spool, rpm) - 0.3 * smoothstep(r * 0.68, r, rpm)
    case 'supercharged':
      return 0.8 + 0.2 * smoothstep(1500, r * 0.55, rpm) - 0.14 * smoothstep(r * 0.75, r, rpm)
    case 'na':
      return 0.7 + 0.3 * smoothstep(1500, r * 0.7, rpm) - 0.12 * smoothstep(r * 0.78, r, rpm)
  }
}

/**
 * Torque at each rpm: the shape scaled to the peak torque, capped where the power would pass its ceiling
 * (a dyno's flat power top), so that power = torque × rpm / 5252 everywhere.
 */
export function torqueCurve(engine: EngineSpec, rpm: number[], target: RunTarget, spool = 1): number[] {
  return rpm.map((x) => {
    const ceiling = x >= engine.redline * 0.9 ? 1 - 0.07 * smoothstep(engine.redline * 0.9, engine.redline, x) : 1
    return round1(Math.min(target.torque * torqueShape(engine, x, spool), ((target.horsepower * 5252) / x) * ceiling))
  })
}

export const powerCurve = (rpm: number[], torque: number[]) => torque.map((tq, i) => round1((tq * rpm[i]!) / 5252))

export function dynoCurves(engine: EngineSpec, stock: RunTarget, tuned: RunTarget, spool: number): DynoCurves {
  const rpm = rpmPoints(engine)
  const stockTorque = torqueCurve(engine, rpm, stock)
  const tunedTorque = torqueCurve(engine, rpm, tuned, spool)
  return {
    rpm,
    stock_hp: powerCurve(rpm, stockTorque),
    stock_torque: stockTorque,
    tuned_hp: powerCurve(rpm, tunedTorque),
    tuned_torque: tunedTorque,
  }
}

/** The peaks of a run's tuned curves. */
export function peaks(curves: DynoCurves): { horsepower: number; torque: number } {
  return { horsepower: Math.max(...curves.tuned_hp), torque: Math.max(...curves.tuned_torque) }
}

export function stockPeaks(engine: EngineSpec, stock: RunTarget): { horsepower: number; torque: number } {
  const rpm = rpmPoints(engine)
  const torque = torqueCurve(engine, rpm, stock)
  return { horsepower: Math.max(...powerCurve(rpm, torque)), torque: Math.max(...torque) }
}
