import { createRoute, z } from '@hono/zod-openapi'
import { errorResponses } from '../../http/openapi'

const tags = ['Tuning']
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })
const binary = { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }

const ChannelOut = z.object({
  name: z.string(),
  unit: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  average: z.number(),
})

export const DatalogOut = z
  .object({
    id: z.uuid(),
    original_name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    row_count: z.number().int(),
    delimiter: z.string(),
    time: z.object({ name: z.string(), unit: z.string().nullable() }),
    duration: z.number(),
    channels: z.array(ChannelOut),
    created_at: z.string(),
    file_url: z.string(),
  })
  .openapi('Datalog')

const UuidParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) })
export const getDatalog = createRoute({
  method: 'get',
  path: '/v1/logs/{id}',
  tags,
  summary: 'A parsed datalog: its channels with min, max and average (owner and staff; others 404)',
  request: { params: UuidParam },
  responses: { 200: { description: 'The log', ...json(DatalogOut) }, ...errorResponses(401, 404, 422) },
})

export const downloadDatalog = createRoute({
  method: 'get',
  path: '/v1/logs/{id}/file',
  tags,
  summary: "The log's file as uploaded (the graph page parses it in the browser), checked against its SHA-256",
  request: { params: UuidParam },
  responses: { 200: { description: 'The bytes', content: binary }, ...errorResponses(401, 404, 409, 422) },
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
      content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } },
    },
  },
  responses: {
    201: { description: 'Parsed and stored', ...json(z.object({ id: z.uuid(), redirect: z.string() })) },
    ...errorResponses(400, 401, 403, 413, 422),
  },
}
