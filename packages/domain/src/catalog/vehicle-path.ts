import type { VehicleSelection } from './vehicle-selection.schema'

/** The vehicle part of a selection, as URL slugs (SPEC §2 `/catalog/{make?}/{year?}/{model?}/{engine?}/{transmission?}`). */
export type VehiclePathSegments = Partial<Pick<VehicleSelection, 'make' | 'year' | 'model' | 'engine' | 'transmission'>>

const ORDER = ['make', 'year', 'model', 'engine', 'transmission'] as const

/**
 * The path of a vehicle selection: `vehiclePath({ make: 'audi', year: '2019', model: 'a4' })` →
 * `/catalog/audi/2019/a4`. Segments are written in SPEC §2 order up to the first one not set (a model
 * without a year cannot be addressed); each is percent-encoded. `base` is `/catalog` or `/guide`.
 */
export function vehiclePath(segments: VehiclePathSegments, base: '/catalog' | '/guide' = '/catalog'): string {
  let path = base
  for (const name of ORDER) {
    const value = segments[name]
    if (value === null || value === undefined || value === '') break
    path += `/${encodeURIComponent(value)}`
  }
  return path
}
