/** SPEC §3 enumerations and §9 constants of the vehicle catalog. */

/** SPEC §3: compatibility types. */
export const COMPAT_TYPES = ['FZPRO', 'FLASHZILLAV3'] as const
export type CompatType = (typeof COMPAT_TYPES)[number]
/** What a shopper reads for a compatibility type: the family of tools whose tunes it flashes. */
export const COMPAT_TYPE_LABELS: Record<CompatType, string> = {
  FZPRO: 'FZPRO bench family',
  FLASHZILLAV3: 'FlashZilla V3 family (FZ3, FZL)',
}

/** SPEC §3: power display types; the vehicle selection starts on crank (SPEC §3 currentHpTorque). */
export const POWER_DISPLAY_TYPES = ['regular', 'crank'] as const
export type PowerDisplayType = (typeof POWER_DISPLAY_TYPES)[number]
export const POWER_DISPLAY_TYPE_LABELS: Record<PowerDisplayType, string> = {
  regular: 'At the wheels',
  crank: 'At the crank',
}

/** SPEC §9 default units. */
export const POWER_UNITS = ['hp', 'kW', 'PS'] as const
export const TORQUE_UNITS = ['lb-ft', 'Nm'] as const
export const DEFAULT_POWER_UNIT = 'hp'
export const DEFAULT_TORQUE_UNIT = 'lb-ft'
export const DEFAULT_TORQUE_LIMIT_UNIT = 'Nm'

/** SPEC §2: the fixed category pages under /catalog/. */
export const CATEGORY_SLUGS = [
  'engine-tuning',
  'turbo-tuning',
  'performance-tuning',
  'eco-tuning',
  'tcu-tuning',
  'stage-1-tuning',
  'stage-2-tuning',
  'stage-3-tuning',
  'stage-4-tuning',
  'diesel-tuning',
] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

/** Fuel of an engine (drives the diesel and eco categories). */
export const FUELS = ['petrol', 'diesel', 'hybrid'] as const
export type Fuel = (typeof FUELS)[number]
export const FUEL_LABELS: Record<Fuel, string> = { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Hybrid' }

/** Dyno csv entry source (SPEC §3). */
export const DYNO_SOURCES = ['upload', 'other'] as const

/** SPEC §2: the year segment of a vehicle that is listed for its whole model series rather than one year. */
export const SERIES_YEAR = 'Series'

/** SPEC §5/§8: a selected tune that lists no tool at all. */
export const TUNE_MISSING_TOOLS_MESSAGE = 'Tune is missing tools'

/** SPEC §5/§8: the selected tunes are each flashable, but no combination of tools covers them all. */
export const TOOLS_UNSOLVABLE_MESSAGE = 'No combination of tools can flash all the selected tunes'
