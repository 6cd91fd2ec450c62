import type { TICKET_FILE_TYPES } from './ticket.constants'

type TicketFileType = (typeof TICKET_FILE_TYPES)[number]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * The type of a file sent with a ticket message, by its bytes (a name can lie): JPEG, PNG, WebP, PDF; text (.txt,
 * .csv by name) only when no byte is NUL. Null for anything else, which is refused.
 */
export function ticketFileTypeOf(bytes: Uint8Array, name: string): TicketFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if ((extension === 'txt' || extension === 'csv') && bytes.length > 0 && !bytes.includes(0)) {
    return extension === 'csv' ? 'text/csv' : 'text/plain'
  }
  return null
}
