import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import { ErrorEnvelopeSchema } from '@shop/domain/errors'

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request could not be read',
  401: 'Not logged in',
  402: 'Payment required: code and message',
  403: 'Not allowed',
  404: 'Not found (or not yours)',
  409: 'Conflict: one of the catalogue codes of SPEC §8',
  412: 'Changed since If-Unmodified-Since',
  421: 'Belongs to the other region (X-Known-Error header)',
  422: 'Some fields were not correct',
  429: 'Too many attempts',
  503: 'Not ready: the database does not answer, or the process is stopping',
}

// A copy made here: a domain schema built before zod-openapi loaded has no .openapi() (zod 4 sets methods per instance).
export const ErrorEnvelope = z.object(ErrorEnvelopeSchema.shape).openapi('Error')

/** The error responses a route can give, all in the one envelope. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ErrorEnvelope } } },
    ]),
  )
}

/** The JSON content of a request body or an answer in a contract: `{ description, ...json(Schema) }`. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })

export const EmptyObject = z.object({})

/**
 * OpenAPI's "no authentication needed" (an empty security requirement), for an operation that documents a 401 for
 * some inputs only: without it, an operation that documents a 401 takes logged-in callers only (createRouter).
 */
export const ANYONE: { [name: string]: string[] }[] = [{}]

const IDEMPOTENCY_KEY_LENGTH = 'The Idempotency-Key header must have 8 to 255 characters.'

const idempotencyKey = z.string().trim().min(8, IDEMPOTENCY_KEY_LENGTH).max(255, IDEMPOTENCY_KEY_LENGTH)

/** ARCHITECTURE §4 money-moving calls: a retry with the same key returns the first result. */
const IDEMPOTENCY_KEY_PARAM = {
  param: { name: 'idempotency-key', in: 'header' as const },
  description: 'A retry with the same key returns the first result; a concurrent duplicate gets 409.',
}

/** The `Idempotency-Key` request header, optional (the call has a natural key too) or required. */
export const IdempotencyKeyHeader = z.object({
  'idempotency-key': idempotencyKey.optional().openapi(IDEMPOTENCY_KEY_PARAM),
})
export const RequiredIdempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header (one per attempt: a retry sends the same one).' })
    .trim()
    .min(8, IDEMPOTENCY_KEY_LENGTH)
    .max(255, IDEMPOTENCY_KEY_LENGTH)
    .openapi(IDEMPOTENCY_KEY_PARAM),
})

const binary = { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }

/** A stored file's download: the whole file (200), or the one byte range a `Range: bytes=…` header asks for (206). */
export const fileDownloadResponses = {
  200: { description: 'The bytes', content: binary },
  206: {
    description: 'The bytes of the one range a `Range: bytes=…` header asked for, with their Content-Range',
    content: binary,
  },
}

/**
 * The same operation at a second path (issue 24 item 1): a staff write's back-office home under `/admin/`, beside
 * the path it had before, kept as an alias while the web app moves. Typed as the original, so that one handler
 * serves both; the OpenAPI document lists both.
 */
export function atPath<R extends RouteConfig>(route: R, path: `/admin/${string}`): R {
  // Only the path differs: the handler typed by the original route reads the same params, query and body.
  return createRoute({ ...route, path } as RouteConfig) as unknown as R
}
