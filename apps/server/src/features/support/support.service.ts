import { paths } from '@shop/domain/paths'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Actor } from '@shop/domain/accounts'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import {
  CONTACT_US_PER_HOUR,
  FEEDBACK_TOKEN_PATTERN,
  type AdminFeedbackList,
  type AdminFeedbackListQuery,
  type ContactUs,
  type ContactUsAnswer,
  type FeedbackAnswer,
  type FeedbackRequest,
  type FeedbackSubject,
} from '@shop/domain/support'
import { describeSupportHours } from '@shop/domain/support-hours'
import { TICKET_NOT_VALID, isTicketValid } from '@shop/domain/tickets'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound } from '../../http/app-error'
import { assertWithinLimit, HOUR_MS } from '../../http/hourly-limit'
import { openTicket, ticketLinkOf } from '../tickets'
import * as repo from './support.repository'

// The contact page (a GENERAL ticket from /contact-us) and feedback on a solved ticket or a delivered tune
// (issue 26 item 3). The other ways into a ticket live with their features and write through the ticket store.

type MailDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'publicUrl' | 'siteConfig'>

/**
 * `POST /api/v1/contact-us`: a GENERAL ticket (source contact-us) with the subject as title, the message as
 * description and the name as customer_name — an empty one is SPEC §5 'ticket is not valid'. One IP and one e-mail
 * address may each send CONTACT_US_PER_HOUR an hour (429 with Retry-After). A signed-in sender's ticket is theirs
 * (it shows under My tickets); a guest's is reached through the mailed link.
 */
