import { catalogTuneSlug } from './catalog-tune-slug'
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

/** A vehicle bundle builder for the cart tests (decision 0068). */
export function bundleEntry(
  path = '/catalog/audi/2019/a4/2-0-tfsi',
  tuneIds: number[] = [3, 12],
  tools: { own: number[]; rent: boolean } = { own: [], rent: false },
): NewCartEntry {
  const [, , make = '', year = '', model = '', engine = ''] = path.split('/')
  return {
    kind: 'catalog-tune',
    product: {
      slug: catalogTuneSlug(path, tuneIds),
      name: '2019 Audi A4',
      subtext: '',
      image: null,
      pricesByCurrency: { USD: 49900 },
    },
    vehicle: { path, make, year, model, engine, transmission: null },
    tuneIds,
    tools,
    parts: [{ name: 'Stage 1', note: '', ships: false, pricesByCurrency: { USD: 49900 } }],
    options: [],
    quantity: 1,
  }
}
