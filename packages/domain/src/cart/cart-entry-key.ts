import type { CartEntry, NewCartEntry } from './cart.schema'

/**
 * SPEC §5 the identity of an entry as text: its kind, product slug and every option id with its selected name,
 * options in id order. Two entries are identical exactly when their keys are equal.
 */
export function cartEntryKey(entry: CartEntry | NewCartEntry): string {
  const options = [...entry.options]
    .sort((a, b) => a.option.id - b.option.id)
    .map(({ option, selection }) => [option.id, selection.name])
  return JSON.stringify([entry.kind, entry.product.slug, options])
}
