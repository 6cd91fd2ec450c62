import type { Api } from '../../lib/api-client'
import { answer } from '../../lib/api-client'

/** The store's currencies (the discount-code list carries them): the dealer form asks a limit in each. */
export async function storeCurrenciesFrom(api: Api): Promise<string[]> {
  const { currencies } = await answer(api.GET('/api/admin/discount-codes', { params: { query: { per_page: 1 } } }))
  return currencies
}
