import { createRoute, z } from '@hono/zod-openapi'
import {
  CreatedTuneRequestSchema,
  DownloadTokenQuerySchema,
  DownloadTokenSchema,
  TuneUploadFormSchema,
  UploadSettingsSchema,
} from '@shop/domain/tuning'
import { errorResponses, fileDownloadResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Tuning']

export const uploadSettings = createRoute({
  method: 'get',
  path: '/v1/tuning/upload-settings',
  tags,
  summary: 'Limits the upload page applies before sending (SPEC §9 parallel uploads, the size caps)',
  responses: {
    200: {
      description: 'Limits',
      ...json(UploadSettingsSchema),
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
  responses: { ...fileDownloadResponses, ...errorResponses(401, 404, 409, 422) },
})

const pipelineTags = ['Tune request pipeline']

export const tokenTuneRequest = createRoute({
  method: 'get',
  path: '/v1/tune-requests/{id}/token',
  tags: pipelineTags,
  summary: 'A short-lived download token for the files of the request',
  request: { params: IdParam },
  responses: {
    200: { description: 'Token', ...json(DownloadTokenSchema) },
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
    query: DownloadTokenQuerySchema,
  },
  responses: { ...fileDownloadResponses, ...errorResponses(404, 409, 422) },
})

/** The multipart routes stream their body (no validator may read it first), so they are documented here. */
export const uploadDocs = [
  {
    method: 'post' as const,
    path: '/v1/tune-requests',
    tags,
    summary:
      'Upload a tune file (ECU read): creates a tune request. Streams with a size cap (TUNE_MAX_BYTES); zips are checked while inflating',
    request: { body: { required: true, content: { 'multipart/form-data': { schema: TuneUploadFormSchema } } } },
    responses: {
      201: {
        description: 'Created; the browser goes to the redirect',
        ...json(CreatedTuneRequestSchema),
      },
      ...errorResponses(400, 401, 403, 413, 422),
    },
  },
]
