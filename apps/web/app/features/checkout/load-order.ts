import { data } from 'react-router'
import { answer, ApiError, type Api } from '../../lib/api-client'

/** A loader's API call for one order: someone else's order (or a wrong token) is the 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422 || error.status === 401)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

// A page's `:id` as the operations' integer path parameter: the server coerces it with Number() too, so a malformed
// id is still its 422 (the 404 page through orNotFound).
const orderId = (id: string) => Number(id)

/** The order operations the pages load: by the emailed token, the invoice, the buyer's own order. */
export const orderApi = (api: Api) => ({
  byToken: (id: string, token: string) =>
    answer(api.GET('/api/order/{id}', { params: { path: { id: orderId(id) }, query: { token } } })),
  invoice: (id: string, token: string) =>
    answer(api.GET('/api/v1/orders/{id}/invoice', { params: { path: { id: orderId(id) }, query: { token } } })),
  mine: (id: string) => answer(api.GET('/api/v1/orders/{id}', { params: { path: { id: orderId(id) } } })),
})
