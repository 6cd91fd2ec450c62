import type { DatalogSummary } from '@shop/domain/tuning'
import { data } from 'react-router'
import { ApiError } from '../../lib/api-client'

export type TuneRequestFileView = {
  id: string
  role: 'original' | 'tuned' | 'reupload'
  kind: string
  original_name: string
  size: number
  sha256: string
  created_at: string
  download_url: string
}

export type TuneRequestView = {
  id: number
  status: string
  vehicle_description: string
  ecu_description: string
  customer_note: string
  created_at: string
  updated_at: string
  files: TuneRequestFileView[]
}

export type DatalogView = DatalogSummary & {
  id: string
  original_name: string
  size: number
  sha256: string
  row_count: number
  created_at: string
  file_url: string
}

export type UploadSettings = { parallel_uploads: number; tune_max_bytes: number; log_max_bytes: number }

/** A 404 (or a malformed id, 422) from the API becomes the 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`
