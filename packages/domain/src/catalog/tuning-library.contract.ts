import { z } from 'zod'

// The wire contract of the tuning library (decision 0081): the caller's uploaded reads and delivered tunes,
// listed by the server's tuning-library route and shown by the web app's /tuning/files and /tuning/tunes.

export const TuningLibraryQuerySchema = z.object({ role: z.enum(['tuned']).optional() })
export type TuningLibraryQuery = z.infer<typeof TuningLibraryQuerySchema>

export const TuningLibraryFileSchema = z
  .object({
    id: z.uuid(),
    tune_request_id: z.number().int(),
    request_status: z.string(),
    vehicle: z.string(),
    ecu: z.string(),
    role: z.enum(['original', 'tuned', 'reupload']),
    original_name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    created_at: z.string(),
    download_url: z.string(),
  })
  .meta({ id: 'TuningLibraryFile' })
export type TuningLibraryFile = z.infer<typeof TuningLibraryFileSchema>

export const TuningLibraryFileListSchema = z
  .object({ data: z.array(TuningLibraryFileSchema) })
  .meta({ id: 'TuningLibraryFileList' })
export type TuningLibraryFileList = z.infer<typeof TuningLibraryFileListSchema>
