import type { DealerApplicationDocumentType } from './dealer-applications.constants'

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte)

/** What an application document is, by its first bytes (whatever its name or declared type say); null: refused. */
export function documentTypeOf(head: Uint8Array): DealerApplicationDocumentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  return null
}
