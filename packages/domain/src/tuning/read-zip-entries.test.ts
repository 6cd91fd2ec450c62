import { describe, expect, it } from 'vitest'
import { readZipEntries } from './read-zip-entries'
import { buildZip, bytes } from './tuning.test-fixtures'

describe('readZipEntries (the central directory from the end of the file)', () => {
  const zip = buildZip([
    { name: 'a.bin', data: bytes('hello') },
    { name: 'dir/', data: new Uint8Array() },
  ])

  it('lists names, sizes, methods and offsets', () => {
    expect(readZipEntries(zip, zip.length)).toEqual([
      { name: 'a.bin', compressedSize: 5, uncompressedSize: 5, method: 0, localHeaderOffset: 0, isDirectory: false },
      { name: 'dir/', compressedSize: 0, uncompressedSize: 0, method: 0, localHeaderOffset: 40, isDirectory: true },
    ])
  })

  it('works from a tail of a larger file when the directory is inside the tail', () => {
    const tail = zip.subarray(40)
    expect(readZipEntries(tail, zip.length)?.map((e) => e.name)).toEqual(['a.bin', 'dir/'])
  })

  it('null when the directory lies before the tail, or for bytes that are no zip', () => {
    expect(readZipEntries(zip.subarray(zip.length - 30), zip.length)).toBeNull()
    expect(readZipEntries(bytes('not a zip at all, just text, long enough'), 40)).toBeNull()
    expect(readZipEntries(new Uint8Array(3), 3)).toBeNull()
  })

  it('null for a truncated directory record instead of throwing', () => {
    const broken = zip.slice()
    const eocd = broken.length - 22
    new DataView(broken.buffer).setUint16(eocd + 10, 9, true) // claims 9 entries
    expect(readZipEntries(broken, broken.length)).toBeNull()
  })
})
