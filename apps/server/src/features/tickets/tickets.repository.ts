import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { storedFile } from '../../db/schema/stored-files'
import { ticketIntake } from '../../db/schema/ticket-intake'
import { ticket, ticketMessage, ticketMessageFile } from '../../db/schema/tickets'
import type { TicketRow, Tx } from './ticket-store'
import { requestWindow } from '../../http/hourly-limit'

// The reads and the few writes of a customer's tickets besides the ticket store's (files, the intake record).

export type NewTicketFile = {
  storageKey: string
  size: number
  sha256: string
  contentType: string
  originalName: string
}

/** Files just put in the file store, as stored-file rows; a guest's have no owner (decision 0112). */
export async function insertFiles(
  db: Db | Tx,
  ownerUserId: string | null,
  files: readonly NewTicketFile[],
  createdAt: Date,
) {
  if (files.length === 0) return []
  const rows = await db
    .insert(storedFile)
    .values(files.map((file) => ({ ...file, ownerUserId, kind: 'other', createdAt })))
    .returning({ id: storedFile.id })
  return rows.map((row) => row.id)
}

export async function findTicket(db: Db | Tx, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
  return row
}

/** The thread the customer sees: every message but staff's internal notes, oldest first, with their files. */
export async function publicThreadOf(db: Db, ticketId: number) {
  const messages = await db
    .select()
    .from(ticketMessage)
    .where(and(eq(ticketMessage.ticketId, ticketId), eq(ticketMessage.internal, false)))
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
  const files =
    messages.length === 0
      ? []
      : await db
          .select({
            messageId: ticketMessageFile.messageId,
            id: storedFile.id,
            name: storedFile.originalName,
            contentType: storedFile.contentType,
            size: storedFile.size,
          })
          .from(ticketMessageFile)
          .innerJoin(storedFile, eq(storedFile.id, ticketMessageFile.fileId))
          .where(
            inArray(
              ticketMessageFile.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(storedFile.createdAt), asc(storedFile.originalName))
  return messages.map((message) => ({ message, files: files.filter((file) => file.messageId === message.id) }))
}

/** A file of this ticket's public thread (never one of an internal note, never another ticket's). */
export async function publicFileOf(db: Db, ticketId: number, fileId: string) {
  const [row] = await db
    .select({
      storageKey: storedFile.storageKey,
      originalName: storedFile.originalName,
      size: storedFile.size,
      sha256: storedFile.sha256,
    })
    .from(ticketMessageFile)
    .innerJoin(ticketMessage, eq(ticketMessage.id, ticketMessageFile.messageId))
    .innerJoin(storedFile, eq(storedFile.id, ticketMessageFile.fileId))
    .where(
      and(
        eq(ticketMessageFile.fileId, fileId),
        eq(ticketMessage.ticketId, ticketId),
        eq(ticketMessage.internal, false),
      ),
    )
    .limit(1)
  return row
}

/** A user's tickets, newest activity first, with how many messages the customer sees on each. */
export async function ticketsOfUser(db: Db, userId: string, offset: number, limit: number) {
  const messages = db
    .select({ ticketId: ticketMessage.ticketId, n: count().as('n') })
    .from(ticketMessage)
    .where(eq(ticketMessage.internal, false))
    .groupBy(ticketMessage.ticketId)
    .as('messages')
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket, messages: sql<number>`coalesce(${messages.n}, 0)`.mapWith(Number) })
      .from(ticket)
      .leftJoin(messages, eq(messages.ticketId, ticket.id))
      .where(eq(ticket.userId, userId))
      .orderBy(desc(ticket.lastMessageAt), desc(ticket.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(ticket).where(eq(ticket.userId, userId)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** How many tickets (or guest replies) came from `ip`, or were opened for `email`, since `since`, and the oldest. */
export async function intakeSince(
  db: Db,
  by: { ip: string; kind: 'open' | 'guest-reply' } | { email: string },
  since: Date,
) {
  const who =
    'ip' in by ? and(eq(ticketIntake.ip, by.ip), eq(ticketIntake.kind, by.kind)) : eq(ticketIntake.email, by.email)
  return requestWindow(db, ticketIntake.createdAt, who, since)
}

export async function recordIntake(
  db: Db | Tx,
  values: { kind: 'open' | 'guest-reply'; ticketId: number; ip: string; email: string | null; at: Date },
) {
  await db.insert(ticketIntake).values({
    kind: values.kind,
    ticketId: values.ticketId,
    ip: values.ip,
    email: values.email,
    createdAt: values.at,
  })
}

export async function userContact(db: Db, id: string | null) {
  if (!id) return undefined
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, id))
  return row
}
