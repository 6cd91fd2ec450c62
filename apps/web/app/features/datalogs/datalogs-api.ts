import { data } from 'react-router'
import { ApiError } from '../../lib/api-client'

/** A 404 (or a malformed id, 422) from the API becomes the 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}
