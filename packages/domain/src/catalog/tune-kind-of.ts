import type { SelectableTune, TuneKind, TuneScope } from './vehicle-selection.schema'

/**
 * The selection slot of a tune: a tune type with `is_dsg` makes it the DSG tune; `is_awd` the AWD tune (an
 * `optional` one an AWD add-on); otherwise a transmission's tune is the TCU tune (or a TCU add-on) and an
 * engine's the ECU tune (or an add-on). The stock tune of an engine is an `ecu` tune.
 */
export function tuneKindOf(tune: Pick<SelectableTune, 'optional' | 'tune_types'>, scope: TuneScope): TuneKind {
  if (tune.tune_types.some((type) => type.is_dsg)) return 'dsg'
  if (tune.tune_types.some((type) => type.is_awd)) return tune.optional ? 'awd-addon' : 'awd'
  if (scope === 'transmission') return tune.optional ? 'tcu-addon' : 'tcu'
  return tune.optional ? 'addon' : 'ecu'
}
