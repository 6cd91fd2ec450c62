import { and, avg, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { contactUsMessage, feedbackRequest } from '../../db/schema/support'
import { ticket } from '../../db/schema/tickets'
import { tuneRequest, tuneRequestEvent } from '../../db/schema/tune-requests'
import type { Tx } from '../tickets'
import { requestWindow } from '../../http/hourly-limit'

type Queryable = Db | Tx

export type FeedbackRow = typeof feedbackRequest.$inferSelect

/** How many contact messages one IP (or one e-mail address) sent since `since`, and when the oldest of them. */
export async function contactWindow(db: Queryable, by: { ip: string } | { email: string }, since: Date) {
  const who = 'ip' in by ? eq(contactUsMessage.ip, by.ip) : eq(contactUsMessage.email, by.email)
  return requestWindow(db, contactUsMessage.createdAt, who, since)
}

export async function insertContactMessage(db: Queryable, values: typeof contactUsMessage.$inferInsert) {
  await db.insert(contactUsMessage).values(values)
}

export async function findTicket(db: Queryable, id: number) {
  const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
  return row
}

/** A tune request with its owner's contact and the time of its latest delivery (null before any). */
export async function findDeliveredRequest(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: tuneRequest.id,
      status: tuneRequest.status,
      vehicle: tuneRequest.vehicleDescription,
      email: user.email,
      name: user.name,
    })
    .from(tuneRequest)
    .innerJoin(user, eq(user.id, tuneRequest.ownerUserId))
    .where(eq(tuneRequest.id, id))
  if (!row) return undefined
  const [delivery] = await db
    .select({ at: tuneRequestEvent.createdAt })
    .from(tuneRequestEvent)
    .where(and(eq(tuneRequestEvent.tuneRequestId, id), eq(tuneRequestEvent.toStatus, 'delivered')))
    .orderBy(desc(tuneRequestEvent.createdAt), desc(tuneRequestEvent.id))
    .limit(1)
  return { ...row, deliveredAt: delivery?.at ?? null }
}

/** A new feedback request, or undefined when one was already made for this solve or delivery. */
export async function insertFeedbackRequest(db: Queryable, values: typeof feedbackRequest.$inferInsert) {
  const [row] = await db.insert(feedbackRequest).values(values).onConflictDoNothing().returning()
  return row
}

const subjectColumns = {
  request: feedbackRequest,
  ticketTitle: ticket.title,
  tuneVehicle: tuneRequest.vehicleDescription,
}

export async function findFeedback(db: Queryable, id: number) {
  const [row] = await db
    .select(subjectColumns)
    .from(feedbackRequest)
    .leftJoin(ticket, eq(ticket.id, feedbackRequest.ticketId))
    .leftJoin(tuneRequest, eq(tuneRequest.id, feedbackRequest.tuneRequestId))
    .where(eq(feedbackRequest.id, id))
  return row
}

/** Records the answer unless there already is one: undefined when it was already sent. */
export async function answerFeedback(db: Queryable, id: number, answer: { rating: number; comment: string; at: Date }) {
  const [row] = await db
    .update(feedbackRequest)
    .set({ rating: answer.rating, comment: answer.comment, submittedAt: answer.at })
    .where(and(eq(feedbackRequest.id, id), isNull(feedbackRequest.submittedAt)))
    .returning({ id: feedbackRequest.id })
  return row
}

const aboutFilter = (about: 'ticket' | 'tune-request' | undefined): SQL | undefined =>
  about === 'ticket'
    ? isNotNull(feedbackRequest.ticketId)
    : about === 'tune-request'
      ? isNotNull(feedbackRequest.tuneRequestId)
      : undefined

/** Answered feedback, newest first, and the figures over every answer (and every request) of the filter. */
export async function listAnswered(
  db: Db,
  about: 'ticket' | 'tune-request' | undefined,
  offset: number,
  limit: number,
) {
  const answered = and(isNotNull(feedbackRequest.submittedAt), aboutFilter(about))
  const [rows, [figures], [offered]] = await Promise.all([
    db
      .select(subjectColumns)
      .from(feedbackRequest)
      .leftJoin(ticket, eq(ticket.id, feedbackRequest.ticketId))
      .leftJoin(tuneRequest, eq(tuneRequest.id, feedbackRequest.tuneRequestId))
      .where(answered)
      .orderBy(desc(feedbackRequest.submittedAt), desc(feedbackRequest.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count(), average: avg(feedbackRequest.rating) })
      .from(feedbackRequest)
      .where(answered),
    db.select({ n: count() }).from(feedbackRequest).where(aboutFilter(about)),
  ])
  return {
    rows,
    total: figures?.n ?? 0,
    average: figures?.average == null ? null : Number(figures.average),
    offered: offered?.n ?? 0,
  }
}
