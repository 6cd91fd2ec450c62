import { isStaff, type Actor } from '@shop/domain/accounts'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILES_MAX,
  TICKET_GUEST_REPLIES_PER_HOUR_PER_IP,
  TICKET_NOT_VALID,
  TICKET_TEXTS,
  TICKET_TYPE_LABELS,
  TICKETS_PER_HOUR_PER_EMAIL,
  TICKETS_PER_HOUR_PER_IP,
  TicketOpenFieldsSchema,
  TicketReplyFieldsSchema,
  canWriteTo,
  missingTicketFields,
  type CustomerTicket,
  type CustomerTicketList,
  type TicketAuthorKind,
  type TicketOpened,
  type TicketStatus,
  type TicketType,
} from '@shop/domain/tickets'
import type { AppDeps, SessionUser } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { assertWithinLimit, HOUR_MS } from '../../http/hourly-limit'
import { assertStorableText } from '../../http/storable-text'
import { issuesToFieldErrors } from '../../http/zod-issues'
import { ticketLinkOf, ticketPathOf, ticketTokenMatches } from './ticket-link'
import { readTicketForm, writeWithTicketFiles } from './ticket-files'
import { appendTicketMessage, openTicket, type TicketRow } from './ticket-store'
import * as repo from './tickets.repository'

// A customer's and a guest's tickets (issue 26 item 1, decision 0112): opening one from the form or the contact
// widget, reading it and its thread (never staff's internal notes), replying, the files, and "My tickets". A
// guest reaches their ticket through its link; a logged-in owner by its id; staff read any.

/** The whole multipart body: every file at its cap plus the text (a description of 20,000 characters is ≤ 80 KB). */
export const TICKET_BODY_MAX_BYTES = TICKET_FILES_MAX * TICKET_FILE_MAX_BYTES + 256 * 1024

/** Who is asking: a logged-in user (with their account's name and address) or a guest. */
export type Asker = { actor: Actor | null; user: SessionUser | null; ip: string }

/** How a ticket was reached: by its owner (or staff) by id, or by its link's token. */
export type Access = { kind: 'owner' } | { kind: 'token'; token: string }

const fileUrl = (row: TicketRow, access: Access, fileId: string) =>
  access.kind === 'token'
    ? `/api/v1/tickets/${row.id}/access/${encodeURIComponent(access.token)}/files/${fileId}`
    : `/api/v1/tickets/${row.id}/files/${fileId}`

/** The ticket as its customer sees it: the thread without internal notes, each file's download by the same way. */
export async function customerTicketOut(deps: AppDeps, row: TicketRow, access: Access): Promise<CustomerTicket> {
  const thread = await repo.publicThreadOf(deps.db, row.id)
  const status = row.status as TicketStatus
  return {
    id: row.id,
    type: row.type as TicketType,
    status,
    title: row.title,
    customer_name: row.customerName,
    email: row.email,
    guest: row.guest,
    can_reply: canWriteTo(status),
    messages: thread.map(({ message, files }) => ({
      id: message.id,
      author_kind: message.authorKind as TicketAuthorKind,
      author_name: message.authorName,
      body: message.body,
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        content_type: file.contentType,
        size: file.size,
        url: fileUrl(row, access, file.id),
      })),
      created_at: message.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
  }
}

// ---- opening a ticket

/**
 * A new ticket from the form or the widget. Title, description or customer name missing: 422 `ticket_not_valid`
 * ('ticket is not valid', SPEC §5/§8) with each named; a guest without an e-mail, or a wrong file: 422. Past the
 * hour's limits per address and per e-mail: 429. Mails the customer its link and support a notice.
 */
