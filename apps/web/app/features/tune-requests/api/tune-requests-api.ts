import type { CreditAmounts } from '@shop/domain/ledger'
import type { TuneEstimate, TuneRequestStatus } from '@shop/domain/tuning'
import type { ErrorEnvelope } from '@shop/domain/errors'
import type { PageMeta } from '@shop/domain/paging'
import { ApiError } from '../../../lib/api-client'

/** Shapes of the tune request pipeline API (apps/server/src/features/tune-requests/tune-requests.routes.ts). */
export type ChosenVehicle = {
  make: string
  year: string
  model: string
  engine: string
  transmission: string | null
  engine_id: number
  transmission_id: number | null
}

export type TuneRequestSummary = {
  id: number
  status: TuneRequestStatus
  status_label: string
  vehicle_description: string
  vehicle: ChosenVehicle | null
  total: { amount_minor: number; currency: string } | null
  created_at: string
  updated_at: string
}

export type TuneRequestFile = {
  id: string
  role: 'original' | 'tuned' | 'reupload'
  original_name: string
  size: number
  sha256: string
  created_at: string
  download_url: string
}

export type TuneRequestDetail = TuneRequestSummary & {
  ecu_description: string
  customer_note: string
  funding: 'paid' | 'pay-later' | 'free' | 'raw' | null
  party: 'customer' | 'worker'
  actions: string[]
  estimate: TuneEstimate | null
  /** Tune credits the estimate takes (customer side), or null when credits cannot pay it. */
  credit_price: CreditAmounts | null
  disclaimer: { text: string; sha256: string; agreed_sha256: string | null }
  payment: { amount_minor: number; currency: string; provider: string | null; paid_at: string } | null
  rejection_reason: string | null
  worker_note: string | null
  tuned_file_waiting: boolean
  files: TuneRequestFile[]
  timeline: { event: string; from_status: string; to_status: string; note: string; by: string | null; at: string }[]
}

export type TuneRequestPage = { data: TuneRequestSummary[]; meta: PageMeta }
export type PollAnswer = { id: number; status: TuneRequestStatus; status_label: string; updated_at: string }

export type BoardCard = TuneRequestSummary & {
  customer: { name: string; email: string }
  assigned_to_me: boolean
  assigned: boolean
  tuned_files: number
  rejection_reason: string | null
}
export type Board = { columns: { id: string; title: string; requests: BoardCard[] }[] }

export const tuneRequestPaths = {
  list: (query: URLSearchParams) => `/v1/tune-requests${query.size ? `?${query}` : ''}`,
  detail: (id: number | string) => `/v1/tune-requests/${id}`,
  poll: (id: number | string) => `/v1/tune-requests/${id}?poll=1`,
  action: (id: number | string, action: string) => `/v1/tune-requests/${id}/${action}`,
  token: (id: number | string) => `/v1/tune-requests/${id}/token`,
  download: (id: number | string, file: string, token: string) =>
    `/api/v1/tune-requests/${id}/download/${file}?token=${encodeURIComponent(token)}`,
  board: () => '/v1/pipeline',
  credits: () => '/v1/tune-credits',
  payWithCredits: () => '/v1/tune-credits/apply',
}

/** What the upload page applies before sending (GET /v1/tuning/upload-settings). */
export type UploadSettings = { parallel_uploads: number; tune_max_bytes: number; log_max_bytes: number }

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`

export const formatDateTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`

export const vehicleLine = (request: Pick<TuneRequestSummary, 'vehicle' | 'vehicle_description'>) =>
  request.vehicle
    ? [
        request.vehicle.year,
        request.vehicle.make,
        request.vehicle.model,
        request.vehicle.engine,
        request.vehicle.transmission,
      ]
        .filter(Boolean)
        .join(' ')
    : request.vehicle_description || 'Vehicle not chosen yet'

/** Sends a multipart form to the API (files go as form data, never JSON). */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`/api${path}`, { method: 'POST', body: form, credentials: 'same-origin' })
  const text = await response.text()
  const body = text ? (JSON.parse(text) as unknown) : null
  if (!response.ok) throw new ApiError(response.status, body as Partial<ErrorEnvelope> | null, response.headers)
  return body as T
}
