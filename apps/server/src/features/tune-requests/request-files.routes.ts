import { createRoute, z } from '@hono/zod-openapi'
import { errorResponses } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Tuning']
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })

const StoredFileOut = z
  .object({
    id: z.uuid(),
    role: z.enum(['original', 'tuned', 'reupload']),
    kind: z.string(),
    original_name: z.string(),
    size: z.number().int(),
    sha256: z.string().openapi({ description: 'hex SHA-256 recorded at upload; checked again at every download' }),
    created_at: z.string(),
    download_url: z.string(),
  })
  .openapi('TuneRequestFile')

export const TuneRequestOut = z
  .object({
    id: z.number().int(),
    status: z.string(),
    vehicle_description: z.string(),
    ecu_description: z.string(),
    customer_note: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    files: z.array(StoredFileOut),
  })
  .openapi('TuneRequest')

const binary = { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }

export const uploadSettings = createRoute({
  method: 'get',
  path: '/v1/tuning/upload-settings',
  tags,
  summary: 'Limits the upload page applies before sending (SPEC §9 parallel uploads, the size caps)',
  responses: {
    200: {
      description: 'Limits',
      ...json(
        z.object({
          parallel_uploads: z.number().int(),
          tune_max_bytes: z.number().int(),
          log_max_bytes: z.number().int(),
        }),
      ),
    },
  },
})

export const downloadTuneRequestFile = createRoute({
  method: 'get',
  path: '/v1/tune-requests/{id}/files/{fileId}',
  tags,
  summary: 'Download a file of a request as an attachment, after checking its SHA-256 (409 when it does not match)',
  request: {
    params: IdParam.extend({ fileId: z.uuid().openapi({ param: { name: 'fileId', in: 'path' } }) }),
  },
  responses: { 200: { description: 'The bytes', content: binary }, ...errorResponses(401, 404, 409, 422) },
})

const pipelineTags = ['Tune request pipeline']

export const tokenTuneRequest = createRoute({
  method: 'get',
  path: '/v1/tune-requests/{id}/token',
  tags: pipelineTags,
  summary: 'A short-lived download token for the files of the request',
  request: { params: IdParam },
  responses: {
    200: { description: 'Token', ...json(z.object({ token: z.string(), expires_at: z.string() })) },
    ...errorResponses(401, 404),
  },
})

export const downloadWithToken = createRoute({
  method: 'get',
  path: '/v1/tune-requests/{id}/download/{file}',
  tags: pipelineTags,
  summary: 'Download a file with a token from …/token, as an attachment after its SHA-256 check (409 when tampered)',
  request: {
    params: IdParam.extend({ file: z.uuid().openapi({ param: { name: 'file', in: 'path' } }) }),
    query: z.object({ token: z.string().min(10).max(100) }),
  },
  responses: {
    200: {
      description: 'The bytes',
      content: binary,
    },
    ...errorResponses(404, 409, 422),
  },
})

const uploadBody = (fields: Record<string, z.ZodType>) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({ file: z.string().openapi({ format: 'binary' }), ...fields }),
    },
  },
})

/** The multipart routes stream their body (no validator may read it first), so they are documented here. */
export const uploadDocs = [
  {
    method: 'post' as const,
    path: '/v1/tune-requests',
    tags,
    summary:
      'Upload a tune file (ECU read): creates a tune request. Streams with a size cap (TUNE_MAX_BYTES); zips are checked while inflating',
    request: {
      body: uploadBody({
        vehicle: z.string().max(200).optional(),
        ecu: z.string().max(200).optional(),
        note: z.string().max(2000).optional(),
      }),
    },
    responses: {
      201: {
        description: 'Created; the browser goes to the redirect',
        ...json(z.object({ id: z.number().int(), status: z.string(), redirect: z.string() })),
      },
      ...errorResponses(400, 401, 403, 413, 422),
    },
  },
]
