// Issue 26 item 8: a wideband reads lambda, a tune table often AFR; the two differ by the fuel's stoichiometric
// ratio (the mass of air that burns one mass of that fuel completely). The figures are the ones tuning tools use.

export const FUELS = ['gasoline', 'e85', 'ethanol', 'methanol', 'diesel', 'propane', 'methane'] as const
export type Fuel = (typeof FUELS)[number]

export const FUEL_LABELS: Record<Fuel, string> = {
  gasoline: 'Gasoline',
  e85: 'E85',
  ethanol: 'Ethanol (E100)',
  methanol: 'Methanol',
  diesel: 'Diesel',
  propane: 'Propane (LPG)',
  methane: 'Methane (CNG)',
}

/** The stoichiometric air-fuel ratio of each fuel (lambda 1). */
export const STOICHIOMETRIC_AFR: Record<Fuel, number> = {
  gasoline: 14.7,
  e85: 9.765,
  ethanol: 9.0,
  methanol: 6.4,
  diesel: 14.5,
  propane: 15.7,
  methane: 17.2,
}

/** Lambda of an air-fuel ratio burning `fuel` (below 1: rich, above 1: lean). */
export function afrToLambda(afr: number, fuel: Fuel): number {
  return afr / STOICHIOMETRIC_AFR[fuel]
}

/** The air-fuel ratio of a lambda burning `fuel`. */
export function lambdaToAfr(lambda: number, fuel: Fuel): number {
  return lambda * STOICHIOMETRIC_AFR[fuel]
}