export async function contactUs(
  deps: MailDeps,
  actor: Actor | null,
  input: ContactUs,
  ip: string,
): Promise<ContactUsAnswer> {
  if (!isTicketValid({ title: input.subject, description: input.message, customer_name: input.name }))
    throw new AppError(422, 'ticket_not_valid', TICKET_NOT_VALID)
  const email = input.email.trim().toLowerCase()
  const now = deps.clock()
  const since = new Date(now.getTime() - HOUR_MS)
  for (const by of [{ ip }, { email }]) {
    const window = await repo.contactWindow(deps.db, by, since)
    assertWithinLimit(window, CONTACT_US_PER_HOUR, now)
  }
  const opened = await deps.db.transaction(async (tx) => {
    const { ticket } = await openTicket(tx, {
      type: 'GENERAL',
      source: 'contact-us',
      title: input.subject,
      description: input.message,
      customerName: input.name,
      email: input.email.trim(),
      userId: actor?.id ?? null,
      at: now,
    })
    await repo.insertContactMessage(tx, { ticketId: ticket.id, ip, email, createdAt: now })
    return ticket
  })
  await deps.mailer.send({
    to: opened.email,
    subject: `${deps.siteConfig.brandName}: we received your message #${opened.id}: ${opened.title}`,
    text: [
      `Hello ${opened.customerName},`,
      '',
      `Thank you for writing to ${deps.siteConfig.brandName}. Your message is ticket #${opened.id}; our support team answers during support hours (${describeSupportHours(deps.siteConfig.supportHours)}).`,
      '',
      `Follow it and write to us: ${ticketLinkOf(deps.publicUrl, opened)}`,
      '',
      'You wrote:',
      opened.description,
    ].join('\n'),
  })
  return { ticket_id: opened.id, received: true }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The page a feedback mail links to. */
export const feedbackPathOf = (id: number, token: string) => paths.feedback(id, token)

/**
 * Asks the customer to rate a solved ticket or a delivered tune: a feedback request and a mail with its single-use
 * link. Once per solve of a ticket and per delivery of a tune request (a second call for the same one does
 * nothing); nothing for a ticket that is not solved or a request never delivered. Answers the request's id, or
 * null when none was made. The staff inbox calls it when a ticket is solved; the pipeline on a delivery.
 */
export async function offerFeedback(
  deps: MailDeps,
  about: { ticketId: number } | { tuneRequestId: number },
): Promise<{ id: number } | null> {
  let subject: {
    ticketId?: number
    tuneRequestId?: number
    occasionAt: Date
    email: string
    name: string
    what: string
  }
  if ('ticketId' in about) {
    const row = await repo.findTicket(deps.db, about.ticketId)
    if (!row || row.status !== 'solved' || !row.solvedAt) return null
    subject = {
      ticketId: row.id,
      occasionAt: row.solvedAt,
      email: row.email,
      name: row.customerName,
      what: `your ticket #${row.id} (${row.title})`,
    }
  } else {
    const row = await repo.findDeliveredRequest(deps.db, about.tuneRequestId)
    if (!row?.deliveredAt) return null
    subject = {
      tuneRequestId: row.id,
      occasionAt: row.deliveredAt,
      email: row.email,
      name: row.name,
      what: `the tune we delivered for request #${row.id}${row.vehicle ? ` (${row.vehicle})` : ''}`,
    }
  }
  const token = randomBytes(32).toString('base64url')
  const created = await repo.insertFeedbackRequest(deps.db, {
    ticketId: subject.ticketId ?? null,
    tuneRequestId: subject.tuneRequestId ?? null,
    occasionAt: subject.occasionAt,
    email: subject.email,
    tokenHash: hashOf(token),
    createdAt: deps.clock(),
  })
  if (!created) return null
  await deps.mailer.send({
    to: subject.email,
    subject: `${deps.siteConfig.brandName}: how did we do?`,
    text: [
      `Hello ${subject.name},`,
      '',
      `How happy are you with ${subject.what}? Rate it from 1 to 5 stars and tell us what we could do better — it takes a minute, and the link works once.`,
      '',
      `${deps.publicUrl.replace(/\/$/, '')}${feedbackPathOf(created.id, token)}`,
    ].join('\n'),
  })
  return { id: created.id }
}

function subjectOf(row: NonNullable<Awaited<ReturnType<typeof repo.findFeedback>>>): FeedbackSubject {
  const { request } = row
  if (request.ticketId !== null)
    return { kind: 'ticket', id: request.ticketId, title: `Ticket #${request.ticketId}: ${row.ticketTitle ?? ''}` }
  const id = request.tuneRequestId!
  return {
    kind: 'tune-request',
    id,
    title: row.tuneVehicle ? `Tune request #${id}: ${row.tuneVehicle}` : `Tune request #${id}`,
  }
}

function feedbackOut(row: NonNullable<Awaited<ReturnType<typeof repo.findFeedback>>>): FeedbackRequest {
  const { request } = row
  return {
    id: request.id,
    about: subjectOf(row),
    answered: request.submittedAt !== null,
    rating: request.rating,
    comment: request.comment,
    submitted_at: request.submittedAt?.toISOString() ?? null,
  }
}

/** The request the link opens; a wrong or malformed token, or another request's id, is 404 all the same. */
async function linkedFeedback(deps: Pick<AppDeps, 'db'>, id: number, token: string) {
  const row = FEEDBACK_TOKEN_PATTERN.test(token) ? await repo.findFeedback(deps.db, id) : undefined
  const given = Buffer.from(hashOf(token))
  const expected = Buffer.from(row?.request.tokenHash ?? '')
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw notFound('This feedback link')
  return row
}

export async function readFeedback(deps: Pick<AppDeps, 'db'>, id: number, token: string) {
  return feedbackOut(await linkedFeedback(deps, id, token))
}

/** Records the rating and comment once; a second answer is 409 'This feedback was already sent.' */
export async function submitFeedback(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: number,
  token: string,
  answer: FeedbackAnswer,
) {
  await linkedFeedback(deps, id, token)
  const saved = await repo.answerFeedback(deps.db, id, {
    rating: answer.rating,
    comment: answer.comment,
    at: deps.clock(),
  })
  if (!saved) throw new AppError(409, 'feedback_already_sent', ERROR_TEXTS.feedbackAlreadySent)
  return feedbackOut((await repo.findFeedback(deps.db, id))!)
}

/** `GET /api/admin/feedback`: the answers, newest first, and the average rating over all of them. */
export async function listFeedback(
  deps: Pick<AppDeps, 'db'>,
  query: AdminFeedbackListQuery,
): Promise<AdminFeedbackList> {
  const { offset, limit } = pageWindow(query, 0)
  const page = await repo.listAnswered(deps.db, query.about, offset, limit)
  return {
    data: page.rows.map((row) => ({
      id: row.request.id,
      about: subjectOf(row),
      email: row.request.email,
      rating: row.request.rating!,
      comment: row.request.comment ?? '',
      submitted_at: row.request.submittedAt!.toISOString(),
    })),
    meta: pageWindow(query, page.total).meta,
    summary: {
      average_rating: page.average === null ? null : Math.round(page.average * 100) / 100,
      answered: page.total,
      offered: page.offered,
    },
  }
}
