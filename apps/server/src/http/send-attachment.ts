import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { ByteRange } from '../platform/files/file-store'
import type { AppEnv } from './app-env'

/**
 * A stored file as a download (RFC 6266: an ASCII fallback and the UTF-8 name; never inline, never the
 * uploaded content type), with its SHA-256 as `Repr-Digest` so a client can check the bytes. With a range
 * (`requestedRange`), the stream holds those bytes only: 206 with their `Content-Range`, so an interrupted
 * download resumes; `Repr-Digest` still names the whole file, which the client checks once it has it all.
 */
export function sendAttachment(
  c: Context<AppEnv>,
  stream: Readable,
  file: { originalName: string; size: number; sha256: string },
  range: ByteRange | null = null,
) {
  const fallback = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  c.header('Content-Type', 'application/octet-stream')
  c.header(
    'Content-Disposition',
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  )
  c.header('Accept-Ranges', 'bytes')
  c.header('Repr-Digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
  c.header('Cache-Control', 'private, no-store')
  const body = Readable.toWeb(stream) as ReadableStream
  if (!range) {
    c.header('Content-Length', String(file.size))
    return c.body(body, 200)
  }
  c.header('Content-Length', String(range.end - range.start + 1))
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  return c.body(body, 206)
}
