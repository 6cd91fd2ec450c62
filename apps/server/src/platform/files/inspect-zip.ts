import { createInflateRaw } from 'node:zlib'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ZipDirectoryProblem, ZipEntry, ZipLimits } from '@shop/domain/tuning'

export class ZipRejectedError extends Error {
  override name = 'ZipRejectedError'
  constructor(readonly problem: ZipDirectoryProblem | 'corrupt') {
    super(`zip archive refused: ${problem}`)
  }
}

/** Reads a byte stream sequentially: exact reads, skips, and bounded sub-streams. */
class SequentialReader {
  private buffered: Buffer = Buffer.alloc(0)
  private done = false
  position = 0
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    if (this.done) return false
    const next = await this.source.next()
    if (next.done) {
      this.done = true
      return false
    }
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value
    return true
  }

  async read(length: number): Promise<Buffer> {
    while (this.buffered.length < length) if (!(await this.fill())) throw new ZipRejectedError('corrupt')
    const out = this.buffered.subarray(0, length)
    this.buffered = this.buffered.subarray(length)
    this.position += length
    return out
  }

  async *take(length: number): AsyncGenerator<Buffer> {
    let left = length
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill())) throw new ZipRejectedError('corrupt')
      const out = this.buffered.subarray(0, Math.min(left, this.buffered.length))
      this.buffered = this.buffered.subarray(out.length)
      this.position += out.length
      left -= out.length
      yield out
    }
  }

  async skipTo(position: number): Promise<void> {
    if (position < this.position) throw new ZipRejectedError('corrupt')
    for await (const _ of this.take(position - this.position)) void _
  }
}

/**
 * Inflates every entry of a stored zip once, in file order, counting what comes out and stopping at the
 * first limit passed: total inflated bytes, an entry's ratio to its compressed size, or an entry inflating
 * past the size its directory declares (a bomb hiding its size). Output is counted and dropped, so memory
 * stays at a few zlib windows whatever the archive claims.
 */
export async function inspectZip(source: Readable, entries: readonly ZipEntry[], limits: ZipLimits): Promise<void> {
  const reader = new SequentialReader(source[Symbol.asyncIterator]() as AsyncIterator<Buffer>)
  let total = 0
  try {
    for (const entry of [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)) {
      await reader.skipTo(entry.localHeaderOffset)
      const local = await reader.read(30)
      if (local.readUInt32LE(0) !== 0x04034b50) throw new ZipRejectedError('corrupt')
      await reader.read(local.readUInt16LE(26) + local.readUInt16LE(28))
      const ratioLimit = Math.max(limits.ratioGraceBytes, Math.max(entry.compressedSize, 1) * limits.maxRatio)
      let produced = 0
      const counter = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          produced += chunk.length
          total += chunk.length
          if (total > limits.maxInflatedBytes) return callback(new ZipRejectedError('too_large'))
          if (produced > ratioLimit) return callback(new ZipRejectedError('ratio'))
          if (produced > entry.uncompressedSize) return callback(new ZipRejectedError('corrupt'))
          callback()
        },
      })
      const data = Readable.from(reader.take(entry.compressedSize))
      if (entry.method === 0) await pipeline(data, counter)
      else if (entry.method === 8) await pipeline(data, createInflateRaw(), counter)
      else throw new ZipRejectedError('unsupported_method')
      if (produced !== entry.uncompressedSize) throw new ZipRejectedError('corrupt')
    }
  } catch (error) {
    if (error instanceof ZipRejectedError) throw error
    throw new ZipRejectedError('corrupt') // zlib: invalid deflate data
  } finally {
    source.destroy()
  }
}
