import { SELECTION_SEARCH_PARAMS as P, type SelectionSearch } from './selection-search.schema'

const ID = /^[1-9]\d{0,14}$/
const INDEX = /^\d{1,6}$/

function idOf(value: string | null): number | null {
  return value !== null && ID.test(value) ? Number(value) : null
}

function idsOf(value: string | null): number[] {
  if (value === null) return []
  const ids = value.split(',').map((part) => idOf(part.trim()))
  return [...new Set(ids.filter((id) => id !== null))]
}

/**
 * Reads the tune choices of a vehicle page's query string (`?tune=12&addons=14,15…`, names in
 * `SELECTION_SEARCH_PARAMS`; with or without the `?`). Never throws: a malformed id is left out, a list keeps
 * each id once, an unknown `power` is crank, `skipTcu` is on only for `1`. Whether the ids belong to the
 * vehicle is the catalog's to say (`selectedTunes` skips strangers).
 */
export function parseSelectionSearch(search: string | URLSearchParams): SelectionSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const dyno = params.get(P.selectedDynoIndex)
  return {
    tune: idOf(params.get(P.tune)),
    addOnTunes: idsOf(params.get(P.addOnTunes)),
    dsgTune: idOf(params.get(P.dsgTune)),
    transmissionTune: idOf(params.get(P.transmissionTune)),
    transmissionAddOnTunes: idsOf(params.get(P.transmissionAddOnTunes)),
    awdTune: idOf(params.get(P.awdTune)),
    awdAddOnTunes: idsOf(params.get(P.awdAddOnTunes)),
    skipTransmissionSelection: params.get(P.skipTransmissionSelection) === '1',
    selectedDynoIndex: dyno !== null && INDEX.test(dyno) ? Number(dyno) : 0,
    currentHpTorque: params.get(P.currentHpTorque) === 'regular' ? 'regular' : 'crank',
  }
}
