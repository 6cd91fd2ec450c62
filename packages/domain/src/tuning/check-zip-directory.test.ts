import { describe, expect, it } from 'vitest'
import { checkZipDirectory } from './check-zip-directory'
import type { ZipEntry } from './read-zip-entries'
import { ZIP_MAX_ENTRIES, ZIP_MAX_INFLATED_BYTES, ZIP_MAX_RATIO, ZIP_RATIO_GRACE_BYTES } from './tuning.constants'

const limits = {
  maxEntries: ZIP_MAX_ENTRIES,
  maxInflatedBytes: ZIP_MAX_INFLATED_BYTES,
  maxRatio: ZIP_MAX_RATIO,
  ratioGraceBytes: ZIP_RATIO_GRACE_BYTES,
}
const entry = (over: Partial<ZipEntry> = {}): ZipEntry => ({
  name: 'a.bin',
  compressedSize: 1000,
  uncompressedSize: 4000,
  method: 8,
  localHeaderOffset: 0,
  isDirectory: false,
  ...over,
})

describe('checkZipDirectory (zip bombs by what the directory declares)', () => {
  it('an ordinary archive passes', () => {
    expect(
      checkZipDirectory(
        [entry(), entry({ name: 'b.csv', method: 0, compressedSize: 10, uncompressedSize: 10 })],
        limits,
      ),
    ).toBeNull()
  })

  it('too many entries (a flat bomb of many small files)', () => {
    expect(
      checkZipDirectory(
        Array.from({ length: ZIP_MAX_ENTRIES + 1 }, () => entry()),
        limits,
      ),
    ).toBe('too_many_entries')
  })

  it('a classic bomb: 10 KiB inflating to 4 GiB is refused; past the ratio once over the grace size', () => {
    const bomb = entry({ compressedSize: 10_240, uncompressedSize: 0xffff_fffe })
    expect(checkZipDirectory([bomb], limits)).toBe('too_large')
    expect(checkZipDirectory([entry({ compressedSize: 10_240, uncompressedSize: 10_240 * 201 })], limits)).toBe('ratio')
    expect(checkZipDirectory([entry({ compressedSize: 10_240, uncompressedSize: 10_240 * 200 })], limits)).toBeNull()
  })

  it('a tiny, highly compressible entry is not refused for its ratio (grace size)', () => {
    expect(checkZipDirectory([entry({ compressedSize: 20, uncompressedSize: 500_000 })], limits)).toBeNull()
  })

  it('many entries that together inflate past the total', () => {
    const each = entry({ compressedSize: 1024 * 1024, uncompressedSize: 20 * 1024 * 1024 })
    expect(checkZipDirectory([each, each, each, each], limits)).toBe('too_large')
  })

  it('an unsupported compression method (e.g. 99, AES) is refused', () => {
    expect(checkZipDirectory([entry({ method: 99 })], limits)).toBe('unsupported_method')
  })
})
