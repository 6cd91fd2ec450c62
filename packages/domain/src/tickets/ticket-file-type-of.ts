import type { TICKET_FILE_TYPES } from './ticket.constants'

export type TicketFileType = (typeof TICKET_FILE_TYPES)[number]

/** The names each kind may carry: a file's name must agree with what its bytes are. */
export const TICKET_FILE_EXTENSIONS: Record<TicketFileType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
}

/** How many first bytes `ticketFileTypeOf` reads (a text file is judged on them). */
export const TICKET_FILE_SNIFF_BYTES = 8192

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte)

/** Text: valid UTF-8 with no control characters but tab, line feed, form feed and carriage return. */
function isText(head: Uint8Array): boolean {
  if (head.length === 0) return false
  let decoded: string
  try {
    // `stream`: a character cut in two at the end of the head is not an error.
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded)
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * What a ticket's file is, told by its first bytes (`TICKET_FILE_SNIFF_BYTES` of them), and only if its name says
 * the same: a photo (JPEG, PNG, WebP), a PDF, or plain text (a .txt or .log, a .csv). A PDF named .png, a text
 * file named .jpg or anything else is null: refused.
 */
export function ticketFileTypeOf(head: Uint8Array, name: string): TicketFileType | null {
  let type: TicketFileType | null = null
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) type = 'application/pdf'
  else if (startsWith(head, [0xff, 0xd8, 0xff])) type = 'image/jpeg'
  else if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = 'image/png'
  else if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    type = 'image/webp'
  else if (isText(head)) type = extensionOf(name) === 'csv' ? 'text/csv' : 'text/plain'
  if (!type) return null
  return TICKET_FILE_EXTENSIONS[type].includes(extensionOf(name)) ? type : null
}
