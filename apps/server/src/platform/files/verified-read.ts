import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { ByteRange, FileStore } from './file-store'

export class ChecksumMismatchError extends Error {
  override name = 'ChecksumMismatchError'
  constructor(readonly key: string) {
    super(`stored file ${key} does not match its recorded SHA-256`)
  }
}

/**
 * A stored file's bytes (those of `range`, when given), only after the whole file was read once and hashed to
 * the SHA-256 recorded at upload (a corrupted tune can brick an ECU: better no download than a wrong one, and
 * a resumed download's part is of the file that was checked). Null when the file is gone.
 */
export async function openVerified(
  store: FileStore,
  key: string,
  sha256: string,
  range?: ByteRange,
): Promise<Readable | null> {
  const first = await store.get(key)
  if (!first) return null
  const hash = createHash('sha256')
  for await (const chunk of first) hash.update(chunk as Buffer)
  if (hash.digest('hex') !== sha256) throw new ChecksumMismatchError(key)
  return store.get(key, range)
}
