/** One entry of a zip's central directory, as the archive declares it (sizes may lie: inflate to be sure). */
export type ZipEntry = {
  name: string
  compressedSize: number
  uncompressedSize: number
  /** 0 stored, 8 deflate; anything else is unsupported. */
  method: number
  /** Offset of the entry's local header from the start of the file. */
  localHeaderOffset: number
  isDirectory: boolean
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const EOCD_MIN = 22
const MAX_COMMENT = 0xffff

/**
 * Reads a zip's central directory from the last bytes of the file (`tail`, the final `tail.length` bytes of
 * a file of `fileSize` bytes). Returns null when the bytes hold no readable directory (not a zip, a directory
 * beyond the tail, zip64, or a malformed record); never throws.
 */
export function readZipEntries(tail: Uint8Array, fileSize: number): ZipEntry[] | null {
  if (tail.length < EOCD_MIN || fileSize < tail.length) return null
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength)
  const lowest = Math.max(0, tail.length - EOCD_MIN - MAX_COMMENT)
  let eocd = -1
  for (let i = tail.length - EOCD_MIN; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  const directorySize = view.getUint32(eocd + 12, true)
  const directoryOffset = view.getUint32(eocd + 16, true)
  // zip64 marks these with all-ones; we do not read zip64 (a flash read never needs it).
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null
  const tailStart = fileSize - tail.length
  let at = directoryOffset - tailStart
  if (at < 0 || at + directorySize > eocd) return null
  const decoder = new TextDecoder('utf-8', { fatal: false })
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null
    const method = view.getUint16(at + 10, true)
    const compressedSize = view.getUint32(at + 20, true)
    const uncompressedSize = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const localHeaderOffset = view.getUint32(at + 42, true)
    const end = at + 46 + nameLength + extraLength + commentLength
    if (end > eocd) return null
    const name = decoder.decode(tail.subarray(at + 46, at + 46 + nameLength))
    entries.push({
      name,
      compressedSize,
      uncompressedSize,
      method,
      localHeaderOffset,
      isDirectory: name.endsWith('/'),
    })
    at = end
  }
  return entries
}
