import type { VehicleTune } from '@shop/domain/catalog'
import { minorUnitsOf, type Money } from '@shop/domain/money'

/** A price as schema.org wants it: decimal text in the currency's minor digits, e.g. "499.00". */
function decimalPrice(money: Money): string {
  const digits = minorUnitsOf(money.currency)
  const text = Math.abs(money.amount_minor)
    .toString()
    .padStart(digits + 1, '0')
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

type VehicleProductInput = {
  name: string
  description: string
  url: string
  brand: string
  tunes: VehicleTune[]
  /** The price the visitor pays (dealers see dealer prices). */
  priceOf: (tune: VehicleTune) => Money
}

/** schema.org Product of a vehicle page with one Offer per tune on sale (the stock tune is not sold). */
export function vehicleProductJsonLd({ name, description, url, brand, tunes, priceOf }: VehicleProductInput) {
  const offers = tunes
    .filter((tune) => !tune.is_stock)
    .map((tune) => {
      const price = priceOf(tune)
      return {
        '@type': 'Offer',
        name: tune.name,
        sku: tune.part_number,
        price: decimalPrice(price),
        priceCurrency: price.currency,
        availability: 'https://schema.org/InStock',
        url,
      }
    })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    url,
    brand: { '@type': 'Brand', name: brand },
    category: 'Vehicle ECU tuning',
    offers,
  }
}
