import type { AddressInput } from '@shop/domain/accounts'
import type { Money } from '@shop/domain/money'
import type { OrderTuneDelivery } from '@shop/domain/tuning'

/** The API's answers the checkout pages read (apps/server/src/features/checkout/checkout.routes.ts). */
export type OrderLine = {
  slug: string
  name: string
  subtext: string
  options: { option: string; selection: string }[]
  quantity: number
  unit_price: Money
  line_total: Money
}

export type TaxShown = { name: string; rate_percent: number; inclusive: boolean; amount: Money }

export type ShippingOption = {
  tier: 'standard' | 'express'
  name: string
  min_days: number
  max_days: number
  amount: Money
}

export type CheckoutEstimate = {
  currency: string
  lines: OrderLine[]
  subtotal: Money
  discount_codes: { code: string; amount: Money }[]
  discount: Money
  requires_shipping: boolean
  shipping: ShippingOption | null
  shipping_options: ShippingOption[]
  taxes: TaxShown[]
  tax: Money
  total: Money
  billing_address: AddressInput
  shipping_address: AddressInput | null
}

export type Order = {
  id: number
  status: 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded'
  email: string
  currency: string
  created_at: string
  paid_at: string | null
  lines: OrderLine[]
  subtotal: Money
  discount: Money
  discount_codes: string[]
  shipping: { tier: string; name: string; amount: Money } | null
  taxes: TaxShown[]
  tax: Money
  total: Money
  billing_address: AddressInput
  billing_address_line: string
  shipping_address: AddressInput | null
  shipping_address_line: string | null
  tracking_number: string | null
  dealer_fulfilled: boolean
  paths: { complete: string; invoice: string; invoice_pdf: string; claim: string }
  /** Decision 0069: the tune lines' requests and the next step; null for an order without tunes. */
  tune_delivery: OrderTuneDelivery | null
}

/** The seller an invoice names (decision 0069: from the site configuration). */
export type InvoiceSeller = {
  name: string
  url: string
  legal_name: string
  address: string[]
  tax_number: string
  brand_color: string
}

export type Invoice = Order & { seller: InvoiceSeller }

export type OrderPage = { data: Order[]; page: number; per_page: number; total: number; pages: number }
