import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_SNIFF_BYTES,
  TICKET_FILES_MAX,
  TICKET_TEXTS,
  ticketFileTypeOf,
} from '@shop/domain/tickets'

/** What the file input accepts (the server still tells each file by its bytes). */
export const TICKET_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,text/plain,text/csv,.txt,.log,.csv'

/** 1.2 MB, 340 KB, 12 bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

/**
 * The same checks as the server's, in the browser, to spare a useless upload: the count, each size, and each
 * file's kind by its first bytes and name. The problems, one per file; none when all may go.
 */
export async function ticketFileProblems(files: readonly File[]): Promise<string[]> {
  if (files.length > TICKET_FILES_MAX) return [TICKET_TEXTS.tooManyFiles]
  const problems: string[] = []
  for (const file of files) {
    if (file.size > TICKET_FILE_MAX_BYTES) {
      problems.push(TICKET_TEXTS.fileTooLarge(file.name))
      continue
    }
    const head = new Uint8Array(await file.slice(0, TICKET_FILE_SNIFF_BYTES).arrayBuffer())
    if (!ticketFileTypeOf(head, file.name)) problems.push(TICKET_TEXTS.fileType(file.name))
  }
  return problems
}
