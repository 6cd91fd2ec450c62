// Issue 26 item 8: the units a tuner reads off a dyno sheet, a datalog or a spec sheet, converted both ways. Each
// unit is defined by its size in the quantity's SI unit (W, N·m, Pa), so any unit converts to any other of the
// same quantity through one multiplication and one division; temperature also moves its zero.

/** Standard gravity (m/s²), the international pound (kg) and inch (m): the definitions the others follow from. */
const G = 9.80665
const POUND_KG = 0.45359237
const INCH_M = 0.0254
/** One pound-foot in newton-metres. */
const LB_FT_NM = POUND_KG * G * 12 * INCH_M
/** Mechanical horsepower (550 ft·lbf/s) in watts. */
const HP_W = 550 * LB_FT_NM
/** Metric horsepower (PS, 75 kgf·m/s) in watts. */
const PS_W = 75 * G
/** One pound-force per square inch in pascals. */
const PSI_PA = (POUND_KG * G) / INCH_M ** 2

/** What a unit measures. */
export const UNIT_QUANTITIES = ['power', 'torque', 'pressure', 'temperature'] as const
export type UnitQuantity = (typeof UNIT_QUANTITIES)[number]

export const UNIT_QUANTITY_LABELS: Record<UnitQuantity, string> = {
  power: 'Power',
  torque: 'Torque',
  pressure: 'Pressure',
  temperature: 'Temperature',
}

type UnitDefinition = {
  quantity: UnitQuantity
  /** The unit as written after a number. */
  label: string
  /** Its size in the quantity's SI unit (for temperature: in kelvin per degree). */
  scale: number
  /** Where its zero sits in the SI unit (0 but for temperature). */
  offset: number
}

export const UNITS = {
  hp: { quantity: 'power', label: 'hp', scale: HP_W, offset: 0 },
  kW: { quantity: 'power', label: 'kW', scale: 1000, offset: 0 },
  PS: { quantity: 'power', label: 'PS', scale: PS_W, offset: 0 },
  'lb-ft': { quantity: 'torque', label: 'lb-ft', scale: LB_FT_NM, offset: 0 },
  Nm: { quantity: 'torque', label: 'Nm', scale: 1, offset: 0 },
  psi: { quantity: 'pressure', label: 'psi', scale: PSI_PA, offset: 0 },
  bar: { quantity: 'pressure', label: 'bar', scale: 100_000, offset: 0 },
  kPa: { quantity: 'pressure', label: 'kPa', scale: 1000, offset: 0 },
  '°F': { quantity: 'temperature', label: '°F', scale: 5 / 9, offset: 273.15 - (32 * 5) / 9 },
  '°C': { quantity: 'temperature', label: '°C', scale: 1, offset: 273.15 },
} as const satisfies Record<string, UnitDefinition>

export type Unit = keyof typeof UNITS

/** The units of one quantity, in the order the converter lists them. */
export function unitsOf(quantity: UnitQuantity): Unit[] {
  return (Object.keys(UNITS) as Unit[]).filter((unit) => UNITS[unit].quantity === quantity)
}

/**
 * `value` in unit `from` expressed in unit `to`. Both must measure the same quantity (a power is not a torque):
 * anything else is a programming error and throws.
 */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  const source: UnitDefinition = UNITS[from]
  const target: UnitDefinition = UNITS[to]
  if (source.quantity !== target.quantity) throw new Error(`Cannot convert ${source.quantity} to ${target.quantity}`)
  if (from === to) return value
  const si = value * source.scale + source.offset
  return (si - target.offset) / target.scale
}
