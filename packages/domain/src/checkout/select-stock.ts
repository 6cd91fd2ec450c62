export type StockLevel = { locationId: number; country: string; position: number; quantity: number }

/**
 * Where the units of one product ship from (decision 0027): locations in the destination's country first,
 * then by position; each gives what it has until `wanted` is met. Null when all locations together have
 * fewer than `wanted` (the order cannot be filled, nothing is taken).
 */
export function selectStock(
  levels: readonly StockLevel[],
  wanted: number,
  destinationCountry: string | null,
): { locationId: number; quantity: number }[] | null {
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw new RangeError('wanted must be a positive integer')
  const ordered = [...levels].sort(
    (a, b) =>
      Number(b.country === destinationCountry) - Number(a.country === destinationCountry) ||
      a.position - b.position ||
      a.locationId - b.locationId,
  )
  const picks: { locationId: number; quantity: number }[] = []
  let left = wanted
  for (const level of ordered) {
    if (left === 0) break
    const take = Math.min(left, Math.max(0, level.quantity))
    if (take > 0) picks.push({ locationId: level.locationId, quantity: take })
    left -= take
  }
  return left === 0 ? picks : null
}
