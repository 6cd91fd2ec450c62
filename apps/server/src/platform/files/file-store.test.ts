import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterEach, describe, expect, it } from 'vitest'
import { createLocalFileStore, FileTooLargeError } from './file-store'

async function* chunks(count: number, size: number) {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i % 256)
}

const made: string[] = []

/** A fresh directory for one test, removed after it. */
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'files-'))
  made.push(dir)
  return dir
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('local file store (DATA_DIR/files)', () => {
  it('put writes the bytes with their size and SHA-256; get, exists and delete find them by key', async () => {
    const dir = await tempDir()
    const store = createLocalFileStore(dir)
    const stored = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
      maxBytes: 100,
      prefix: 'tune',
    })
    expect(stored.key).toMatch(/^tune\/[0-9a-f-]{36}$/)
    expect(stored.size).toBe(11)
    expect(stored.sha256).toBe(createHash('sha256').update('hello world').digest('hex'))
    expect(await readFile(join(dir, stored.key), 'utf8')).toBe('hello world')
    expect(await store.exists(stored.key)).toBe(true)
    expect(await text((await store.get(stored.key))!)).toBe('hello world')
    await store.delete(stored.key)
    expect(await store.exists(stored.key)).toBe(false)
    expect(await store.get(stored.key)).toBeNull()
  })

  it('a source over the cap is refused while streaming and leaves no file behind', async () => {
    const dir = await tempDir()
    const store = createLocalFileStore(dir)
    await expect(store.put(chunks(100, 1024), { maxBytes: 10 * 1024, prefix: 'log' })).rejects.toBeInstanceOf(
      FileTooLargeError,
    )
    expect(await readdir(join(dir, 'tmp'))).toEqual([])
    expect(await readdir(join(dir, 'log'))).toEqual([])
  })

  it('keys that are not ours (path traversal) are refused', async () => {
    const store = createLocalFileStore(await tempDir())
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid storage key/)
    await expect(store.exists('tune/../../x')).rejects.toThrow(/invalid storage key/)
  })
})
