import { createHash, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { execFile } from 'node:child_process'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { promisify } from 'node:util'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledScript } from '../../../test/bundled-script'
import { startS3Server } from '../../../test/s3-server'
import { generatedDatalog, storeOf, type StoreTarget } from '../../../test/store-targets'
import { type FileStore, FileTooLargeError, type StoredObject } from './file-store'
import { ChecksumMismatchError, openVerified } from './verified-read'

// One suite, run against both stores the server can be configured with (README: `S3_BUCKET`): the local
// directory and an S3-compatible bucket, here s3rver on 127.0.0.1 reached through the real SDK.

/** A store and a look behind it: what its backend holds, read and written without the store. */
type Backend = {
  target: StoreTarget
  store: FileStore
  /** The bytes the backend holds under a key. */
  raw(key: string): Promise<Buffer>
  /** Replaces the bytes under a key, as a disk or bucket fault (or a tampering) would. */
  overwrite(key: string, bytes: Uint8Array): Promise<void>
  /** Every object and temporary file the backend holds now (a refused upload must leave none). */
  leftovers(): Promise<string[]>
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** Every file under a directory, as a path relative to it. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()

async function localBackend(): Promise<Backend> {
  const dir = await tempDir('files-')
  const target: StoreTarget = { kind: 'local', directory: dir }
  return {
    target,
    store: storeOf(target),
    raw: (key) => readFile(join(dir, key)),
    overwrite: (key, bytes) => writeFile(join(dir, key), bytes),
    leftovers: () => filesUnder(dir),
  }
}

/** An S3 server of its own for each test (a fresh bucket), and a spool directory the test can look into. */
async function s3Backend(): Promise<Backend> {
  const s3 = await startS3Server()
  cleanups.push(s3.close)
  const { client } = s3
  const Bucket = s3.settings.bucket
  const spool = await tempDir('spool-')
  const target: StoreTarget = { kind: 's3', settings: s3.settings, spoolDirectory: spool }
  return {
    target,
    store: storeOf(target),
    raw: async (Key) =>
      Buffer.from(await (await client.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToByteArray()),
    overwrite: async (Key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes }))
    },
    leftovers: async () => [...(await s3.objectKeys()), ...(await filesUnder(spool))],
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

async function* chunks(count: number, size: number) {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i % 256)
}

/** Streams a generated datalog into the store from a process of its own (fixtures/stream-into-store.ts). */
async function streamIntoStore(target: StoreTarget, mebibytes: number) {
  const script = await bundledScript(
    new URL('../../../test/fixtures/stream-into-store.ts', import.meta.url),
    'stream-into-store',
  )
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', script, JSON.stringify(target), String(mebibytes)],
    { timeout: 90_000 },
  )
  return JSON.parse(stdout) as StoredObject & { liveGrowth: number }
}

const MiB = 1024 * 1024

