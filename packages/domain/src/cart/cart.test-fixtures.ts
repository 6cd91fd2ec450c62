import type { CartOption, NewCartEntry } from './cart.schema'

/** A product entry builder for the cart tests. */
export function productEntry(
  slug: string,
  options: Array<[number, string, number?]> = [],
  quantity = 1,
  prices: Record<string, number> = { USD: 10000, EUR: 9000 },
): NewCartEntry {
  return {
    kind: 'product',
    product: { slug, name: slug.toUpperCase(), subtext: '', image: null, pricesByCurrency: prices },
    options: options.map(([id, name, add = 0]): CartOption => ({
      option: { id, name: `Option ${id}` },
      selection: { name, pricesByCurrency: { USD: add, EUR: add } },
    })),
    quantity,
  }
}
