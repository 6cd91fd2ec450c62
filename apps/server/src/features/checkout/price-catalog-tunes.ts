import type { Actor } from '@shop/domain/accounts'
import type { CatalogTuneCartEntry } from '@shop/domain/cart'
import { purchasePricingRoleOf } from '@shop/domain/catalog'
import { bundleLines, type BundleLine } from '@shop/domain/catalog-purchase'
import type { AppDeps } from '../../http/app-env'
import { AppError, validationFailed } from '../../http/app-error'
import * as catalogPurchases from '../catalog-purchases/catalog-purchases.service'
import * as repo from './checkout.repository'

/** A line of a vehicle bundle as the checkout prices it; `productId` is a bought tool's store product. */
export type PricedBundleLine = BundleLine & { productId: number | null; category: string }

/** The categories of the bundle's lines that sell no store product (no store stock; see `applyCodesToLines`). */
const CATEGORY_OF_PART: Record<Exclude<BundleLine['part'], 'tool'>, string> = {
  tunes: 'catalog-tune',
  rental: 'tool-rental',
  'install-fee': 'install-fee',
}

const lineError = (index: number, message: string) => validationFailed({ [`entries.${index}`]: [message] })

/**
 * Prices a cart's vehicle bundle (decision 0068) with the one bundle pricing, `catalogPurchases.priceBundle`:
 * the entry's vehicle, tune ids and tool choice, for the buyer's role (dealer prices only for members of a
 * dealer), in `currency`. The browser's prices and parts are never used. A bought tool becomes its store product
 * (its category, stock and shipping apply); a vehicle, tune or tool the shop no longer sells is a 422 on the entry.
 */
export async function priceCatalogTunes(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  entry: CatalogTuneCartEntry,
  index: number,
  currency: string,
): Promise<PricedBundleLine[]> {
  const gone = (message = `The tunes for ${entry.product.name} are no longer sold.`) => lineError(index, message)
  let priced: Awaited<ReturnType<typeof catalogPurchases.priceBundle>>
  try {
    priced = await catalogPurchases.priceBundle(
      deps,
      {
        vehicle: entry.vehicle.path,
        selection: { tuneIds: entry.tuneIds },
        own: entry.tools.own,
        rent: entry.tools.rent,
      },
      purchasePricingRoleOf(actor),
      currency,
    )
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw gone()
    throw error
  }
  if (!priced.ok) throw gone(`${entry.product.name}: ${priced.message}`)
  const lines = bundleLines(priced.bundle, { vehicleName: priced.bundle.vehicle_name, tools: priced.bundle.tools })
  const slugs = lines.flatMap((line) => (line.productSlug ? [line.productSlug] : []))
  const products = new Map((await repo.findProductsForPricing(deps.db, slugs, currency)).map((p) => [p.slug, p]))
  return lines.map((line) => {
    if (line.part !== 'tool') return { ...line, productId: null, category: CATEGORY_OF_PART[line.part] }
    const product = line.productSlug ? products.get(line.productSlug) : undefined
    if (!product) throw gone(`${line.name} is no longer sold.`)
    return { ...line, productId: product.id, category: product.category }
  })
}
