import type { DiscountCodeStatus } from '@shop/domain/admin-promotions'
import { answer, type Api } from '../../lib/api-client'

/** A code a sale may name: the banner says it is applied at checkout, so only automatic codes are offered. */
export type SaleCodeChoice = { code: string; status: DiscountCodeStatus }

/** The automatic discount codes, for the sale form's code select (the first 100 by code). */
export async function automaticCodesFrom(api: Api): Promise<SaleCodeChoice[]> {
  const list = await answer(
    api.GET('/api/admin/discount-codes', { params: { query: { automatic: 'true', per_page: 100 } } }),
  )
  return list.data.map((code) => ({ code: code.code, status: code.status }))
}
