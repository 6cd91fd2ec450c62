import { createRoute, z } from '@hono/zod-openapi'
import { errorResponses } from '../../http/openapi'

const LibraryFile = z
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
  .openapi('TuningLibraryFile')

export const listTuningFiles = createRoute({
  method: 'get',
  path: '/v1/tuning/files',
  tags: ['Tuning'],
  summary:
    "The caller's uploaded and tuned files with their SHA-256 (role=tuned: the delivered tunes); downloads go through the request's file endpoint",
  request: { query: z.object({ role: z.enum(['tuned']).optional() }) },
  responses: {
    200: {
      description: 'Files, newest first',
      content: { 'application/json': { schema: z.object({ data: z.array(LibraryFile) }) } },
    },
    ...errorResponses(401, 422),
  },
})
