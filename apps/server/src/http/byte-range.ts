import type { Context } from 'hono'
import type { ByteRange } from '../platform/files/file-store'
import type { AppEnv } from './app-env'

const SINGLE_RANGE = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2: `bytes=a-b`, `bytes=a-`,
 * `bytes=-n`, clipped to the file), or null: send the whole file. Null too for several ranges, a malformed or an
 * unsatisfiable one (§14.2: a server may ignore Range, which a client resuming a finished download handles), and
 * for an empty file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null {
  const match = header === undefined || size === 0 ? null : SINGLE_RANGE.exec(header)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '') {
    const suffix = Number(last)
    return last === '' || suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return start < size && start <= end ? { start, end } : null
}

/**
 * The range a download request asks for. A request with `If-Range` gets the whole file: downloads carry no
 * validator (ETag, Last-Modified) that it could match, and a range of another version must never be sent.
 */
export function requestedRange(c: Context<AppEnv>, size: number): ByteRange | null {
  if (c.req.header('if-range') !== undefined) return null
  return parseByteRange(c.req.header('range'), size)
}
