/** A catalog-tune order line's slug read back: the vehicle page path and the tune ids (decision 0047). */
export type CatalogTuneSlug = { vehiclePath: string; tuneIds: number[] }

/**
 * Reads `tune:<vehicle path>:<ids>` (what `catalogTuneSlug` writes); anything else, or ids that are not
 * positive integers, is `null` (the line is not a catalog tune).
 */
export function parseCatalogTuneSlug(slug: string): CatalogTuneSlug | null {
  if (!slug.startsWith('tune:')) return null
  const rest = slug.slice('tune:'.length)
  const cut = rest.lastIndexOf(':')
  if (cut <= 0) return null
  const vehiclePath = rest.slice(0, cut)
  const parts = rest.slice(cut + 1).split(',')
  if (!vehiclePath.startsWith('/') || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null
  return { vehiclePath, tuneIds: parts.map(Number) }
}
