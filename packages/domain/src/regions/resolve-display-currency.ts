/** SPEC §5: a display currency must be one of the store currencies, else the first store currency. */
export function resolveDisplayCurrency(wanted: string | null | undefined, storeCurrencies: readonly string[]): string {
  const first = storeCurrencies[0]
  if (first === undefined) throw new Error('a store has at least one currency')
  return wanted && storeCurrencies.includes(wanted) ? wanted : first
}
