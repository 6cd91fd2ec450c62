import { SELECTION_SEARCH_PARAMS as P, type SelectionSearch } from './selection-search.schema'

/**
 * The query string of a selection's tune choices (names in `SELECTION_SEARCH_PARAMS`), `''` when all are at
 * their defaults, else starting with `?`. Lists keep their order and are comma-separated, unencoded.
 * `parseSelectionSearch` reads it back.
 */
export function selectionSearch(selection: SelectionSearch): string {
  const parts: string[] = []
  const one = (name: string, id: number | null) => {
    if (id !== null) parts.push(`${name}=${id}`)
  }
  const list = (name: string, ids: readonly number[]) => {
    if (ids.length > 0) parts.push(`${name}=${ids.join(',')}`)
  }
  one(P.tune, selection.tune)
  list(P.addOnTunes, selection.addOnTunes)
  one(P.dsgTune, selection.dsgTune)
  one(P.transmissionTune, selection.transmissionTune)
  list(P.transmissionAddOnTunes, selection.transmissionAddOnTunes)
  one(P.awdTune, selection.awdTune)
  list(P.awdAddOnTunes, selection.awdAddOnTunes)
  if (selection.skipTransmissionSelection) parts.push(`${P.skipTransmissionSelection}=1`)
  if (selection.selectedDynoIndex > 0) parts.push(`${P.selectedDynoIndex}=${selection.selectedDynoIndex}`)
  if (selection.currentHpTorque !== 'crank') parts.push(`${P.currentHpTorque}=${selection.currentHpTorque}`)
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}
