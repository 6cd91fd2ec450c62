import type { Money } from '@shop/domain/money'

/** The answers of the catalog listing endpoints that the domain contract does not cover (API decision 0015). */

/** A vehicle as a path of slugs and names; `path` is its page. */
export type VehicleRef = {
  make: string
  make_name: string
  year: string
  model: string
  model_name: string
  engine: string
  engine_name: string
  transmission: string | null
  transmission_name: string | null
  path: string
}

export type CategoryTune = {
  id: number
  slug: string
  name: string
  stage: number | null
  kind: 'ecu' | 'tcu'
  tune_types: string[]
  price: Money
  baseprice: Money
  dealerprice: Money | null
  gain_hp: number | null
  gain_torque: number | null
  vehicle: VehicleRef
}

export type CategoryPage = {
  category: string
  currency: string
  make: string | null
  makes: { slug: string; name: string; count: number }[]
  data: CategoryTune[]
  meta: { page: number; per_page: number; total: number; pages: number }
}

type GuideTune = { id: number; name: string; stage: number | null; price: Money; dealerprice: Money | null }
type GuideTool = {
  id: number
  name: string
  product_slug: string
  price: Money
  rent_price: Money | null
  install_fee: Money
}

export type GuideStep = {
  kind: 'vehicle' | 'tune' | 'transmission' | 'tool' | 'add-ons' | 'note'
  title: string
  body: string
  tunes: GuideTune[]
  tools: GuideTool[]
  href: string | null
}

export type Guide = {
  currency: string
  make: { slug: string; name: string }
  year: string | null
  model: { slug: string; name: string } | null
  engine: { slug: string; name: string } | null
  title: string
  steps: GuideStep[]
}
