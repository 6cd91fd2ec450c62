import type { BundleToolChoice, CatalogTuneCartEntry, NewCartEntry } from '../cart/cart.schema'
import { bundleLines, type BundleLine } from './bundle-lines'
import type { CatalogEstimate } from './catalog-purchase.schema'

type BundleEntryInput = {
  estimate: Pick<CatalogEstimate, 'vehicle' | 'role' | 'lines' | 'currency' | 'total'>
  vehicleName: string
  vehicle: CatalogTuneCartEntry['vehicle']
  tools: Parameters<typeof bundleLines>[1]['tools']
  choice: BundleToolChoice
}

const partOf = (line: BundleLine) => ({
  name: line.name,
  note: line.note,
  ships: line.ships,
  pricesByCurrency: { [line.amount.currency]: line.amount.amount_minor },
})

/**
 * The cart entry of a priced vehicle bundle (decision 0068): named for the vehicle, its parts as
 * `bundleLines` has them, its total as the price shown, the tune ids and the tool choice the server prices again.
 */
export function vehicleBundleEntry({ estimate, vehicleName, vehicle, tools, choice }: BundleEntryInput): NewCartEntry {
  const lines = bundleLines(estimate, { vehicleName, tools })
  const tunes = lines.find((line) => line.part === 'tunes')
  return {
    kind: 'catalog-tune',
    product: {
      slug: tunes?.slug ?? `tune:${vehicle.path}:`,
      name: vehicleName,
      subtext: '',
      image: null,
      pricesByCurrency: { [estimate.currency]: estimate.total.amount_minor },
    },
    vehicle,
    tuneIds: estimate.lines.flatMap((line) => (line.type === 'tune' ? [line.tune_id] : [])),
    tools: { own: [...choice.own].sort((a, b) => a - b), rent: choice.rent },
    parts: lines.map(partOf),
    options: [],
    quantity: 1,
  }
}