export async function openCustomerTicket(deps: AppDeps, asker: Asker, request: Request): Promise<TicketOpened> {
  const { files, fileErrors, text } = await readTicketForm(request, TICKET_BODY_MAX_BYTES, TICKET_TEXTS)
  const parsed = TicketOpenFieldsSchema.safeParse({
    type: text('type'),
    title: text('title'),
    description: text('description'),
    customer_name: text('customer_name'),
    email: text('email'),
    source: text('source') || undefined,
  })
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues)
  const raw = {
    title: text('title'),
    description: text('description'),
    customer_name: text('customer_name'),
  }
  const required = {
    title: TICKET_TEXTS.titleRequired,
    description: TICKET_TEXTS.descriptionRequired,
    customer_name: TICKET_TEXTS.customerNameRequired,
  }
  const missing = missingTicketFields(raw)
  for (const field of missing) errors[field] = [required[field]]
  const guest = asker.actor === null
  if (guest && parsed.success && parsed.data.email === '') errors.email = [TICKET_TEXTS.emailRequired]
  if (fileErrors.length > 0) errors.files = fileErrors
  if (missing.length > 0) throw new AppError(422, 'ticket_not_valid', TICKET_NOT_VALID, errors)
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors)
  const fields = parsed.data
  assertStorableText(fields)
  const email = (guest ? fields.email : (asker.user?.email ?? fields.email)).toLowerCase()
  const since = new Date(deps.clock().getTime() - HOUR_MS)
  assertWithinLimit(
    await repo.intakeSince(deps.db, { ip: asker.ip, kind: 'open' }, since),
    TICKETS_PER_HOUR_PER_IP,
    deps.clock(),
  )
  assertWithinLimit(await repo.intakeSince(deps.db, { email }, since), TICKETS_PER_HOUR_PER_EMAIL, deps.clock())

  const at = deps.clock()
  const row = await writeWithTicketFiles(deps, files, asker.actor?.id ?? null, at, async (tx, fileIds) => {
    const opened = await openTicket(tx, {
      type: fields.type,
      source: fields.source,
      title: fields.title,
      description: fields.description,
      customerName: fields.customer_name,
      email,
      userId: asker.actor?.id ?? null,
      fileIds,
      at,
    })
    await repo.recordIntake(tx, { kind: 'open', ticketId: opened.ticket.id, ip: asker.ip, email, at })
    return opened.ticket
  })
  // After the commit: a failing mail must not take the written ticket's files with it.
  await mailOpened(deps, row, files.length)
  return { id: row.id, status: row.status as TicketStatus, link: row.guest ? ticketPathOf(row) : null }
}

async function mailOpened(deps: AppDeps, row: TicketRow, fileCount: number) {
  const brand = deps.siteConfig.brandName
  const link = ticketLinkOf(deps.publicUrl, row)
  await deps.mailer.send({
    to: row.email,
    subject: `${brand}: we received your ticket #${row.id} — ${row.title}`,
    text: [
      `Thank you, ${row.customerName}. We received your ticket #${row.id}, “${row.title}”.`,
      '',
      'Our support team answers by e-mail. Read the conversation, reply or add files at any time here:',
      link,
      '',
      'Keep this link to yourself: anyone who has it can read and answer this ticket.',
    ].join('\n'),
  })
  await deps.mailer.send({
    to: deps.siteConfig.supportEmail,
    subject: `${brand}: new ticket #${row.id} (${TICKET_TYPE_LABELS[row.type as TicketType]}) — ${row.title}`,
    text: [
      `${row.customerName} <${row.email}>${row.guest ? ' (guest)' : ''} opened ticket #${row.id}` +
        (fileCount > 0 ? ` with ${fileCount} file${fileCount === 1 ? '' : 's'}.` : '.'),
      '',
      row.description,
      '',
      `Answer it in the inbox: ${deps.publicUrl}${paths.adminTicket(row.id)}`,
    ].join('\n'),
  })
}

// ---- reading

/** The ticket by id for its owner or staff; anyone else learns nothing (404). */
export async function ownedTicket(deps: AppDeps, actor: Actor, id: number): Promise<TicketRow> {
  const row = await repo.findTicket(deps.db, id)
  if (!row || (row.userId !== actor.id && !isStaff(actor))) throw notFound('This ticket')
  return row
}

/** The ticket through its link: a wrong, tampered or another ticket's token is the same 404 as no ticket. */
export async function ticketByToken(deps: AppDeps, id: number, token: string): Promise<TicketRow> {
  const row = await repo.findTicket(deps.db, id)
  if (!row || !ticketTokenMatches(row, token)) throw notFound('This ticket')
  return row
}

