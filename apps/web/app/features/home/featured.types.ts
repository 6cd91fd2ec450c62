import type { Money } from '@shop/domain/money'

/** One card of `GET /api/v1/featured`. */
export type FeaturedItem = {
  slug: string
  kind: 'tune' | 'product'
  title: string
  subtitle: string
  badge: string | null
  vehicle: string | null
  gain_hp: number | null
  gain_torque_lbft: number | null
  image: string
  href: string
  price: Money | null
}

export type FeaturedList = { currency: string; data: FeaturedItem[] }
