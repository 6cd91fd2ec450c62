import type { ShippingTier, TaxRate } from '@shop/domain/checkout'
import type { AppDeps } from '../../http/app-env'
import * as repo from './checkout.repository'

type Deps = Pick<AppDeps, 'db' | 'catalogCache'>

export type ShippingOption = {
  tier: ShippingTier
  name: string
  min_days: number
  max_days: number
  amount: { amount_minor: number; currency: string }
}

/**
 * The shipping rates and tax rates of a destination, read by every estimate and order: three small tables that only
 * staff change, so they are kept as text in the catalog's cache (decision 0090) and emptied with it in every
 * process (`invalidateStore` after a tax-rate change). The zone is the one that lists the country, else the
 * rest-of-world zone.
 */
export async function shippingOptionsTo(deps: Deps, country: string, currency: string): Promise<ShippingOption[]> {
  const text = await deps.catalogCache.fill(`checkout:shipping|${country}|${currency}`, async () => {
    const zones = await repo.findShippingZones(deps.db)
    const zone = zones.find((z) => z.countries.includes(country)) ?? zones.find((z) => z.restOfWorld)
    const rates = zone ? await repo.findShippingRates(deps.db, zone.id, currency) : []
    return JSON.stringify(
      rates.map((rate): ShippingOption => ({
        tier: rate.tier,
        name: rate.name,
        min_days: rate.minDays,
        max_days: rate.maxDays,
        amount: { amount_minor: rate.amountMinor, currency },
      })),
    )
  })
  return JSON.parse(text) as ShippingOption[]
}

/** The tax rates of a destination's country, as `computeTax` takes them (cached as `shippingOptionsTo`). */
export async function taxRatesOf(deps: Deps, country: string): Promise<TaxRate[]> {
  const text = await deps.catalogCache.fill(`checkout:tax|${country}`, async () =>
    JSON.stringify(
      (await repo.findTaxRates(deps.db, country)).map((rate): TaxRate => ({
        country: rate.country,
        region: rate.region,
        name: rate.name,
        rate_ppm: rate.ratePpm,
        inclusive: rate.inclusive,
        applies_to_shipping: rate.appliesToShipping,
      })),
    ),
  )
  return JSON.parse(text) as TaxRate[]
}
