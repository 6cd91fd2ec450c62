/** Test fixtures: tiny flash images, logs and a zip writer (stored or pre-deflated entries). */

const encoder = new TextEncoder()

export const bytes = (text: string) => encoder.encode(text)

/** A raw flash read: a vector table, then erased flash (0xFF). */
export function flashImage(size = 4096): Uint8Array {
  const image = new Uint8Array(size).fill(0xff)
  image.set([0x00, 0x20, 0x00, 0x80, 0x12, 0x34, 0x56, 0x78], 0)
  return image
}

export const CSV_LOG = 'Time (s),RPM,Boost (psi),AFR\n0.00,850,-10.2,14.7\n0.05,900,-9.8,14.6\n'

let crcTable: Uint32Array | undefined
export function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

export type FixtureZipEntry = {
  name: string
  /** The entry's content; stored uncompressed unless `deflated` is given. */
  data?: Uint8Array
  /** Already-deflated bytes (raw deflate) of an entry of `size` bytes with checksum `crc`. */
  deflated?: { bytes: Uint8Array; size: number; crc: number }
  /** Lie about the inflated size in the headers (a bomb hiding its size). */
  declaredSize?: number
}

/** Writes a zip archive (local headers, data, central directory, end record). */
export function buildZip(entries: readonly FixtureZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = encoder.encode(entry.name)
    const body = entry.deflated?.bytes ?? entry.data ?? new Uint8Array()
    const size = entry.declaredSize ?? entry.deflated?.size ?? body.length
    const crc = entry.deflated?.crc ?? crc32(body)
    const method = entry.deflated ? 8 : 0
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(8, method, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, body.length, true)
    local.setUint32(22, size, true)
    local.setUint16(26, name.length, true)
    const record = new DataView(new ArrayBuffer(46))
    record.setUint32(0, 0x02014b50, true)
    record.setUint16(4, 20, true)
    record.setUint16(6, 20, true)
    record.setUint16(10, method, true)
    record.setUint32(16, crc, true)
    record.setUint32(20, body.length, true)
    record.setUint32(24, size, true)
    record.setUint16(28, name.length, true)
    record.setUint32(42, offset, true)
    parts.push(new Uint8Array(local.buffer), name, body)
    central.push(new Uint8Array(record.buffer), name)
    offset += 30 + name.length + body.length
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, entries.length, true)
  end.setUint16(10, entries.length, true)
  end.setUint32(12, directorySize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of all) {
    out.set(part, at)
    at += part.length
  }
  return out
}
