import type { SelectableTune, TuneCatalog, TuneKind, TuneScope, VehicleSelection } from './vehicle-selection.schema'

export type SelectedTune<T extends SelectableTune> = { tune: T; kind: TuneKind; scope: TuneScope }

/**
 * The tunes a selection buys, looked up in the loaded catalog, in display order (ECU tune, its add-ons, DSG,
 * TCU tune, its add-ons, AWD tune, its add-ons), each with the slot it fills (`kind`) and the list it came from
 * (`scope`; the engine's when an id is in both). Stock tunes are not bought and ids not in the catalog (a
 * stale link) are skipped. The input for `priceSelection` and `solveToolCompatibility`.
 */
export function selectedTunes<T extends SelectableTune>(
  selection: Pick<
    VehicleSelection,
    'tune' | 'addOnTunes' | 'dsgTune' | 'transmissionTune' | 'transmissionAddOnTunes' | 'awdTune' | 'awdAddOnTunes'
  >,
  catalog: TuneCatalog<T>,
): SelectedTune<T>[] {
  const slots: [TuneKind, readonly (number | null)[]][] = [
    ['ecu', [selection.tune]],
    ['addon', selection.addOnTunes],
    ['dsg', [selection.dsgTune]],
    ['tcu', [selection.transmissionTune]],
    ['tcu-addon', selection.transmissionAddOnTunes],
    ['awd', [selection.awdTune]],
    ['awd-addon', selection.awdAddOnTunes],
  ]
  const seen = new Set<number>()
  const result: SelectedTune<T>[] = []
  for (const [kind, ids] of slots) {
    for (const id of ids) {
      if (id === null || seen.has(id)) continue
      seen.add(id)
      const fromEngine = catalog.engineTunes.find((tune) => tune.id === id)
      const found = fromEngine ?? catalog.transmissionTunes.find((tune) => tune.id === id)
      if (!found || found.is_stock) continue
      result.push({ tune: found, kind, scope: fromEngine ? 'engine' : 'transmission' })
    }
  }
  return result
}
