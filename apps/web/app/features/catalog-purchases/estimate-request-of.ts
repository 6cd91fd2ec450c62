/** The estimate request the "Buy" link of a vehicle page describes (decision 0016). */
export type EstimateRequest = ReturnType<typeof estimateRequestOf>

/** The vehicle, the selection query (the tune and add-on params), the tools owned and the rent choice of a "Buy" link. */
export function estimateRequestOf(search: URLSearchParams) {
  const selection = new URLSearchParams(search)
  for (const name of ['vehicle', 'own', 'rent', 'currency']) selection.delete(name)
  const own = (search.get('own') ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
  return {
    vehicle: search.get('vehicle') ?? '',
    selection: selection.toString(),
    own,
    rent: search.get('rent') === '1',
  }
}
