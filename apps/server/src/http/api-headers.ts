import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { COMPRESS_FROM_BYTES } from '../platform/cache/compress-from-bytes'

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/** The caller's `X-Request-Id` when it is well-formed, else a new one (one id per request in the logs). */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * The security headers of every API answer (`apiSecurityHeaders`; a route may set its own CSP). The fast lanes
 * send them too, so a header added here reaches both (decision 0015).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

/** What the fast lanes (catalog, store) send with a cached JSON body: the API's headers and the cache verdict. */
export const FAST_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'X-Cache': 'hit',
  'Cache-Control': 'no-store',
  ...API_SECURITY_HEADERS,
}

/** Whether a fast lane sends a cached body of `bytes` gzip'd to a client sending this Accept-Encoding. */
export function fastAnswerGzips(acceptEncoding: string | undefined, bytes: number): boolean {
  return bytes >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(acceptEncoding ?? '')
}

/** The same as a flat [name, value, …] list, the cheapest form for `writeHead`. */
export const FAST_ANSWER_HEADER_LIST: readonly string[] = Object.entries(FAST_ANSWER_HEADERS).flat()

/**
 * Sets a header on the answer a handler has produced. Hono's `c.header()` after `next()` re-creates the whole
 * response, and on @hono/node-server that turns its light response (a string or buffer written in one go) into a
 * web stream: four such calls per request cost the API half its throughput. The light response's own headers
 * are mutable in place; a response whose headers are not (one made by `Response.redirect`) takes the slow way.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
