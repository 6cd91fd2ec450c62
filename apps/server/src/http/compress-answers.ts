import type { MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { setAnswerHeader } from './api-headers'

/** Bodies smaller than this go out as they are (as with Hono's `compress()`). */
const THRESHOLD = 1024
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
 * Hono's `compress()` with one difference: its headers go onto the answer in place (`setAnswerHeader`), so an
 * answer that is not compressed (a small JSON body, a client without Accept-Encoding) keeps @hono/node-server's
 * light response instead of being copied into a web stream for its `Vary` header.
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
    const vary = headers.get('Vary')
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      setAnswerHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    const encoding = encodingFor(c.req.header('Accept-Encoding'))
    if (!encoding || !c.res.body) return
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}
