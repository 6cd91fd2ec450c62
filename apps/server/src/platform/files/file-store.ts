import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** What a put wrote: where, how many bytes, and their SHA-256 (hex), computed while writing. */
export type StoredObject = { key: string; size: number; sha256: string }

export type PutOptions = {
  /** Refuse (FileTooLargeError) as soon as more bytes than this arrive; nothing is kept. */
  maxBytes: number
  /** A key prefix such as 'tune' or 'log'; the store adds a random name. */
  prefix: string
  contentType?: string
}

/** Bytes `start` to `end` of a file, both included (as an HTTP `Range: bytes=start-end`); within the file. */
export type ByteRange = { start: number; end: number }

/** Files of the shop (uploads, tuned files) — never under the web root; read back only through the API. */
export type FileStore = {
  put(source: AsyncIterable<Uint8Array> | Readable, options: PutOptions): Promise<StoredObject>
  /** The bytes of a stored file (those of `range` only, when given), or null when there is none under that key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Removes the partial uploads a stopped process left, begun before `before`; answers how many (clean-up job). */
  removeAbandoned?(before: Date): Promise<number>
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`)
  }
}

/** A transform that counts and hashes what passes and fails once `maxBytes` is exceeded. */
export function meteredHash(maxBytes: number): Transform & { result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256')
  let size = 0
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) return callback(new FileTooLargeError(maxBytes))
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  return Object.assign(transform, { result: () => ({ size, sha256: hash.digest('hex') }) })
}

const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}$/

/** Keys are ours (prefix/uuid); anything else is refused before it touches the disk or the bucket. */
export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`)
}

export function newKey(prefix: string): string {
  if (!/^[a-z]+$/.test(prefix)) throw new Error(`invalid storage prefix: ${prefix}`)
  return `${prefix}/${randomUUID()}`
}

/** The default store: a directory (DATA_DIR/files), written through a temporary file and renamed. */
export function createLocalFileStore(directory: string): FileStore {
  const root = isAbsolute(directory) ? directory : resolve(directory)
  const pathOf = (key: string) => {
    assertKey(key)
    return join(root, key)
  }
  return {
    async put(source, options) {
      const key = newKey(options.prefix)
      const target = pathOf(key)
      const temporary = join(root, 'tmp', `${randomUUID()}.part`)
      await mkdir(join(root, 'tmp'), { recursive: true })
      await mkdir(join(root, options.prefix), { recursive: true })
      const meter = meteredHash(options.maxBytes)
      try {
        await pipeline(source, meter, createWriteStream(temporary, { flags: 'wx' }))
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { key, ...meter.result() }
    },
    async get(key, range) {
      const path = pathOf(key)
      if (!(await this.exists(key))) return null
      return createReadStream(path, range)
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async exists(key) {
      const path = pathOf(key)
      try {
        return (await stat(path)).isFile()
      } catch {
        return false
      }
    },
    async removeAbandoned(before) {
      // A put removes its temporary file itself unless the process stopped mid-upload.
      const names = await readdir(join(root, 'tmp')).catch(() => [] as string[])
      let removed = 0
      for (const name of names.filter((each) => each.endsWith('.part'))) {
        const path = join(root, 'tmp', name)
        const info = await stat(path).catch(() => null)
        if (!info || info.mtime >= before) continue
        await rm(path, { force: true })
        removed++
      }
      return removed
    },
  }
}