export async function customerTickets(deps: AppDeps, actor: Actor, query: PageQuery): Promise<CustomerTicketList> {
  const { offset, limit } = pageWindow(query, 0)
  const { rows, total } = await repo.ticketsOfUser(deps.db, actor.id, offset, limit)
  return {
    data: rows.map(({ ticket, messages }) => ({
      id: ticket.id,
      type: ticket.type as TicketType,
      status: ticket.status as TicketStatus,
      title: ticket.title,
      created_at: ticket.createdAt.toISOString(),
      last_message_at: ticket.lastMessageAt.toISOString(),
      messages,
    })),
    meta: pageWindow(query, total).meta,
  }
}

export async function ticketFile(deps: AppDeps, row: TicketRow, fileId: string) {
  const file = await repo.publicFileOf(deps.db, row.id, fileId)
  if (!file) throw notFound('This file')
  const stream = await deps.files.get(file.storageKey)
  if (!stream) throw notFound('This file')
  return { file, stream }
}

// ---- replying

/**
 * The customer's reply (by the owner, or whoever holds the link) with its files: a closed ticket takes none
 * (409). Mails the assignee, or support's address, with the ticket's place in the inbox.
 */
export async function replyAsCustomer(
  deps: AppDeps,
  asker: Asker,
  row: TicketRow,
  access: Access,
  request: Request,
): Promise<CustomerTicket> {
  if (!canWriteTo(row.status as TicketStatus)) throw new AppError(409, 'ticket_closed', TICKET_TEXTS.closed)
  const { files, fileErrors, text } = await readTicketForm(request, TICKET_BODY_MAX_BYTES, TICKET_TEXTS)
  const parsed = TicketReplyFieldsSchema.safeParse({ body: text('body') ?? '' })
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues)
  if (fileErrors.length > 0) errors.files = fileErrors
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors)
  assertStorableText(parsed.data)
  const viaLink = access.kind === 'token' && asker.actor?.id !== row.userId
  if (viaLink) {
    const since = new Date(deps.clock().getTime() - HOUR_MS)
    const window = await repo.intakeSince(deps.db, { ip: asker.ip, kind: 'guest-reply' }, since)
    assertWithinLimit(window, TICKET_GUEST_REPLIES_PER_HOUR_PER_IP, deps.clock())
  }
  const at = deps.clock()
  const authorUserId = asker.actor && asker.actor.id === row.userId ? asker.actor.id : null
  const updated = await writeWithTicketFiles(deps, files, asker.actor?.id ?? null, at, async (tx, fileIds) => {
    const written = await appendTicketMessage(tx, {
      ticketId: row.id,
      authorKind: 'customer',
      authorUserId,
      authorName: row.customerName,
      body: parsed.data.body,
      fileIds,
      at,
    })
    if (!written) throw notFound('This ticket')
    // Closed by staff while this reply was on its way: nothing is kept.
    if (written.ticket.status === 'closed') throw new AppError(409, 'ticket_closed', TICKET_TEXTS.closed)
    if (viaLink) await repo.recordIntake(tx, { kind: 'guest-reply', ticketId: row.id, ip: asker.ip, email: null, at })
    return written.ticket
  })
  await mailReply(deps, updated, parsed.data.body, files.length)
  return customerTicketOut(deps, updated, access)
}

async function mailReply(deps: AppDeps, row: TicketRow, body: string, fileCount: number) {
  const assignee = await repo.userContact(deps.db, row.assigneeUserId)
  await deps.mailer.send({
    to: assignee?.email ?? deps.siteConfig.supportEmail,
    subject: `${deps.siteConfig.brandName}: ${row.customerName} wrote on ticket #${row.id} — ${row.title}`,
    text: [
      `${row.customerName} <${row.email}> wrote on ticket #${row.id}` +
        (fileCount > 0 ? ` (with ${fileCount} file${fileCount === 1 ? '' : 's'}):` : ':'),
      '',
      body.trim(),
      '',
      `Answer it in the inbox: ${deps.publicUrl}${paths.adminTicket(row.id)}`,
    ].join('\n'),
  })
}
