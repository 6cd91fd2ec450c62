import type { SelectableTune, TuneCatalog } from './vehicle-selection.schema'
import { selectedTunes } from './selected-tunes'

/**
 * The tunes recommended by the chosen tunes (`recommended`) that are in the loaded catalog and not chosen yet,
 * once each, in the order first recommended: what the page offers next to the selection. Recommendation only
 * shows; unlike `requires` it never selects anything.
 */
export function missingRecommendedTunes<T extends SelectableTune>(
  selection: Parameters<typeof selectedTunes>[0],
  catalog: TuneCatalog<T>,
): T[] {
  const chosen = selectedTunes(selection, catalog)
  // The stock tune is not in `chosen` (nothing is bought) but is still what the visitor has.
  const chosenIds = new Set<number | null>([...chosen.map(({ tune }) => tune.id), selection.tune])
  const all = [...catalog.engineTunes, ...catalog.transmissionTunes]
  const result: T[] = []
  for (const id of chosen.flatMap(({ tune }) => tune.recommended)) {
    if (chosenIds.has(id) || result.some((tune) => tune.id === id)) continue
    const found = all.find((tune) => tune.id === id)
    if (found) result.push(found)
  }
  return result
}
