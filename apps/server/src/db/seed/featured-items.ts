import { paths } from '@shop/domain/paths'
import type { Db } from '../client'
import { featuredItem, featuredItemPrice } from '../schema/featured'

type Prices = { USD: number; CAD: number; EUR: number; GBP: number }
type FeaturedSeed = Omit<typeof featuredItem.$inferInsert, 'id' | 'position' | 'createdAt' | 'updatedAt'> & {
  prices: Prices
}

// Prices are set per currency in minor units (ARCHITECTURE §4), rounded to shop prices, not converted.
const FEATURED: readonly FeaturedSeed[] = [
  {
    kind: 'tune',
    slug: 'vw-golf-gti-mk7-stage-1',
    title: 'Stage 1 ECU tune',
    subtitle: 'Pump-fuel map for a stock car. No hardware changes.',
    badge: 'Best seller',
    vehicle: 'VW Golf GTI Mk7 2.0 TSI',
    gainHp: 48,
    gainTorqueLbft: 62,
    image: '/images/vehicle-hatchback.svg',
    href: paths.vehicle({ make: 'volkswagen', year: '2019', model: 'golf-gti', engine: 'ea888-gen3' }),
    prices: { USD: 49900, CAD: 67900, EUR: 46900, GBP: 39900 },
  },
  {
    kind: 'tune',
    slug: 'ford-f-150-3-5-ecoboost-stage-1',
    title: 'Stage 1 ECU tune',
    subtitle: 'More low-end torque for towing, firmer shifts under load.',
    badge: 'Stage 1',
    vehicle: 'Ford F-150 3.5 EcoBoost',
    gainHp: 62,
    gainTorqueLbft: 94,
    image: '/images/vehicle-truck.svg',
    href: paths.vehicle({ make: 'ford', year: '2020', model: 'f-150', engine: '3-5-ecoboost' }),
    prices: { USD: 59900, CAD: 81900, EUR: 55900, GBP: 47900 },
  },
  {
    kind: 'tune',
    slug: 'bmw-340i-b58-stage-2',
    title: 'Stage 2 ECU tune',
    subtitle: 'For cars with a downpipe and intake. 93 octane or E30 maps.',
    badge: 'Stage 2',
    vehicle: 'BMW 340i 3.0 B58',
    gainHp: 96,
    gainTorqueLbft: 112,
    image: '/images/vehicle-sedan.svg',
    href: paths.vehicle({ make: 'bmw', year: '2018', model: '340i', engine: 'b58' }),
    prices: { USD: 69900, CAD: 94900, EUR: 64900, GBP: 55900 },
  },
  {
    kind: 'tune',
    slug: 'audi-s4-b9-tcu',
    title: 'TCU transmission tune',
    subtitle: 'Quicker shifts, raised torque limits and launch control.',
    badge: 'TCU',
    vehicle: 'Audi S4 B9 3.0 TFSI, 8-speed',
    gainHp: null,
    gainTorqueLbft: null,
    image: '/images/vehicle-sedan.svg',
    href: paths.vehicle({ make: 'audi', year: '2019', model: 's4', engine: '3-0-tfsi', transmission: 'zf-8hp' }),
    prices: { USD: 39900, CAD: 54900, EUR: 37900, GBP: 31900 },
  },
  {
    kind: 'tune',
    slug: 'subaru-wrx-fa20dit-stage-1',
    title: 'Stage 1 ECU tune',
    subtitle: 'Sharper throttle, tip-in fix and safe boost targets.',
    badge: 'Stage 1',
    vehicle: 'Subaru WRX 2.0 FA20DIT',
    gainHp: 28,
    gainTorqueLbft: 41,
    image: '/images/vehicle-sedan.svg',
    href: paths.vehicle({ make: 'subaru', year: '2019', model: 'wrx', engine: 'fa20dit' }),
    prices: { USD: 44900, CAD: 60900, EUR: 41900, GBP: 35900 },
  },
  {
    kind: 'tune',
    slug: 'ram-1500-5-7-hemi-eco',
    title: 'Eco tune',
    subtitle: 'Up to 2 mpg more on the highway, smoother part throttle.',
    badge: 'Eco',
    vehicle: 'RAM 1500 5.7 HEMI',
    gainHp: 14,
    gainTorqueLbft: 21,
    image: '/images/vehicle-truck.svg',
    href: paths.category('eco-tuning'),
    prices: { USD: 34900, CAD: 47900, EUR: 32900, GBP: 27900 },
  },
  {
    kind: 'product',
    slug: 'fz3-flash-tool',
    title: 'FZ3 flash tool',
    subtitle: 'Reads, flashes and logs over OBD-II. Wi-Fi updates.',
    badge: 'Best seller',
    vehicle: null,
    gainHp: null,
    gainTorqueLbft: null,
    image: '/images/flash-tool.svg',
    href: paths.product('fz3-flash-tool'),
    prices: { USD: 54900, CAD: 74699, EUR: 50499, GBP: 43399 },
  },
  {
    kind: 'product',
    slug: 'fzl-lite-flash-tool',
    title: 'FZL lite flash tool',
    subtitle: 'Pocket-size, USB-C, one vehicle at a time.',
    badge: 'New',
    vehicle: null,
    gainHp: null,
    gainTorqueLbft: null,
    image: '/images/flash-tool-lite.svg',
    href: paths.product('fzl-lite-flash-tool'),
    prices: { USD: 29900, CAD: 40699, EUR: 27499, GBP: 23599 },
  },
  {
    kind: 'product',
    slug: 'obd-bench-flash-cable',
    title: 'FZPRO bench flash kit',
    subtitle: 'Flash a removed ECU on the bench from a 12 V supply.',
    badge: null,
    vehicle: null,
    gainHp: null,
    gainTorqueLbft: null,
    image: '/images/obd-cable.svg',
    href: paths.product('obd-bench-flash-cable'),
    prices: { USD: 89900, CAD: 122299, EUR: 82699, GBP: 70999 },
  },
  {
    kind: 'product',
    slug: 'shop-t-shirt',
    title: 'Shop T-shirt',
    subtitle: 'Heavy cotton with a dyno-curve print on the back.',
    badge: null,
    vehicle: null,
    gainHp: null,
    gainTorqueLbft: null,
    image: '/images/t-shirt.svg',
    href: paths.product('shop-t-shirt'),
    prices: { USD: 2900, CAD: 3899, EUR: 2699, GBP: 2299 },
  },
]

/** The home page's featured tunes and products, with prices in every demo currency. */
export async function seedFeaturedItems(tx: Db, at: Date): Promise<void> {
  const inserted = await tx
    .insert(featuredItem)
    .values(
      FEATURED.map(({ prices: _prices, ...item }, i) => ({
        ...item,
        position: (i + 1) * 10,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: featuredItem.id, slug: featuredItem.slug })
  const idOf = new Map(inserted.map((row) => [row.slug, row.id]))
  await tx.insert(featuredItemPrice).values(
    FEATURED.flatMap((item) =>
      Object.entries(item.prices).map(([currency, amountMinor]) => ({
        itemId: idOf.get(item.slug)!,
        currency,
        amountMinor,
      })),
    ),
  )
}
