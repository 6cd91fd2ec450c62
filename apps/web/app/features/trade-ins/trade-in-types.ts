import type { TradeInCondition, TradeInStatus } from '@shop/domain/catalog-purchase'
import type { Money } from '@shop/domain/money'

/** `GET /api/v1/trade-in-requests`'s rows. */
export type TradeIn = {
  id: number
  tool: string
  serial_number: string
  condition: TradeInCondition
  description: string
  status: TradeInStatus
  offer: Money | null
  staff_note: string
  customer: string | null
  photos: { id: string; url: string; content_type: string; size: number }[]
  created_at: string
  updated_at: string
}
