import { createRoute } from '@hono/zod-openapi'
import { TuningLibraryFileListSchema, TuningLibraryQuerySchema } from '@shop/domain/catalog'
import { errorResponses, json } from '../../http/openapi'

export const listTuningFiles = createRoute({
  method: 'get',
  path: '/v1/tuning/files',
  tags: ['Tuning'],
  summary:
    "The caller's uploaded and tuned files with their SHA-256 (role=tuned: the delivered tunes); downloads go through the request's file endpoint",
  request: { query: TuningLibraryQuerySchema },
  responses: {
    200: { description: 'Files, newest first', ...json(TuningLibraryFileListSchema) },
    ...errorResponses(401, 422),
  },
})
