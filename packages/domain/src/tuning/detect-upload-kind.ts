import {
  ERASED_FLASH_RUN,
  TUNE_EXTENSIONS,
  ZIP_FLASH_ENTRY_EXTENSIONS,
  ZIP_TUNED_ENTRY_PATTERN,
} from './tuning.constants'

export type UploadKind = 'tune' | 'log'

/** Why a file got its kind; shown nowhere, but tests and logs say which rule matched. */
export type DetectionReason = 'magic' | 'mask' | 'extension' | 'zip-entries' | 'default'

export type DetectUploadInput = {
  /** The file name as the user chose it. */
  name: string
  /** The file size in bytes. */
  size: number
  /** The first bytes of the file (DETECTION_HEAD_BYTES are plenty; fewer is fine). */
  head: Uint8Array
  /** For a zip: the names of its entries (see readZipEntries); omit when it is not a zip or unreadable. */
  zipEntryNames?: readonly string[] | null
}

export type Detection =
  { ok: true; kind: UploadKind; reason: DetectionReason; isZip: boolean } | { ok: false; code: 'empty_file' }

/**
 * Documented flash signatures (decision 0034). Each is a test on the head bytes:
 * - Intel HEX: the first record, `:` + byte count, address and record type in hex (`:10000000…`,
 *   `:02000004…`) — the container of most Bosch/Continental/Delphi flash files from factory tools;
 * - Motorola S-record: `S0`–`S3` + hex byte count and address (`S00F0000…`) — .s19/.srec/.mot;
 * - TI-TXT: `@` + hex address on the first line (`@8000`) — TI/TriCore programmer dumps;
 * - ELF: 0x7F 'E' 'L' 'F' — compiled flash images for TriCore/PowerPC ECUs and TCUs.
 */
const SIGNATURES: { name: string; test: (head: Uint8Array) => boolean }[] = [
  { name: 'intel-hex', test: (h) => asciiPrefix(h, 9).match(/^:[0-9A-Fa-f]{8}$/) !== null },
  { name: 'motorola-srec', test: (h) => asciiPrefix(h, 8).match(/^S[0-3][0-9A-Fa-f]{6}$/) !== null },
  { name: 'ti-txt', test: (h) => asciiPrefix(h, 7).match(/^@[0-9A-Fa-f]{4,6}[\r\n]?/) !== null },
  { name: 'elf', test: (h) => h[0] === 0x7f && h[1] === 0x45 && h[2] === 0x4c && h[3] === 0x46 },
]

function asciiPrefix(head: Uint8Array, length: number): string {
  let text = ''
  for (let i = 0; i < Math.min(length, head.length); i++) text += String.fromCharCode(head[i]!)
  return text
}

/** The mask pattern: a run of erased-flash bytes (0xFF) in the head. */
function hasErasedFlashRun(head: Uint8Array): boolean {
  let run = 0
  for (const byte of head) {
    run = byte === 0xff ? run + 1 : 0
    if (run >= ERASED_FLASH_RUN) return true
  }
  return false
}

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

function isZipHead(head: Uint8Array): boolean {
  // PK\3\4 (a local file header) or PK\5\6 (an empty archive's end record).
  return head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
}

/** A zip entry that is a flash image or a tuned file (SPEC §5). */
function isTuneEntry(entryName: string): boolean {
  if (entryName.endsWith('/')) return false
  const base = entryName.split('/').pop() ?? ''
  if (base.startsWith('.') || entryName.startsWith('__MACOSX/')) return false
  const extension = extensionOf(base)
  return (ZIP_FLASH_ENTRY_EXTENSIONS as readonly string[]).includes(extension) || ZIP_TUNED_ENTRY_PATTERN.test(base)
}

/**
 * SPEC §5: a file is a tune by magic bytes, the mask pattern, the extension .pcm/.bin/.fls, or a zip with
 * flash or tuned entries; otherwise a log. An empty file is refused. Pure: callers read the bytes (browser
 * and server run this same function on the same bytes, so they agree).
 */
export function detectUploadKind(input: DetectUploadInput): Detection {
  if (input.size <= 0) return { ok: false, code: 'empty_file' }
  const { head } = input
  const isZip = isZipHead(head) || extensionOf(input.name) === '.zip'
  if (isZip) {
    const tune = (input.zipEntryNames ?? []).some(isTuneEntry)
    return { ok: true, kind: tune ? 'tune' : 'log', reason: tune ? 'zip-entries' : 'default', isZip: true }
  }
  if (SIGNATURES.some((signature) => signature.test(head))) return { ok: true, kind: 'tune', reason: 'magic', isZip }
  if (hasErasedFlashRun(head)) return { ok: true, kind: 'tune', reason: 'mask', isZip }
  if ((TUNE_EXTENSIONS as readonly string[]).includes(extensionOf(input.name))) {
    return { ok: true, kind: 'tune', reason: 'extension', isZip }
  }
  return { ok: true, kind: 'log', reason: 'default', isZip }
}
