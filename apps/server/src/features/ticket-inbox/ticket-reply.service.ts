import { Readable } from 'node:stream'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Actor } from '@shop/domain/accounts'
import {
  canWriteTo,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_SNIFF_BYTES,
  TICKET_FILES_MAX,
  TICKET_INBOX_TEXTS as TEXTS,
  TICKET_STATUS_LABELS,
  TicketReplySchema,
  ticketFileTypeOf,
  type TicketReply,
  type TicketStatus,
} from '@shop/domain/tickets'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import { issuesToFieldErrors } from '../../http/zod-issues'
import { offerFeedback } from '../support'
import { appendTicketMessage, ticketLinkOf } from '../tickets'
import * as repo from './ticket-inbox.repository'
import { allowed, detailOut, nameOf, readTicket, type Deps } from './ticket-inbox.service'

// Staff's replies and internal notes on a ticket (issue 26 item 2): JSON, or multipart with files checked by their
// bytes; a public reply mails the customer its text and the ticket's link, a note mails nobody.

const ticketNotFound = () => notFound('This ticket')

type ReplyFile = { name: string; bytes: Uint8Array; contentType: string }

/** The whole multipart body: every file at its cap plus the text. */
export const REPLY_BODY_MAX_BYTES = TICKET_FILES_MAX * TICKET_FILE_MAX_BYTES + 64 * 1024

/**
 * Reads a reply: JSON (no files), or multipart/form-data with `body`, `internal`, `status` and up to five `files`,
 * its length declared and bounded before a byte is read, each file size-checked and recognised by its bytes.
 */
export async function readReply(request: Request): Promise<{ reply: TicketReply; files: ReplyFile[] }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) {
    let json: unknown
    try {
      json = await request.json()
    } catch {
      throw new AppError(400, 'bad_request', ERROR_TEXTS.bodyNotJson)
    }
    const parsed = TicketReplySchema.safeParse(json)
    if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
    assertStorableText(parsed.data)
    return { reply: parsed.data, files: [] }
  }
  if (!type.startsWith('multipart/form-data')) throw new AppError(400, 'bad_request', TEXTS.notMultipart)
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!Number.isFinite(length)) throw new AppError(400, 'length_required', ERROR_TEXTS.uploadLengthRequired)
  if (length > REPLY_BODY_MAX_BYTES) throw new AppError(413, 'payload_too_large', TEXTS.tooLarge)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError(400, 'bad_request', ERROR_TEXTS.uploadUnreadable)
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const internal = text('internal')
  const raw = { body: text('body') ?? '', internal: internal === 'true', status: text('status') || undefined }
  const parsed = TicketReplySchema.safeParse(raw)
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  if (internal !== undefined && internal !== 'true' && internal !== 'false') {
    throw validationFailed({ internal: ['Internal must be true or false.'] })
  }
  const uploads = form.getAll('files').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  assertStorableText({ ...parsed.data, files: uploads.map((file) => file.name) })
  if (uploads.length > TICKET_FILES_MAX) throw validationFailed({ files: [TEXTS.fileCount] })
  const files: ReplyFile[] = []
  for (const file of uploads) {
    const name = file.name.slice(0, 200) || 'file'
    if (file.size > TICKET_FILE_MAX_BYTES) throw new AppError(413, 'payload_too_large', TEXTS.fileTooLarge(name))
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = ticketFileTypeOf(bytes.subarray(0, TICKET_FILE_SNIFF_BYTES), name)
    if (!contentType) throw validationFailed({ files: [TEXTS.fileType] })
    files.push({ name, bytes, contentType })
  }
  return { reply: parsed.data, files }
}

/**
 * `POST /admin/tickets/{id}/replies`: a public reply mails the customer its text and the ticket's link; an internal
 * note mails nobody and never reaches the customer. A closed ticket takes nothing (409).
 */
export async function reply(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { reply: TicketReply; files: ReplyFile[] },
) {
  const me = allowed(actor)
  const current = await readTicket(deps, id)
  if (!canWriteTo(current.status as TicketStatus)) throw new AppError(409, 'ticket_closed', TEXTS.closed)
  const authorName = await nameOf(deps, me)
  const stored: { key: string; size: number; sha256: string; file: ReplyFile }[] = []
  let written: Awaited<ReturnType<typeof appendTicketMessage>>
  try {
    for (const file of input.files) {
      const object = await deps.files.put(Readable.from([file.bytes]), {
        maxBytes: TICKET_FILE_MAX_BYTES,
        prefix: 'tickets',
        contentType: file.contentType,
      })
      stored.push({ ...object, file })
    }
    const at = deps.clock()
    written = await deps.db.transaction(async (tx) => {
      const [locked] = await repo.lockTickets(tx, [id])
      if (!locked || !canWriteTo(locked.status as TicketStatus)) {
        throw new AppError(409, 'ticket_closed', TEXTS.closed)
      }
      const fileIds: string[] = []
      for (const { key, size, sha256, file } of stored) {
        const [row] = await repo.insertStoredFile(tx, {
          ownerUserId: me.id,
          kind: 'other',
          originalName: file.name,
          size,
          sha256,
          storageKey: key,
          contentType: file.contentType,
          createdAt: at,
        })
        fileIds.push(row!.id)
      }
      return appendTicketMessage(tx, {
        ticketId: id,
        authorKind: 'staff',
        authorUserId: me.id,
        authorName,
        body: input.reply.body,
        internal: input.reply.internal,
        fileIds,
        status: input.reply.status,
        at,
      })
    })
  } catch (error) {
    // Nothing refers to the files unless the message was written.
    await Promise.all(stored.map(({ key }) => deps.files.delete(key)))
    throw error
  }
  if (!written) throw ticketNotFound()
  // After the commit: a failing mail must not take the written reply's files with it.
  if (!input.reply.internal) {
    const brand = deps.siteConfig.brandName
    await deps.mailer.send({
      to: written.ticket.email,
      subject: `${brand}: a reply to your ticket #${id} “${written.ticket.title}”`,
      text: [
        `Hello ${written.ticket.customerName},`,
        '',
        `${authorName} of ${brand} support replied to your ticket #${id} “${written.ticket.title}”:`,
        '',
        input.reply.body,
        '',
        stored.length
          ? `${stored.length} file${stored.length === 1 ? ' is' : 's are'} attached to the reply on the ticket’s page.`
          : null,
        'Read the whole conversation and answer at:',
        ticketLinkOf(deps.publicUrl, written.ticket),
        '',
        `Status: ${TICKET_STATUS_LABELS[written.ticket.status as TicketStatus]}`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    })
  }
  // Solved by this reply: the customer is asked to rate it (once per solve).
  if (written.ticket.status === 'solved' && current.status !== 'solved') await offerFeedback(deps, { ticketId: id })
  const detail = await detailOut(deps, (await repo.ticketById(deps.db, id))!)
  const message = written.message
  return {
    updatedAt: written.ticket.updatedAt,
    body: { message: detail.thread.find((m) => m.id === message.id)!, ticket: detail },
  }
}
