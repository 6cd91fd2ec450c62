import { asc, eq } from 'drizzle-orm'
import {
  isFirstResponse,
  statusAfterMessage,
  type TicketAuthorKind,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  type TicketType,
} from '@shop/domain/tickets'
import type { Db } from '../../db/client'
import { ticket, ticketMessage, ticketMessageFile } from '../../db/schema/tickets'

// The ticket system's writes that every way in shares (the ticket form, the widget, /contact-us, a tune request,
// a purchase, a rescue session, the staff inbox): a ticket opens with its first message, and every message moves
// the ticket's status and clocks by the domain's rules in the same transaction.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type TicketRow = typeof ticket.$inferSelect
export type TicketMessageRow = typeof ticketMessage.$inferSelect

export type NewTicket = {
  type: TicketType
  source: TicketSource
  title: string
  description: string
  customerName: string
  email: string
  userId: string | null
  priority?: TicketPriority
  dealerOrgId?: string | null
  tuneRequestId?: number | null
  catalogPurchaseId?: number | null
  rescueSessionId?: number | null
  /** Files already in the file store, sent with the description. */
  fileIds?: string[]
  at: Date
}

/** Opens a ticket whose thread starts with its description (and files) as the customer's first message. */
export async function openTicket(db: Db | Tx, input: NewTicket): Promise<{ ticket: TicketRow; messageId: number }> {
  const write = async (tx: Db | Tx) => {
    const [row] = await tx
      .insert(ticket)
      .values({
        type: input.type,
        source: input.source,
        title: input.title.trim(),
        description: input.description.trim(),
        customerName: input.customerName.trim(),
        email: input.email.trim(),
        guest: input.userId === null,
        userId: input.userId,
        priority: input.priority ?? 'normal',
        dealerOrgId: input.dealerOrgId ?? null,
        tuneRequestId: input.tuneRequestId ?? null,
        catalogPurchaseId: input.catalogPurchaseId ?? null,
        rescueSessionId: input.rescueSessionId ?? null,
        lastMessageAt: input.at,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .returning()
    const [message] = await tx
      .insert(ticketMessage)
      .values({
        ticketId: row!.id,
        authorKind: 'customer',
        authorUserId: input.userId,
        authorName: input.customerName.trim(),
        body: input.description.trim(),
        createdAt: input.at,
      })
      .returning({ id: ticketMessage.id })
    if (input.fileIds?.length) {
      await tx.insert(ticketMessageFile).values(input.fileIds.map((fileId) => ({ messageId: message!.id, fileId })))
    }
    return { ticket: row!, messageId: message!.id }
  }
  return db.transaction(write)
}

export type NewTicketMessage = {
  ticketId: number
  authorKind: TicketAuthorKind
  authorUserId: string | null
  authorName: string
  body: string
  internal?: boolean
  fileIds?: string[]
  /** Staff may set the status with their reply (waiting on customer, solved); otherwise the domain's rule. */
  status?: TicketStatus
  /** Staff's changes to the ticket made with this message (the inbox: its system note says who changed what). */
  changes?: {
    assigneeUserId?: string | null
    priority?: TicketPriority
    type?: TicketType
    mergedIntoId?: number
  }
  at: Date
}

/**
 * The resolution clock's pause (decision 0113): entering "waiting on customer" starts a span, leaving it (the
 * customer writes, staff solve or close) keeps the span.
 */
function waitingChange(current: TicketRow, status: TicketStatus, at: Date) {
  const waiting: TicketStatus = 'waiting-on-customer'
  if (status === waiting && current.status !== waiting) return { waitingSince: at }
  if (status === waiting || current.status !== waiting || !current.waitingSince) return {}
  const span = { from: current.waitingSince.toISOString(), to: at.toISOString() }
  return { waitingSince: null, waitedSpans: [...current.waitedSpans, span] }
}

/**
 * Adds a message under a lock on the ticket and moves its status and clocks. Answers null when the ticket is
 * missing; the caller checks access and `canWriteTo` before (a closed ticket takes nothing).
 */
export async function appendTicketMessage(
  db: Db | Tx,
  input: NewTicketMessage,
): Promise<{ ticket: TicketRow; message: TicketMessageRow } | null> {
  const write = async (tx: Db | Tx) => {
    const [current] = await tx.select().from(ticket).where(eq(ticket.id, input.ticketId)).for('update')
    if (!current) return null
    const kind = { authorKind: input.authorKind, internal: input.internal ?? false }
    const [message] = await tx
      .insert(ticketMessage)
      .values({
        ticketId: current.id,
        authorKind: input.authorKind,
        authorUserId: input.authorUserId,
        authorName: input.authorName.trim(),
        body: input.body.trim(),
        internal: kind.internal,
        createdAt: input.at,
      })
      .returning()
    if (input.fileIds?.length) {
      await tx.insert(ticketMessageFile).values(input.fileIds.map((fileId) => ({ messageId: message!.id, fileId })))
    }
    const status = input.status ?? statusAfterMessage(current.status as TicketStatus, kind)
    const [updated] = await tx
      .update(ticket)
      .set({
        ...input.changes,
        status,
        updatedAt: input.at,
        ...(kind.internal ? {} : { lastMessageAt: input.at }),
        ...(isFirstResponse(current.firstRespondedAt, kind) ? { firstRespondedAt: input.at } : {}),
        ...(status === 'solved' && current.status !== 'solved' ? { solvedAt: input.at } : {}),
        ...(status !== 'solved' && status !== 'closed' ? { solvedAt: null } : {}),
        ...(status === 'closed' && current.status !== 'closed' ? { closedAt: input.at } : {}),
        ...waitingChange(current, status, input.at),
      })
      .where(eq(ticket.id, current.id))
      .returning()
    return { ticket: updated!, message: message! }
  }
  return db.transaction(write)
}

/**
 * Merging a duplicate (the staff inbox): copies every message of `fromTicketId`, with its files, into
 * `intoTicketId` in time order, each marked with the ticket it came from. Runs in the caller's transaction, which
 * holds both tickets locked; answers how many messages were copied.
 */
export async function copyTicketThread(tx: Tx, fromTicketId: number, intoTicketId: number): Promise<number> {
  const messages = await tx
    .select()
    .from(ticketMessage)
    .where(eq(ticketMessage.ticketId, fromTicketId))
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
  for (const message of messages) {
    const [copy] = await tx
      .insert(ticketMessage)
      .values({
        ticketId: intoTicketId,
        authorKind: message.authorKind,
        authorUserId: message.authorUserId,
        authorName: message.authorName,
        body: message.body,
        internal: message.internal,
        mergedFromTicketId: message.mergedFromTicketId ?? fromTicketId,
        createdAt: message.createdAt,
      })
      .returning({ id: ticketMessage.id })
    const files = await tx
      .select({ fileId: ticketMessageFile.fileId })
      .from(ticketMessageFile)
      .where(eq(ticketMessageFile.messageId, message.id))
    if (files.length) {
      await tx.insert(ticketMessageFile).values(files.map(({ fileId }) => ({ messageId: copy!.id, fileId })))
    }
  }
  return messages.length
}
