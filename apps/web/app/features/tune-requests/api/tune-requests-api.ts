import type { Schema } from '../../../lib/api-client'
import { formatInstant } from '../../../components/ui/admin-table/admin-format'

/** A file's download link with a token from `…/token` (a file, not a JSON answer: the browser follows it). */
export const tokenDownloadUrl = (id: number, file: string, token: string) =>
  `/api/v1/tune-requests/${id}/download/${file}?token=${encodeURIComponent(token)}`

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`

/** An instant in UTC, said so (the back office's format). */
export const formatDateTime = formatInstant

export const vehicleLine = (request: Pick<Schema<'TuneRequestSummary'>, 'vehicle' | 'vehicle_description'>) =>
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
