import { parseSelectionSearch, selectionSearch } from '@shop/domain/catalog'
import type { Schema } from '../../lib/api-client'

/** A category tune's vehicle page with the tune already chosen (an ECU tune, or a transmission's TCU tune). */
export function tuneHref(tune: Schema<'CategoryTune'>): string {
  const none = parseSelectionSearch('')
  const choice = tune.kind === 'tcu' ? { ...none, transmissionTune: tune.id } : { ...none, tune: tune.id }
  return `${tune.vehicle.path}${selectionSearch(choice)}`
}
