import { catalogTuneSlug } from '../cart/catalog-tune-slug'
import type { Tool } from '../catalog/catalog.schema'
import type { Money } from '../money/money.schema'
import { DEALER_PRICE_LABEL, RENTAL_DAYS } from './catalog-purchase.constants'
import type { CatalogEstimate } from './catalog-purchase.schema'

/** One line of a vehicle bundle in the cart and on the order (decision 0068). */
export type BundleLine = {
  part: 'tunes' | 'tool' | 'rental' | 'install-fee'
  /** Tunes keep `tune:<vehicle path>:<ids>` (delivery keys on it); a bought tool is its store product's slug. */
  slug: string
  name: string
  /** The vehicle's name, on every line of the bundle; with "Dealer price" on lines priced at dealer prices. */
  subtext: string
  /** "Dealer price", "Rental, 14 days", "Install fee" or ''. */
  note: string
  /** The store product a bought tool is (its stock, category and shipping apply); null for the other parts. */
  productSlug: string | null
  /** Something physical travels to the buyer (a bought or rented tool): the order needs a shipping address. */
  ships: boolean
  amount: Money
}

type BundleContext = {
  vehicleName: string
  tools: readonly Pick<Tool, 'id' | 'product_slug'>[]
}

/**
 * The lines of a priced vehicle bundle: its tunes as one line (names joined, the tunes' total), each bought tool
 * as its store product, a rented tool as a rental, and the install fee when there is one. An owned tool costs
 * nothing and is no line. The amounts add up to `estimate.total` exactly.
 */
export function bundleLines(
  estimate: Pick<CatalogEstimate, 'vehicle' | 'role' | 'lines' | 'currency'>,
  context: BundleContext,
): BundleLine[] {
  const dealer = estimate.role === 'dealer'
  const with_ = (note: string) => (note ? `${context.vehicleName} · ${note}` : context.vehicleName)
  const tunes = estimate.lines.filter((line) => line.type === 'tune')
  const lines: BundleLine[] = []
  if (tunes.length > 0) {
    const note = dealer ? DEALER_PRICE_LABEL : ''
    lines.push({
      part: 'tunes',
      slug: catalogTuneSlug(
        estimate.vehicle,
        tunes.map((line) => line.tune_id),
      ),
      name: tunes.map((line) => line.name).join(' + '),
      subtext: with_(note),
      note,
      productSlug: null,
      ships: false,
      amount: {
        amount_minor: tunes.reduce((sum, line) => sum + line.amount.amount_minor, 0),
        currency: estimate.currency,
      },
    })
  }
  const slugOf = new Map(context.tools.map((tool) => [tool.id, tool.product_slug]))
  for (const line of estimate.lines) {
    if (line.type === 'tool' && line.mode === 'buy') {
      const productSlug = slugOf.get(line.tool_id) ?? null
      lines.push({
        part: 'tool',
        slug: productSlug ?? `tool:${line.tool_id}`,
        name: line.name,
        subtext: context.vehicleName,
        note: '',
        productSlug,
        ships: true,
        amount: line.amount,
      })
    } else if (line.type === 'tool' && line.mode === 'rent') {
      const note = `Rental, ${RENTAL_DAYS} days`
      lines.push({
        part: 'rental',
        slug: `rent:${slugOf.get(line.tool_id) ?? line.tool_id}`,
        name: `${line.name} rental`,
        subtext: with_(note),
        note,
        productSlug: null,
        ships: true,
        amount: line.amount,
      })
    } else if (line.type === 'install_fee' && line.amount.amount_minor > 0) {
      lines.push({
        part: 'install-fee',
        slug: `install-fee:${estimate.vehicle}`,
        name: line.name,
        subtext: context.vehicleName,
        note: '',
        productSlug: null,
        ships: false,
        amount: line.amount,
      })
    }
  }
  return lines
}
