import { paths } from '@shop/domain/paths'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { constants as zlibConstants, crc32, deflateRawSync, gzip } from 'node:zlib'
import type { CachedPage } from './catalog-cache'
import { COMPRESS_FROM_BYTES } from './compress-from-bytes'
import { crc32Combine, crc32ShiftFor } from './crc32-combine'

/**
 * The anonymous page cache's rules (decision 0014). Only catalog pages are cached, only for visitors without
 * a session (their page holds nothing personal), only complete 200 HTML answers that set no cookie.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tuneshop\.session_token=/

/** A fresh CSP nonce: 128 random bits in hex, which no escaping (HTML, JSON, URL) changes. */
export function createNonce(): string {
  return randomBytes(16).toString('hex')
}

/**
 * The cache key of a request that may be served from the page cache, or null. The host is part of it
 * (each region's host renders its own catalog and currency), and so is the consent cookie's value
 * (the page's third-party choices follow it). `pathAndQuery` is the request target, e.g. `/catalog/audi?x=1`.
 */
export function pageCacheKeyOf(
  request: { method: string; host: string; pathAndQuery: string; cookie: string },
  consentCookie: string,
): string | null {
  if (request.method !== 'GET') return null
  const question = request.pathAndQuery.indexOf('?')
  const pathname = question === -1 ? request.pathAndQuery : request.pathAndQuery.slice(0, question)
  if (pathname !== paths.catalog() && !pathname.startsWith(`${paths.catalog()}/`)) return null
  if (SESSION_COOKIE.test(request.cookie)) return null
  const consent =
    request.cookie
      .split(/;\s*/)
      .find((pair) => pair.startsWith(`${consentCookie}=`))
      ?.slice(consentCookie.length + 1) ?? ''
  return `${request.host}${request.pathAndQuery}|${consent}`
}

/** `pageCacheKeyOf` for a fetch `Request` (the framework path). */
export function pageCacheKey(request: Request, consentCookie: string): string | null {
  const url = new URL(request.url)
  return pageCacheKeyOf(
    {
      method: request.method,
      host: url.host,
      pathAndQuery: `${url.pathname}${url.search}`,
      cookie: request.headers.get('cookie') ?? '',
    },
    consentCookie,
  )
}

/** Whether a rendered answer may be kept: a complete 200 HTML page that sets no cookie. */
export function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie')
  )
}

/**
 * Keeps a page rendered with `nonce`, cut at every occurrence of that nonce (128 random bits cannot occur in
 * the page by chance), so that each hit only joins the parts with its own nonce.
 */
export function toCachedPage(response: Response, body: string, nonce: string): CachedPage {
  return { parts: body.split(nonce), headers: [...response.headers.entries()] }
}

/** The cached page's body for one response, with its own fresh nonce in every place the render put one. */
export function bodyWithNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce)
}

/**
 * A cached page compressed once, still able to take a fresh nonce per response: each part is deflated on its
 * own and ends on a byte boundary (a sync flush), so a nonce can go between parts as a stored (uncompressed)
 * deflate block. The result is one ordinary gzip member. Per response only the nonces are checksummed: the CRC of
 * the whole is combined from the parts' own (`crc32Combine`), which were 14% of a page-cache hit when recomputed.
 * Each part is deflated with the page before it as the preset dictionary (so it still compresses against what
 * came before), with NUL bytes where the nonces go: HTML holds no NUL, so no match can reach into a nonce.
 */
export type GzipPage = {
  /** The deflated parts as latin1 text, ready to be joined into the wire text of a response. */
  parts: string[]
  rawParts: Buffer[]
  nonceLength: number
  /** Each raw part's own CRC-32 and shift operator: a response combines them instead of reading the page again. */
  partCrcs: number[]
  partShifts: number[]
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]).toString('latin1')
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]).toString('latin1')
const WINDOW = 32 * 1024

export function gzipParts(parts: string[], nonceLength: number = createNonce().length): GzipPage {
  const rawParts = parts.map((part) => Buffer.from(part))
  // A page that holds NUL itself could match the NUL gaps: it is deflated without dictionaries (still correct).
  const withDictionaries = rawParts.every((part) => !part.includes(0))
  const gap = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  const deflated = rawParts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, gap]).subarray(-WINDOW)
    const dictionary = withDictionaries && before.length > 0 ? { dictionary: before } : {}
    const options = { finishFlush: zlibConstants.Z_SYNC_FLUSH, ...dictionary }
    const out = deflateRawSync(part, options)
    before = Buffer.concat([before, part]).subarray(-WINDOW)
    return out.toString('latin1')
  })
  return {
    rawParts,
    parts: deflated,
    nonceLength,
    partCrcs: rawParts.map((part) => (part.length > 0 ? crc32(part) : 0)),
    partShifts: rawParts.map((part) => crc32ShiftFor(part.length)),
  }
}

/**
 * The gzip body of a `GzipPage` with `nonce` (ASCII, under 64 KB) at every cut, as latin1 text (one character a
 * byte): the form a response sends with its header in one write (`sendWireText`).
 */
export function gzipWithNonce(page: GzipPage, nonce: string): string {
  // The dictionaries reserved exactly this many bytes for each nonce.
  if (nonce.length !== page.nonceLength) throw new Error('gzipWithNonce: nonce length differs from the page')
  const raw = Buffer.from(nonce, 'latin1')
  // A stored block: BFINAL 0 and BTYPE 00 in the first byte, then LEN and its one's complement, then the bytes.
  const stored =
    String.fromCharCode(0, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff) + nonce
  let text = GZIP_HEADER
  let crc = 0
  let size = 0
  page.parts.forEach((part, i) => {
    if (i > 0) {
      text += stored
      crc = crc32(raw, crc)
      size += raw.length
    }
    text += part
    crc = crc32Combine(crc, page.partCrcs[i]!, page.partShifts[i]!)
    size += page.rawParts[i]!.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  return text + FINAL_BLOCK + trailer.toString('latin1')
}

const gzipAsync = promisify(gzip)
/**
 * Level 2: a 38 KB vehicle page takes about half the CPU of the default level 6 for about 10% more bytes (10.2 KB
 * against 9.3 KB); anonymous pages come gzip'd at the default level from the page cache (decision 0020).
 */
const PAGE_GZIP_LEVEL = 2

/**
 * A rendered page for a client that accepts gzip, compressed in one go on libuv's thread pool (decision 0014): the
 * render is complete before its first byte anyway (entry.server waits for `onAllReady`), and `compress()` would
 * gzip the stream chunk by chunk on the main thread, a fifth of a logged-in page's time here. Null when the answer
 * is not such a page (then `compress()` does as before).
 */
export async function gzipRenderedPage(response: Response, headers: Headers, acceptEncoding: string | undefined) {
  if (response.status !== 200 || !response.body || !/\bgzip\b/.test(acceptEncoding ?? '')) return null
  if (!(headers.get('content-type') ?? '').startsWith('text/html') || headers.has('content-encoding')) return null
  const raw = Buffer.from(await response.arrayBuffer())
  if (raw.length >= COMPRESS_FROM_BYTES) {
    headers.set('content-encoding', 'gzip')
    headers.append('vary', 'Accept-Encoding')
  }
  const body = raw.length >= COMPRESS_FROM_BYTES ? await gzipAsync(raw, { level: PAGE_GZIP_LEVEL }) : raw
  headers.set('content-length', String(body.length))
  return new Response(new Uint8Array(body), { status: 200, headers })
}
