import type { CatalogEstimate, CatalogLine } from '@shop/domain/catalog-purchase'
import type { Money } from '@shop/domain/money'

/** `POST /api/v1/catalog/estimate`'s answer. */
export type EstimateAnswer = CatalogEstimate & { vehicle_name: string; purchase_id: number | null }

export type PurchaseMessage = { id: number; author: string; from_staff: boolean; body: string; created_at: string }

/** `GET /api/v1/catalog-purchases/{id}`'s answer. */
export type Purchase = {
  id: number
  buyer_id: string
  status: 'estimate' | 'paying' | 'paid' | 'billed' | 'ticket'
  vehicle: string
  vehicle_name: string
  selection: string
  currency: string
  lines: CatalogLine[]
  tunes_total: Money
  tool_cost: Money
  install_fee: Money
  total: Money
  notes: string
  vin: string
  payment_provider: string | null
  billed_to: string | null
  committed_at: string | null
  created_at: string
  updated_at: string
  messages?: PurchaseMessage[]
}

/** The estimate request the "Buy" link of a vehicle page describes (decision 0016). */
export type EstimateRequest = ReturnType<typeof estimateRequestOf>

export function estimateRequestOf(search: URLSearchParams) {
  const selection = new URLSearchParams(search)
  for (const name of ['vehicle', 'own', 'rent', 'currency']) selection.delete(name)
  const own = (search.get('own') ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
  return {
    vehicle: search.get('vehicle') ?? '',
    selection: selection.toString(),
    own,
    rent: search.get('rent') === '1',
  }
}
