import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { UNKNOWN_ERROR_MESSAGE, ERROR_TEXTS } from '@shop/domain/errors'
import type { AppEnv } from './app-env'
import { AppError } from './app-error'
import { asAppError } from './platform-errors'

/**
 * A 413 is sent before the rest of its body is read (or after only part of it is drained): the connection cannot
 * carry another request, and saying so (rather than keep-alive, then a reset) lets the client tell the two apart.
 */
const CLOSES_CONNECTION = 413

/** The one place an error becomes a response: `{ code, message, errors? }`; internals never leave. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const response = toResponse(error, c)
  if (response.status === CLOSES_CONNECTION) response.headers.set('Connection', 'close')
  return response
}

/** The envelope, its code counted on /metrics per status (decision 0085). */
function envelope(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: { code: string; message: string; errors?: unknown; request_id?: string },
) {
  c.get('deps')?.metrics.error(status, body.code)
  return c.json(body, status)
}

function toResponse(thrown: Error, c: Context<AppEnv>) {
  const error = asAppError(thrown) ?? thrown
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
    return envelope(c, error.status, {
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    })
  }
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 413)
      return envelope(c, 413, { code: 'payload_too_large', message: ERROR_TEXTS.uploadTooLarge })
    return envelope(c, error.status, { code: 'bad_request', message: error.message || ERROR_TEXTS.requestUnreadable })
  }
  if (error instanceof SyntaxError) {
    return envelope(c, 400, { code: 'bad_request', message: ERROR_TEXTS.bodyNotJson })
  }
  // Logged inside the request's scope: the log line carries its request id (bootstrap's mixin), as the answer does.
  const logger = c.get('logger') ?? c.get('deps')?.logger
  logger?.error({ err: error, requestId: c.get('requestId') }, 'unexpected error')
  return envelope(c, 500, { code: 'unknown', message: UNKNOWN_ERROR_MESSAGE, request_id: c.get('requestId') })
}
