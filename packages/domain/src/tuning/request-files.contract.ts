import { z } from 'zod'
import { BinaryFileSchema } from './tune-requests.contract'

// The wire contract of a request's files: the upload limits, the ECU read's upload, the download token (decision 0081).

export const UploadSettingsSchema = z
  .object({
    parallel_uploads: z.number().int(),
    tune_max_bytes: z.number().int(),
    log_max_bytes: z.number().int(),
  })
  .meta({ id: 'UploadSettings' })
export type UploadSettings = z.infer<typeof UploadSettingsSchema>

export const DownloadTokenSchema = z.object({ token: z.string(), expires_at: z.string() }).meta({ id: 'DownloadToken' })
export type DownloadToken = z.infer<typeof DownloadTokenSchema>

export const DownloadTokenQuerySchema = z.object({ token: z.string().min(10).max(100) })

/** The ECU read's multipart form: creates the request (decision 0065: the handler streams it). */
export const TuneUploadFormSchema = z.object({
  file: BinaryFileSchema,
  vehicle: z.string().max(200).optional(),
  ecu: z.string().max(200).optional(),
  note: z.string().max(2000).optional(),
})

export const CreatedTuneRequestSchema = z
  .object({ id: z.number().int(), status: z.string(), redirect: z.string() })
  .meta({ id: 'CreatedTuneRequest' })
export type CreatedTuneRequest = z.infer<typeof CreatedTuneRequestSchema>
