/** The product slug of a catalog-tune cart entry: the vehicle path and the tune ids, sorted (order is not identity). */
export function catalogTuneSlug(vehiclePath: string, tuneIds: readonly number[]): string {
  return `tune:${vehiclePath}:${[...tuneIds].sort((a, b) => a - b).join(',')}`
}
