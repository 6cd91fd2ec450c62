import { createHash } from 'node:crypto'
import { createLocalFileStore, type FileStore } from '../src/platform/files/file-store'
import { createS3FileStore, type S3Settings } from '../src/platform/files/s3-file-store'

/** A file store as plain data, so a child process (fixtures/stream-into-store.ts) can open the same one. */
export type StoreTarget =
  { kind: 'local'; directory: string } | { kind: 's3'; settings: S3Settings; spoolDirectory: string }

export const storeOf = (target: StoreTarget): FileStore =>
  target.kind === 'local'
    ? createLocalFileStore(target.directory)
    : createS3FileStore(target.settings, target.spoolDirectory)

/**
 * A datalog of `mebibytes` MiB made while it is read (one 64 KiB block of CSV rows, sent again and again),
 * so the source itself never holds the file; with its size and SHA-256.
 */
export function generatedDatalog(mebibytes: number) {
  const block = Buffer.alloc(64 * 1024, '12.345,3500,1.42,98.6,14.7\n')
  const blocks = mebibytes * 16
  const hash = createHash('sha256')
  for (let i = 0; i < blocks; i++) hash.update(block)
  async function* stream() {
    for (let i = 0; i < blocks; i++) yield block
  }
  return { stream, size: blocks * block.length, sha256: hash.digest('hex') }
}
