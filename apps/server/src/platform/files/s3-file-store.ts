import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertKey, type FileStore, meteredHash, newKey } from './file-store'

export type S3Settings = {
  bucket: string
  region: string
  /** For S3-compatible services (MinIO, R2, Wasabi…); path-style addressing is used with an endpoint. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/**
 * An S3-compatible store. An upload is first spooled to a temporary file (size cap and SHA-256 while
 * writing), then sent with its length known, so a refused upload never reaches the bucket.
 */
export function createS3FileStore(settings: S3Settings, spoolDirectory = tmpdir()): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  })
  const Bucket = settings.bucket
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  return {
    async put(source, options) {
      const key = newKey(options.prefix)
      await mkdir(spoolDirectory, { recursive: true })
      const spool = join(spoolDirectory, `upload-${randomUUID()}.part`)
      const meter = meteredHash(options.maxBytes)
      try {
        await pipeline(source, meter, createWriteStream(spool, { flags: 'wx' }))
        const { size, sha256 } = meter.result()
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: options.contentType ?? 'application/octet-stream',
            ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
          }),
        )
        return { key, size, sha256 }
      } finally {
        await rm(spool, { force: true })
      }
    },
    async get(key, range) {
      assertKey(key)
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }))
        if (!(object.Body instanceof Readable)) return null
        if (!range) return object.Body
        // Not every S3-compatible server answers the range asked (s3rver sends the whole file for `bytes=0-0`):
        // the asked bytes are cut from what came, so a download's part is never other bytes than its Content-Range.
        const answeredStart = Number(/^bytes (\d+)-/.exec(object.ContentRange ?? '')?.[1] ?? 0)
        const length = range.end - range.start + 1
        if (answeredStart === range.start && object.ContentLength === length) return object.Body
        if (answeredStart > range.start)
          throw new Error(`${key}: asked bytes from ${range.start}, got ${answeredStart}`)
        return Readable.from(byteWindow(object.Body, range.start - answeredStart, length))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      assertKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async exists(key) {
      assertKey(key)
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
  }
}

/** `length` bytes of a stream after its first `skip`; the source is closed once they are through. */
async function* byteWindow(source: AsyncIterable<Buffer>, skip: number, length: number) {
  let toSkip = skip
  let left = length
  for await (const chunk of source) {
    const from = Math.min(toSkip, chunk.length)
    toSkip -= from
    const part = chunk.subarray(from, from + left)
    left -= part.length
    if (part.length > 0) yield part
    if (left === 0) return
  }
}
