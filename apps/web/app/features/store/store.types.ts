import type { PricesByCurrency } from '@shop/domain/cart'
import type { Money } from '@shop/domain/money'
import type { StockState } from '@shop/domain/store'

/** `GET /api/store/product` and `/product/{slug}` as the server answers them. */
export type ProductImage = { src: string; alt: string }

export type ProductSummary = {
  slug: string
  name: string
  subtext: string
  category: string
  kind: 'flash-tool' | 'cable' | 'accessory' | 'merch'
  compat_type: 'FZPRO' | 'FLASHZILLAV3' | null
  image: ProductImage | null
  price: Money | null
  has_options: boolean
  stock_state: StockState
}

export type ProductList = {
  currency: string
  categories: { slug: string; name: string; count: number }[]
  data: ProductSummary[]
  meta: { page: number; per_page: number; total: number; pages: number }
}

export type ProductOption = {
  id: number
  name: string
  selections: { name: string; pricesByCurrency: PricesByCurrency; price: Money | null }[]
}

export type Product = ProductSummary & {
  description: string
  images: ProductImage[]
  pricesByCurrency: PricesByCurrency
  weight_grams: number
  catalog_tool: boolean
  options: ProductOption[]
  stock: {
    location: { slug: string; name: string; country: string }
    state: StockState
    units_left: number | null
  }[]
}

export type KitBuilderTree = {
  currency: string
  steps: { id: string; title: string; optional: boolean; products: ProductSummary[] }[]
}

export const STOCK_LABELS: Record<StockState, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
}
