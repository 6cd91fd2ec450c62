import { promisify } from 'node:util'
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { COMPRESS_FROM_BYTES } from '../platform/cache/compress-from-bytes'
import { setAnswerHeader } from './api-headers'
import { stringBodyOf } from './light-answer'

/** Bodies smaller than this go out as they are (as with Hono's `compress()`). */
const THRESHOLD = COMPRESS_FROM_BYTES
/**
 * A JSON answer is built per request: level 1 takes about a third of the default level's CPU for a few per cent
 * more bytes (decision 0086). Cached answers are compressed once, at the default level, by the fast lanes.
 */
const ANSWER_LEVEL = 1
const compressors = { gzip: promisify(gzip), deflate: promisify(deflate) }
const syncCompressors = { gzip: gzipSync, deflate: deflateSync }
/**
 * Under this, an answer is compressed on the main thread: for a 2 KB answer a stream on the thread pool cost 70–140 µs
 * of the request's time against 15–30 µs in one call (decision 0086). Above it, the thread pool keeps the loop free.
 */
const SYNC_BELOW_BYTES = 64 * 1024
const JSON_TYPE = /^application\/json\b/i
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/** The encoding Hono's `compress()` would pick: an explicit q=1 first, else the highest q above 0. */
function encodingFor(acceptEncoding: string | undefined): 'gzip' | 'deflate' | undefined {
  if (acceptEncoding === undefined) return undefined
  const accepts = parseAccept(acceptEncoding)
  const wildcard = accepts.find((accept) => accept.type === '*')?.q
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0
    if (q === 1) return encoding
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}

/**
 * Hono's `compress()` with two differences. Its headers go onto the answer in place (`setAnswerHeader`), so an
 * answer that is not compressed (a client without Accept-Encoding) keeps @hono/node-server's light response instead
 * of being copied into a web stream for its `Vary` header. And a JSON answer, which `c.json()` makes without a
 * Content-Length, is sized by its text when the client takes compression: a 15-byte `/api/health` goes out as it is
 * instead of through a CompressionStream (a twentieth of raw node:http's throughput), and a larger one is compressed
 * in one go at a fast level (decision 0086). The text is read back from the answer rather than caught by replacing
 * `c.json` per request: that replacement cost /api/health 40% of its throughput, also for clients that take no
 * compression (measured 25 → 15 thousand requests a second at 50 connections).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const headers = res.headers
    const contentLength = headers.get('Content-Length')
    const type = headers.get('Content-Type')
    if (
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      (contentLength && Number(contentLength) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return
    }
    const encoding = encodingFor(c.req.header('Accept-Encoding'))
    if (encoding && !contentLength && JSON_TYPE.test(type)) {
      // A JSON answer made per request (`c.json()`) has no length yet: its text is read once and sized, only for a
      // client that takes compression (a client that takes none pays nothing here). @hono/node-server's own answer
      // gives it up without a stream (light-answer.ts), and a small one then goes out untouched, sized as it is written.
      const kept = stringBodyOf(res)
      const text = kept ?? (await res.text())
      if (Buffer.byteLength(text) < THRESHOLD) {
        // A body read through text() is gone: the answer is made again from its text, and @hono/node-server gives a
        // string body its Content-Length as it writes it. A kept body was never read: the answer goes out as it is.
        if (kept === undefined) replaceAnswer(c, new Response(text, { status: res.status, headers }))
        return
      }
      varyByEncoding(c)
      const options = { level: ANSWER_LEVEL }
      const compressed =
        text.length < SYNC_BELOW_BYTES
          ? syncCompressors[encoding](text, options)
          : await compressors[encoding](text, options)
      headers.set('Content-Encoding', encoding)
      headers.set('Content-Length', String(compressed.length))
      weakenEtag(headers)
      replaceAnswer(c, new Response(new Uint8Array(compressed), { status: res.status, headers }))
      return
    }
    varyByEncoding(c)
    if (!encoding || !c.res.body) return
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    weakenEtag(c.res.headers)
  }
}

/**
 * The answer replaced by one that already carries every header of the old one (`headers`, the same object): without
 * the reset, Hono's setter would copy the new answer into another Response through its body stream, and a string
 * body would lose @hono/node-server's direct write.
 */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined
  c.res = answer
}

function withAcceptEncoding(vary: string | null): string {
  if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return vary
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
}

function varyByEncoding(c: Context) {
  const vary = c.res.headers.get('Vary')
  const wanted = withAcceptEncoding(vary)
  if (wanted !== vary) setAnswerHeader(c, 'Vary', wanted)
}

/** A compressed body is no longer byte-for-byte the one a strong ETag named. */
function weakenEtag(headers: Headers) {
  const etag = headers.get('ETag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
}
