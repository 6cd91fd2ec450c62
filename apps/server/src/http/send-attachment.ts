import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { AppEnv } from './app-env'

/**
 * A stored file as a download (RFC 6266: an ASCII fallback and the UTF-8 name; never inline, never the
 * uploaded content type), with its SHA-256 as `Repr-Digest` so a client can check the bytes.
 */
export function sendAttachment(
  c: Context<AppEnv>,
  stream: Readable,
  file: { originalName: string; size: number; sha256: string },
) {
  const fallback = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  c.header('Content-Type', 'application/octet-stream')
  c.header(
    'Content-Disposition',
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  )
  c.header('Content-Length', String(file.size))
  c.header('Repr-Digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200)
}
