import { Readable } from 'node:stream'
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_SNIFF_BYTES,
  TICKET_FILES_MAX,
  ticketFileTypeOf,
} from '@shop/domain/tickets'
import type { AppDeps } from '../../http/app-env'
import { AppError } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import type { Tx } from './ticket-store'
import * as repo from './tickets.repository'
import { readBoundedForm } from '../../http/bounded-form'

// The files of a ticket's message, for the customer's form and staff's replies alike (decisions 0112, 0113): the
// multipart body bounded before a byte is read, each file size-checked and told by its bytes, then kept in the file
// store and as stored-file rows only when the message that refers to them is written.

export type TicketFileIn = { name: string; bytes: Uint8Array; contentType: string }

/** The texts a form's caller answers with: the customer's and staff's differ in wording. */
export type TicketUploadTexts = {
  notMultipart: string
  tooLarge: string
  fileTooLarge: (name: string) => string
  fileType: (name: string) => string
  tooManyFiles: string
}

export type TicketForm = {
  form: FormData
  /** The sent files that passed; the others are named in `fileErrors` (at most one error when too many were sent). */
  files: TicketFileIn[]
  fileErrors: string[]
  text: (name: string) => string | undefined
}

/**
 * Reads a multipart/form-data body of at most `maxBytes` (its length declared and checked first) with up to
 * `TICKET_FILES_MAX` `files`. A file over its cap is a 413 at once; a file of a kind we do not take, or too many
 * files, is reported in `fileErrors` so the caller can name it beside the form's other fields.
 */
export async function readTicketForm(
  request: Request,
  maxBytes: number,
  texts: TicketUploadTexts,
): Promise<TicketForm> {
  const { form, text } = await readBoundedForm(request, {
    maxBytes: maxBytes,
    notMultipart: texts.notMultipart,
    tooLarge: texts.tooLarge,
  })
  const sent = form.getAll('files').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  assertStorableText({ files: sent.map((file) => file.name) })
  if (sent.length > TICKET_FILES_MAX) return { form, files: [], fileErrors: [texts.tooManyFiles], text }
  const files: TicketFileIn[] = []
  const fileErrors: string[] = []
  for (const file of sent) {
    const name = file.name.slice(0, 200) || 'file'
    if (file.size > TICKET_FILE_MAX_BYTES) throw new AppError(413, 'payload_too_large', texts.fileTooLarge(name))
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = ticketFileTypeOf(bytes.subarray(0, TICKET_FILE_SNIFF_BYTES), name)
    if (!contentType) fileErrors.push(texts.fileType(name))
    else files.push({ name, bytes, contentType })
  }
  return { form, files, fileErrors, text }
}

/**
 * Puts `files` in the file store, then runs `write` in one transaction with their stored-file rows (owned by
 * `ownerUserId`; a guest's by nobody). When the transaction fails the stored objects are deleted again; what the
 * caller does after this returns (mails) can no longer take the written message's files with it.
 */
export async function writeWithTicketFiles<T>(
  deps: Pick<AppDeps, 'db' | 'files'>,
  files: readonly TicketFileIn[],
  ownerUserId: string | null,
  at: Date,
  write: (tx: Tx, fileIds: string[]) => Promise<T>,
): Promise<T> {
  const stored: repo.NewTicketFile[] = []
  try {
    for (const file of files) {
      const object = await deps.files.put(Readable.from([file.bytes]), {
        maxBytes: TICKET_FILE_MAX_BYTES,
        prefix: 'tickets',
        contentType: file.contentType,
      })
      stored.push({
        storageKey: object.key,
        size: object.size,
        sha256: object.sha256,
        contentType: file.contentType,
        originalName: file.name,
      })
    }
    return await deps.db.transaction(async (tx) => write(tx, await repo.insertFiles(tx, ownerUserId, stored, at)))
  } catch (error) {
    await Promise.all(stored.map(({ storageKey }) => deps.files.delete(storageKey)))
    throw error
  }
}
