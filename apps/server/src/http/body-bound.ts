import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Context, MiddlewareHandler } from 'hono'
import { AppError } from './app-error'

/** The largest form or JSON body the shop reads (an address, a profile, a cart are a few KB). */
export const FORM_BODY_LIMIT = 256 * 1024

/** 413: the error handler closes the connection after it (the rest of the body is never read). */
export const bodyTooLarge = () => new AppError(413, 'payload_too_large', ERROR_TEXTS.requestTooLarge)

/** Which requests stream their own body with caps of their own (the upload operations); see `uploadOperations`. */
export type StreamsItsBody = (method: string, path: string, contentType: string) => boolean

/**
 * Bounds a request's body before anything reads it: the declared length is checked before a byte is read, and a
 * body without one (chunked) is read up to the limit and no further: the reader is cancelled at the first byte
 * over it, so the rest stays in the socket, which the 413 closes. Whatever the content type claims: only the
 * upload operations, sent as what they take, stream past it to their own caps. Throws the 413.
 */
export async function boundBody(
  c: Context,
  options: { limit?: number; streamsItsBody?: StreamsItsBody } = {},
): Promise<void> {
  // Reading whether a GET has a body would build the whole web Request on @hono/node-server; it has none.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return
  const limit = options.limit ?? FORM_BODY_LIMIT
  if (options.streamsItsBody?.(c.req.method, c.req.path, c.req.header('content-type') ?? '')) return
  const length = c.req.header('content-length')
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    // Node's parser ends the body at its declared length: a body cannot be longer than it says.
    if (Number(length) > limit) throw bodyTooLarge()
    return
  }
  await bufferUpTo(c, limit)
}

/** `boundBody` as the API's middleware. */
export const boundedBody =
  (options: { limit?: number; streamsItsBody?: StreamsItsBody } = {}): MiddlewareHandler =>
  async (c, next) => {
    await boundBody(c, options)
    return next()
  }

/** Reads a body of unknown length into memory, at most `limit` bytes, and hands it on as the request's body. */
async function bufferUpTo(c: Context, limit: number): Promise<void> {
  const body = c.req.raw.body
  if (!body) return
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Stop pulling from the socket; what the client still sends is not ours to read.
      void reader.cancel().catch(() => undefined)
      throw bodyTooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  c.req.raw = new Request(c.req.raw, { body: bytes })
}
