import { answer, type Api } from '../../lib/api-client'
import type { ProductChoice } from './discount-code-form'

/** The store's products by name (hidden ones too), for a code that applies to one product. */
export async function productChoicesFrom(api: Api): Promise<ProductChoice[]> {
  const list = await answer(api.GET('/api/admin/products', { params: { query: { per_page: 100, sort: 'name' } } }))
  return list.data.map((product) => ({ id: product.id, name: product.name }))
}
