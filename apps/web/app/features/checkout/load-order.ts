import { data } from 'react-router'
import { ApiError, type ApiClient } from '../../lib/api-client'

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

export const orderApi = (api: ApiClient) => ({
  byToken: <T>(id: string, token: string) =>
    api.get<T>(`/order/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`),
  invoice: <T>(id: string, token: string) =>
    api.get<T>(`/v1/orders/${encodeURIComponent(id)}/invoice?token=${encodeURIComponent(token)}`),
  mine: <T>(id: string) => api.get<T>(`/v1/orders/${encodeURIComponent(id)}`),
  list: <T>(page: string) => api.get<T>(`/v1/orders?page=${encodeURIComponent(page)}`),
})
