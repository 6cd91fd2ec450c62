import { answer, type BodyOf } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

export type StockAdjustmentBody = BodyOf<'/api/admin/stock/adjustments', 'post'>

/** One adjustment; `key` is made once per opened form, so a retried click adjusts once. */
export async function adjustStock(body: StockAdjustmentBody, key: string) {
  return await answer(
    browserApi.POST('/api/admin/stock/adjustments', { params: { header: { 'idempotency-key': key } }, body }),
  )
}

/** Sets a product's low-stock threshold unless the product changed since `lastModified` (412). */
export async function setLowStockThreshold(slug: string, threshold: number, lastModified: string) {
  return await answer(
    browserApi.PATCH('/api/admin/stock/products/{slug}', {
      params: { path: { slug }, header: { 'if-unmodified-since': new Date(lastModified).toUTCString() } },
      body: { low_stock_threshold: threshold },
    }),
  )
}
