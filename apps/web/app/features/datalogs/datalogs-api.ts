import type { DatalogSummary } from '@shop/domain/tuning'
import { data } from 'react-router'
import { ApiError } from '../../lib/api-client'

export type DatalogView = DatalogSummary & {
  id: string
  original_name: string
  size: number
  sha256: string
  row_count: number
  created_at: string
  file_url: string
}

/** A 404 (or a malformed id, 422) from the API becomes the 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}
