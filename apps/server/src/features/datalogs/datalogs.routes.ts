import { createRoute, z } from '@hono/zod-openapi'
import { CreatedDatalogSchema, DatalogSchema, DatalogUploadFormSchema } from '@shop/domain/tuning'
import { errorResponses, fileDownloadResponses, json } from '../../http/openapi'

const tags = ['Tuning']

const UuidParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) })
export const getDatalog = createRoute({
  method: 'get',
  path: '/v1/logs/{id}',
  tags,
  summary: 'A parsed datalog: its channels with min, max and average (owner and staff; others 404)',
  request: { params: UuidParam },
  responses: { 200: { description: 'The log', ...json(DatalogSchema) }, ...errorResponses(401, 404, 422) },
})

export const downloadDatalog = createRoute({
  method: 'get',
  path: '/v1/logs/{id}/file',
  tags,
  summary: "The log's file as uploaded (the graph page parses it in the browser), checked against its SHA-256",
  request: { params: UuidParam },
  responses: { ...fileDownloadResponses, ...errorResponses(401, 404, 409, 422) },
})

/** The log upload streams its body (no validator may read it first), so it is documented here. */
export const uploadDatalogDoc = {
  method: 'post' as const,
  path: '/v1/logs',
  tags,
  summary: 'The graphing endpoint: upload a datalog (CSV); answers where its graph page is',
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: DatalogUploadFormSchema } },
    },
  },
  responses: {
    201: { description: 'Parsed and stored', ...json(CreatedDatalogSchema) },
    ...errorResponses(400, 401, 403, 413, 422),
  },
}
