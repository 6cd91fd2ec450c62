import type { ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { fastAnswerGzips } from './api-headers'

/**
 * Bodies the fast lanes send are kept as "wire text": their bytes as a latin1 string, one character a byte, so
 * any body (UTF-8 JSON, gzip) goes out unchanged. Node sends a string body together with the header in one
 * write(), but a Buffer body as a second chunk of a writev(): on the fast lanes that writev was a quarter of
 * each answer's time, and the catalog lane answered about 30% more requests a second without it (decision 0053).
 */
export const wireTextOf = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1')

/** Sends `wire` (wire text) with `headers` (a flat [name, value, …] list) and its Content-Length. */
export function sendWireText(res: ServerResponse, status: number, headers: string[], wire: string): void {
  headers.push('Content-Length', String(wire.length))
  res.writeHead(status, headers)
  res.end(wire, 'latin1')
}

/** A cached JSON body ready for a fast lane: as it is, and gzip'd when it is big enough to gain from it. */
export type CachedJson = { body: string; plain: string; gzip: string | null }

export function cachedJsonOf(body: string): CachedJson {
  const bytes = Buffer.from(body)
  const compressed = fastAnswerGzips('gzip', bytes.length) ? wireTextOf(gzipSync(bytes)) : null
  return { body, plain: wireTextOf(bytes), gzip: compressed }
}

/** Answers 200 with a cached JSON body, gzip'd for a client that takes it. */
export function sendCachedJson(
  res: ServerResponse,
  acceptEncoding: string | undefined,
  entry: CachedJson,
  headers: string[],
): void {
  if (entry.gzip !== null && fastAnswerGzips(acceptEncoding, entry.plain.length)) {
    headers.push('Content-Encoding', 'gzip', 'Vary', 'Accept-Encoding')
    sendWireText(res, 200, headers, entry.gzip)
  } else {
    sendWireText(res, 200, headers, entry.plain)
  }
}
