import { parseYearSegment } from './parse-year-segment'
import { vehiclePath, type VehiclePathSegments } from './vehicle-path'

export type ParsedVehiclePath = { segments: VehiclePathSegments } | { notFound: true } | { redirectTo: string }

const BASES = ['catalog', 'guide'] as const

/**
 * Reads a `/catalog/…` or `/guide/…` pathname (SPEC §2): `{ segments }` for up to five vehicle segments;
 * `{ notFound: true }` when the year segment is not a year (`/catalog/audi/abc`), a segment is badly encoded,
 * there are more than six segments or the base is neither; `{ redirectTo }` (the path without it) for the
 * trailing sixth `{addOnTunes}` segment. The caller appends the query string to `redirectTo`. The fixed
 * pages under /catalog (all-tunes, categories) are the router's to match before this.
 */
export function parseVehiclePath(pathname: string): ParsedVehiclePath {
  const [base, ...rest] = pathname.split('/').filter((part) => part !== '')
  const knownBase = BASES.find((known) => known === base)
  if (!knownBase || rest.length > 6) return { notFound: true }
  let decoded: string[]
  try {
    decoded = rest.map((part) => decodeURIComponent(part))
  } catch {
    return { notFound: true }
  }
  const [make, year, model, engine, transmission] = decoded
  if (year !== undefined && parseYearSegment(year) === null) return { notFound: true }
  const segments: VehiclePathSegments = { make, year, model, engine, transmission }
  for (const key of Object.keys(segments) as (keyof VehiclePathSegments)[]) {
    if (segments[key] === undefined) delete segments[key]
  }
  // SPEC §2: a variant with a trailing {addOnTunes} segment redirects to the one without it.
  if (decoded.length === 6) return { redirectTo: vehiclePath(segments, `/${knownBase}`) }
  return { segments }
}
