import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { TicketStatus, TicketType } from '@shop/domain/tickets'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { storedFile } from '../../db/schema/stored-files'
import { ticket, ticketMessage, ticketMessageFile } from '../../db/schema/tickets'
import type { Tx } from '../tickets'

// The staff inbox's queries (issue 26 item 2): explicit columns, a constant number of queries per answer.

const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export type InboxFilters = {
  type?: TicketType
  /** A user id, or null for unassigned. */
  assignee?: string | null
  q?: string
}

/** The WHERE of the type, assignee and search filters: a number ("1042", "#1042") finds that ticket too. */
function filtersOf(filters: InboxFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.type) conditions.push(eq(ticket.type, filters.type))
  if (filters.assignee === null) conditions.push(isNull(ticket.assigneeUserId))
  else if (filters.assignee !== undefined) conditions.push(eq(ticket.assigneeUserId, filters.assignee))
  if (filters.q) {
    const text = likeText(filters.q)
    const number = /^#?(\d{1,9})$/.exec(filters.q)?.[1]
    conditions.push(
      or(
        ilike(ticket.title, text),
        ilike(ticket.customerName, text),
        ilike(ticket.email, text),
        number ? eq(ticket.id, Number(number)) : undefined,
      ),
    )
  }
  return and(...conditions)
}

/** What the queue's order and the overdue test need of every matching ticket: no text, no joins. */
export function lightRows(db: Db, filters: InboxFilters, statuses: readonly TicketStatus[] | null) {
  return db
    .select({
      id: ticket.id,
      status: ticket.status,
      priority: ticket.priority,
      createdAt: ticket.createdAt,
      firstRespondedAt: ticket.firstRespondedAt,
      solvedAt: ticket.solvedAt,
      closedAt: ticket.closedAt,
      waitingSince: ticket.waitingSince,
      waitedSpans: ticket.waitedSpans,
      lastMessageAt: ticket.lastMessageAt,
    })
    .from(ticket)
    .where(and(filtersOf(filters), statuses ? inArray(ticket.status, [...statuses]) : undefined))
}
export type LightRow = Awaited<ReturnType<typeof lightRows>>[number]

/** Tickets per status under the filters (the queue tabs). */
export function countsByStatus(db: Db, filters: InboxFilters) {
  return db.select({ status: ticket.status, n: count() }).from(ticket).where(filtersOf(filters)).groupBy(ticket.status)
}

const COLUMNS = {
  id: ticket.id,
  type: ticket.type,
  status: ticket.status,
  priority: ticket.priority,
  source: ticket.source,
  title: ticket.title,
  description: ticket.description,
  customerName: ticket.customerName,
  email: ticket.email,
  guest: ticket.guest,
  userId: ticket.userId,
  dealerOrgId: ticket.dealerOrgId,
  assigneeUserId: ticket.assigneeUserId,
  assigneeName: user.name,
  tuneRequestId: ticket.tuneRequestId,
  catalogPurchaseId: ticket.catalogPurchaseId,
  rescueSessionId: ticket.rescueSessionId,
  mergedIntoId: ticket.mergedIntoId,
  accessNonce: ticket.accessNonce,
  firstRespondedAt: ticket.firstRespondedAt,
  solvedAt: ticket.solvedAt,
  closedAt: ticket.closedAt,
  waitingSince: ticket.waitingSince,
  waitedSpans: ticket.waitedSpans,
  lastMessageAt: ticket.lastMessageAt,
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
}

/** The tickets of one page, with their assignee's name. */
export function ticketsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select(COLUMNS)
    .from(ticket)
    .leftJoin(user, eq(user.id, ticket.assigneeUserId))
    .where(inArray(ticket.id, [...ids]))
}
export type TicketRow = Awaited<ReturnType<typeof ticketsByIds>>[number]

export async function ticketById(db: Db | Tx, id: number) {
  const [row] = await ticketsByIds(db, [id])
  return row
}

/** Locks tickets for a change, in id order (two merges of the same pair wait for each other, never deadlock). */
export function lockTickets(tx: Tx, ids: readonly number[]) {
  return tx
    .select({ id: ticket.id, status: ticket.status, updatedAt: ticket.updatedAt, mergedIntoId: ticket.mergedIntoId })
    .from(ticket)
    .where(inArray(ticket.id, [...ids]))
    .orderBy(asc(ticket.id))
    .for('update')
}

/** The whole thread, staff's notes among it, in time order. */
export function threadOf(db: Db, ticketId: number) {
  return db
    .select({
      id: ticketMessage.id,
      authorKind: ticketMessage.authorKind,
      authorName: ticketMessage.authorName,
      body: ticketMessage.body,
      internal: ticketMessage.internal,
      mergedFromTicketId: ticketMessage.mergedFromTicketId,
      createdAt: ticketMessage.createdAt,
    })
    .from(ticketMessage)
    .where(eq(ticketMessage.ticketId, ticketId))
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
}

/** The files of a ticket's messages. */
export function filesOfTicket(db: Db, ticketId: number) {
  return db
    .select({
      messageId: ticketMessageFile.messageId,
      id: storedFile.id,
      name: storedFile.originalName,
      contentType: storedFile.contentType,
      size: storedFile.size,
    })
    .from(ticketMessageFile)
    .innerJoin(ticketMessage, eq(ticketMessage.id, ticketMessageFile.messageId))
    .innerJoin(storedFile, eq(storedFile.id, ticketMessageFile.fileId))
    .where(eq(ticketMessage.ticketId, ticketId))
}

/** One file of a ticket's thread (undefined when that ticket carries no such file). */
export async function fileOfTicket(db: Db, ticketId: number, fileId: string) {
  const [row] = await db
    .select({
      name: storedFile.originalName,
      contentType: storedFile.contentType,
      size: storedFile.size,
      storageKey: storedFile.storageKey,
    })
    .from(ticketMessageFile)
    .innerJoin(ticketMessage, eq(ticketMessage.id, ticketMessageFile.messageId))
    .innerJoin(storedFile, eq(storedFile.id, ticketMessageFile.fileId))
    .where(and(eq(ticketMessage.ticketId, ticketId), eq(storedFile.id, fileId)))
    .limit(1)
  return row
}

export async function dealerOf(db: Db, organizationId: string) {
  const [row] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
  return row
}

export async function userOf(db: Db, id: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id))
  return row
}

/** Everyone who may work tickets (staff in the wide sense: staff, calibrators, admins), by name. */
export function supportPeople(db: Db, roles: readonly string[]) {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.role, [...roles]))
    .orderBy(asc(user.name), asc(user.email))
}
