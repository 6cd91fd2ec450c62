import { count } from 'drizzle-orm'
import type { Db } from '../client'
import { shippingRate, shippingZone, taxRate } from '../schema/checkout'
import { storeProduct, storeProductPrice, storeStockLevel, storeStockLocation } from '../schema/store'

/** EU member states: VAT by destination country, shown included for consumers (decision 0028). */
const EU_VAT_PERCENT: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
}

/** Combined state sales tax of the states with the largest share of orders; the others are added by staff. */
const US_SALES_TAX_PERCENT: Record<string, number> = {
  CA: 7.25,
  TX: 6.25,
  FL: 6,
  NY: 4,
  WA: 6.5,
  IL: 6.25,
  PA: 6,
  OH: 5.75,
  GA: 4,
  NC: 4.75,
  MI: 6,
  NJ: 6.625,
  VA: 5.3,
  AZ: 5.6,
  MA: 6.25,
  TN: 7,
  IN: 7,
  MO: 4.225,
  MD: 6,
  WI: 5,
  CO: 2.9,
  MN: 6.875,
  NV: 6.85,
  UT: 6.1,
}

/** Canada: HST where the province harmonized it, else GST plus the provincial tax (PST, QST). */
const CANADA: { region: string; name: string; percent: number; shipping: boolean }[] = [
  ...['AB', 'NT', 'NU', 'YT', 'BC', 'MB', 'SK', 'QC'].map((region) => ({
    region,
    name: 'GST',
    percent: 5,
    shipping: true,
  })),
  { region: 'BC', name: 'PST', percent: 7, shipping: false },
  { region: 'MB', name: 'RST', percent: 7, shipping: false },
  { region: 'SK', name: 'PST', percent: 6, shipping: false },
  { region: 'QC', name: 'QST', percent: 9.975, shipping: true },
  { region: 'ON', name: 'HST', percent: 13, shipping: true },
  ...['NB', 'NL', 'NS', 'PE'].map((region) => ({ region, name: 'HST', percent: 15, shipping: true })),
]

const ppm = (percent: number) => Math.round(percent * 10_000)

/** Rates per currency, minor units: standard and express (decision 0027). */
const ZONES = [
  {
    slug: 'north-america',
    name: 'United States and Canada',
    countries: ['US', 'CA'],
    restOfWorld: false,
    rates: [
      {
        tier: 'standard',
        name: 'Standard',
        minDays: 3,
        maxDays: 5,
        prices: { USD: 999, CAD: 1299, EUR: 999, GBP: 899 },
      },
      {
        tier: 'express',
        name: 'Express',
        minDays: 1,
        maxDays: 2,
        prices: { USD: 2499, CAD: 3299, EUR: 2499, GBP: 2199 },
      },
    ],
  },
  {
    slug: 'europe',
    name: 'European Union, United Kingdom, Norway and Switzerland',
    countries: [...Object.keys(EU_VAT_PERCENT), 'GB', 'NO', 'CH'],
    restOfWorld: false,
    rates: [
      {
        tier: 'standard',
        name: 'Standard',
        minDays: 3,
        maxDays: 7,
        prices: { USD: 1499, CAD: 1999, EUR: 1299, GBP: 1199 },
      },
      {
        tier: 'express',
        name: 'Express',
        minDays: 1,
        maxDays: 3,
        prices: { USD: 3499, CAD: 4599, EUR: 2999, GBP: 2699 },
      },
    ],
  },
  // Embargoed destinations: a zone with no rates, so checkout answers no_shipping_for_destination.
  {
    slug: 'no-shipping',
    name: 'Destinations we cannot ship to',
    countries: ['RU', 'BY', 'IR', 'KP', 'SY', 'CU'],
    restOfWorld: false,
    rates: [],
  },
  {
    slug: 'rest-of-world',
    name: 'Rest of the world',
    countries: [],
    restOfWorld: true,
    rates: [
      {
        tier: 'standard',
        name: 'International',
        minDays: 7,
        maxDays: 21,
        prices: { USD: 2999, CAD: 3999, EUR: 2799, GBP: 2499 },
      },
    ],
  },
] as const

/** Shipping zones, their tiers and the tax rates (decision 0027, 0028). */
export async function seedCheckout(tx: Db, at: Date): Promise<void> {
  for (const zone of ZONES) {
    const [row] = await tx
      .insert(shippingZone)
      .values({ slug: zone.slug, name: zone.name, countries: [...zone.countries], restOfWorld: zone.restOfWorld })
      .returning({ id: shippingZone.id })
    const rates = zone.rates.flatMap((rate) =>
      Object.entries(rate.prices).map(([currency, amountMinor]) => ({
        zoneId: row!.id,
        tier: rate.tier,
        name: rate.name,
        minDays: rate.minDays,
        maxDays: rate.maxDays,
        currency,
        amountMinor,
      })),
    )
    if (rates.length > 0) await tx.insert(shippingRate).values(rates)
  }
  await tx.insert(taxRate).values([
    ...Object.entries(US_SALES_TAX_PERCENT).map(([region, percent]) => ({
      country: 'US',
      region,
      name: 'Sales tax',
      ratePpm: ppm(percent),
      updatedAt: at,
    })),
    ...CANADA.map((rate) => ({
      country: 'CA',
      region: rate.region,
      name: rate.name,
      ratePpm: ppm(rate.percent),
      appliesToShipping: rate.shipping,
      updatedAt: at,
    })),
    ...Object.entries(EU_VAT_PERCENT).map(([country, percent]) => ({
      country,
      region: '',
      name: 'VAT',
      ratePpm: ppm(percent),
      inclusive: true,
      appliesToShipping: true,
      updatedAt: at,
    })),
    {
      country: 'GB',
      region: '',
      name: 'VAT',
      ratePpm: ppm(20),
      inclusive: true,
      appliesToShipping: true,
      updatedAt: at,
    },
  ])
}

/**
 * The checkout's own demo product, only when the store has no products yet (a tree without the store's
 * seed): an OBD cable stocked in one location, so a fresh shop can be checked out.
 */
export async function seedCheckoutProductIfStoreEmpty(tx: Db, at: Date): Promise<void> {
  const [products] = await tx.select({ n: count() }).from(storeProduct)
  if ((products?.n ?? 0) > 0) return
  const [location] = await tx
    .insert(storeStockLocation)
    .values({ slug: 'costa-mesa', name: 'Costa Mesa, California', country: 'US', position: 0 })
    .returning({ id: storeStockLocation.id })
  const [product] = await tx
    .insert(storeProduct)
    .values({
      slug: 'obd-extension-cable',
      name: 'OBD-II Extension Cable',
      subtext: 'Shielded, 16-pin male to female',
      description: 'Reach the OBD port from the driver seat while flashing.',
      category: 'cables',
      kind: 'cable',
      weightGrams: 180,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: storeProduct.id })
  await tx.insert(storeProductPrice).values(
    Object.entries({ USD: 2900, CAD: 3900, EUR: 2700, GBP: 2400 }).map(([currency, amountMinor]) => ({
      productId: product!.id,
      currency,
      amountMinor,
    })),
  )
  await tx.insert(storeStockLevel).values({ productId: product!.id, locationId: location!.id, quantityOnHand: 40 })
}