describe.each([
  { name: 'local directory (DATA_DIR/files)', open: localBackend },
  { name: 'S3-compatible bucket (S3_BUCKET, S3_ENDPOINT)', open: s3Backend },
])('file store: $name', ({ open }) => {
  it('put stores the bytes with their size and SHA-256; get, exists and delete find them by key', async () => {
    const { store, raw } = await open()
    const stored = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
      maxBytes: 100,
      prefix: 'tune',
    })
    expect(stored.key).toMatch(/^tune\/[0-9a-f-]{36}$/)
    expect(stored.size).toBe(11)
    expect(stored.sha256).toBe(sha256('hello world'))
    expect((await raw(stored.key)).toString()).toBe('hello world')
    expect(await store.exists(stored.key)).toBe(true)
    expect(await text((await store.get(stored.key))!)).toBe('hello world')
    await store.delete(stored.key)
    expect(await store.exists(stored.key)).toBe(false)
    expect(await store.get(stored.key)).toBeNull()
  })

  it('a key that was never stored: get is null, exists false, delete does nothing', async () => {
    const { store } = await open()
    const key = `tune/${randomUUID()}`
    expect(await store.get(key)).toBeNull()
    expect(await store.exists(key)).toBe(false)
    await expect(store.delete(key)).resolves.toBeUndefined()
  })

  it('the verified read gives the bytes that match their SHA-256, refuses changed bytes, is null when gone', async () => {
    const { store, overwrite } = await open()
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 7) % 251)
    const stored = await store.put(Readable.from([bytes]), { maxBytes: bytes.length, prefix: 'tune' })
    const verified = await openVerified(store, stored.key, stored.sha256)
    expect(new Uint8Array(Buffer.concat(await verified!.toArray()))).toEqual(bytes)

    // One flipped byte, as a bad disk or a tampered bucket would hold it: no download rather than a wrong one.
    await overwrite(
      stored.key,
      bytes.map((byte, i) => (i === 123_456 ? byte ^ 1 : byte)),
    )
    await expect(openVerified(store, stored.key, stored.sha256)).rejects.toBeInstanceOf(ChecksumMismatchError)

    await store.delete(stored.key)
    expect(await openVerified(store, stored.key, stored.sha256)).toBeNull()
  })

  it('range reads give the bytes a resumed download asks for, from the start, the middle and to the end', async () => {
    const { store } = await open()
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 13) % 256)
    const stored = await store.put(Readable.from([bytes]), { maxBytes: bytes.length, prefix: 'tune' })
    const read = async (start: number, end: number) =>
      new Uint8Array(Buffer.concat(await (await store.get(stored.key, { start, end }))!.toArray()))
    expect(await read(0, 0)).toEqual(bytes.subarray(0, 1))
    expect(await read(100_000, 165_535)).toEqual(bytes.subarray(100_000, 165_536))
    expect(await read(299_990, 299_999)).toEqual(bytes.subarray(299_990))
    const verified = await openVerified(store, stored.key, stored.sha256, { start: 250_000, end: 299_999 })
    expect(new Uint8Array(Buffer.concat(await verified!.toArray()))).toEqual(bytes.subarray(250_000))
  })

  it('a source over the cap is refused while streaming and leaves nothing behind', async () => {
    const { store, leftovers } = await open()
    await expect(store.put(chunks(100, 1024), { maxBytes: 10 * 1024, prefix: 'log' })).rejects.toBeInstanceOf(
      FileTooLargeError,
    )
    expect(await leftovers()).toEqual([])
  })

  it('a source that fails midway leaves nothing behind', async () => {
    const { store, leftovers } = await open()
    async function* broken() {
      yield new Uint8Array(4096)
      throw new Error('connection reset by the uploader')
    }
    await expect(store.put(broken(), { maxBytes: MiB, prefix: 'log' })).rejects.toThrow(/connection reset/)
    expect(await leftovers()).toEqual([])
  })

  it('keys that are not ours (path traversal) are refused', async () => {
    const { store } = await open()
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid storage key/)
    await expect(store.exists('tune/../../x')).rejects.toThrow(/invalid storage key/)
    await expect(store.delete('tune/../log/x')).rejects.toThrow(/invalid storage key/)
  })

  it('a 64 MiB datalog is streamed in without being held in memory, and read back verified', async () => {
    const { target, store, leftovers } = await open()
    const datalog = generatedDatalog(64)
    const { liveGrowth, ...stored } = await streamIntoStore(target, 64)
    expect(stored).toMatchObject({ size: 64 * MiB, sha256: datalog.sha256 })
    // Holding the file would keep 64 MiB reachable; streaming keeps chunks in flight (~6 MiB with the SDK's).
    expect(liveGrowth).toBeLessThan(16 * MiB)
    expect(await leftovers()).toEqual([stored.key])

    const verified = await openVerified(store, stored.key, datalog.sha256)
    const hash = createHash('sha256')
    let size = 0
    for await (const chunk of verified!) {
      hash.update(chunk as Buffer)
      size += (chunk as Buffer).length
    }
    expect({ size, sha256: hash.digest('hex') }).toEqual({ size: datalog.size, sha256: datalog.sha256 })
  }, 120_000)
})
