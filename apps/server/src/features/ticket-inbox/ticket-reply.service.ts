import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Actor } from '@shop/domain/accounts'
import {
  canWriteTo,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILES_MAX,
  TICKET_INBOX_TEXTS as TEXTS,
  TICKET_STATUS_LABELS,
  TicketReplySchema,
  type TicketReply,
  type TicketStatus,
} from '@shop/domain/tickets'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import { issuesToFieldErrors } from '../../http/zod-issues'
import { offerFeedback } from '../support'
import {
  appendTicketMessage,
  readTicketForm,
  ticketLinkOf,
  writeWithTicketFiles,
  type TicketFileIn,
  type TicketUploadTexts,
} from '../tickets'
import * as repo from './ticket-inbox.repository'
import { allowed, detailOut, nameOf, readTicket, type Deps } from './ticket-inbox.service'

// Staff's replies and internal notes on a ticket (issue 26 item 2): JSON, or multipart with files checked by their
// bytes; a public reply mails the customer its text and the ticket's link, a note mails nobody.

const ticketNotFound = () => notFound('This ticket')

/** Staff's wording of the upload's errors: one for any file of a kind we do not take. */
const REPLY_UPLOAD_TEXTS: TicketUploadTexts = {
  notMultipart: TEXTS.notMultipart,
  tooLarge: TEXTS.tooLarge,
  fileTooLarge: TEXTS.fileTooLarge,
  fileType: () => TEXTS.fileType,
  tooManyFiles: TEXTS.fileCount,
}

/** The whole multipart body: every file at its cap plus the text. */
export const REPLY_BODY_MAX_BYTES = TICKET_FILES_MAX * TICKET_FILE_MAX_BYTES + 64 * 1024

/**
 * Reads a reply: JSON (no files), or multipart/form-data with `body`, `internal`, `status` and up to five `files`,
 * its length declared and bounded before a byte is read, each file size-checked and recognised by its bytes.
 */
export async function readReply(request: Request): Promise<{ reply: TicketReply; files: TicketFileIn[] }> {
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
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
  const { files, fileErrors, text } = await readTicketForm(request, REPLY_BODY_MAX_BYTES, REPLY_UPLOAD_TEXTS)
  const internal = text('internal')
  const raw = { body: text('body') ?? '', internal: internal === 'true', status: text('status') || undefined }
  const parsed = TicketReplySchema.safeParse(raw)
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  if (internal !== undefined && internal !== 'true' && internal !== 'false') {
    throw validationFailed({ internal: ['Internal must be true or false.'] })
  }
  assertStorableText(parsed.data)
  if (fileErrors.length > 0) throw validationFailed({ files: fileErrors.slice(0, 1) })
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
  input: { reply: TicketReply; files: TicketFileIn[] },
) {
  const me = allowed(actor)
  const current = await readTicket(deps, id)
  if (!canWriteTo(current.status as TicketStatus)) throw new AppError(409, 'ticket_closed', TEXTS.closed)
  const authorName = await nameOf(deps, me)
  const at = deps.clock()
  const written = await writeWithTicketFiles(deps, input.files, me.id, at, async (tx, fileIds) => {
    const [locked] = await repo.lockTickets(tx, [id])
    if (!locked || !canWriteTo(locked.status as TicketStatus)) {
      throw new AppError(409, 'ticket_closed', TEXTS.closed)
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
        input.files.length
          ? `${input.files.length} file${input.files.length === 1 ? ' is' : 's are'} attached to the reply on the ticket’s page.`
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
