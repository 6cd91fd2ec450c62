import { and, eq, gt, sql } from 'drizzle-orm'
import type { Actor } from '@shop/domain/accounts'
import {
  CONFIRM_LINK_DAYS,
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  NEWSLETTER_TEXTS as TEXTS,
  SIGNUPS_PER_IP_PER_HOUR,
  type ConfirmAnswer,
  type Issue,
  type IssueInput,
  type IssueSummary,
  type MySubscriptions,
  type NewsletterList,
  type NewsletterOverview,
  type PublicIssue,
  type SubscribeRequest,
  type SubscriberStatus,
  type UnsubscribeLink,
} from '@shop/domain/newsletter'
import { user } from '../../db/schema/auth'
import { newsletterIssue, newsletterSignup, newsletterSubscriber } from '../../db/schema/newsletter'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, unauthorized, validationFailed } from '../../http/app-error'
import { renderMarkdown } from '../../platform/content'
import { confirmationMail, issueMail } from './newsletter-mail'
import { NEWSLETTER_SEND_JOB, sendJobKey } from './newsletter-send'
import { hashToken, newUnsubscribeKey, randomToken, TOKEN_SHAPE } from './newsletter-tokens'
import * as repo from './newsletter.repository'
import { assertWithinLimit, requestWindow } from '../../http/hourly-limit'

// Newsletter (issue 26 item 6): sign-up with double opt-in, confirmation and unsubscribing by the mailed links, the
// issues' web view, a user's own subscriptions, and the back office's issues and sending.

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Issue addresses the web app's own pages take (`/newsletter/confirm/…`, `/newsletter/unsubscribe/…`). */
const RESERVED_SLUGS = new Set(['confirm', 'unsubscribe'])

const wireList = (list: repo.ListRow): NewsletterList => ({
  slug: list.slug,
  title: list.title,
  description: list.description,
})

const listNotFound = () => new AppError(404, 'not_found', TEXTS.listUnknown)
const confirmInvalid = () => new AppError(404, 'not_found', TEXTS.confirmLinkInvalid)
const unsubscribeInvalid = () => new AppError(404, 'not_found', TEXTS.unsubscribeLinkInvalid)

/**
 * A sign-up (double opt-in): the answer is the same whether the address is new, pending or confirmed. A pending or
 * unsubscribed address gets a (new) confirmation link, a few an hour at most; a confirmed one gets nothing. Too many
 * sign-ups from one client address in an hour are a 429 (it learns only about its own requests).
 */
export async function subscribe(deps: AppDeps, input: SubscribeRequest, ip: string) {
  const now = deps.clock()
  const since = new Date(now.getTime() - HOUR_MS)
  const fromIp = await requestWindow(deps.db, newsletterSignup.at, eq(newsletterSignup.ip, ip), since)
  assertWithinLimit(fromIp, SIGNUPS_PER_IP_PER_HOUR, now)
  const list = await repo.listBySlug(deps.db, input.list)
  if (!list) throw validationFailed({ list: [TEXTS.listUnknown] })
  const email = input.email.trim().toLowerCase()
  const [mailedToAddress] = await deps.db
    .select({ n: sql<number>`coalesce(sum(${newsletterSignup.mailed}), 0)::int` })
    .from(newsletterSignup)
    .where(and(eq(newsletterSignup.email, email), gt(newsletterSignup.at, since)))
  const mayMail = (mailedToAddress?.n ?? 0) < CONFIRMATIONS_PER_ADDRESS_PER_HOUR
  const token = randomToken()
  const mailed = await deps.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriber)
      .values({ listId: list.id, email, status: 'pending', ...newUnsubscribeKey(deps), createdAt: now })
      .onConflictDoNothing()
    const [row] = await tx
      .select({ id: newsletterSubscriber.id, status: newsletterSubscriber.status })
      .from(newsletterSubscriber)
      .where(and(eq(newsletterSubscriber.listId, list.id), eq(newsletterSubscriber.email, email)))
      .for('update')
    if (!row || row.status === 'confirmed' || !mayMail) return false
    await tx
      .update(newsletterSubscriber)
      .set({ status: 'pending', confirmTokenHash: hashToken(token), confirmSentAt: now })
      .where(eq(newsletterSubscriber.id, row.id))
    return true
  })
  await deps.db.insert(newsletterSignup).values({ ip, email, mailed: mailed ? 1 : 0, at: now })
  if (mailed) await deps.mailer.send(confirmationMail(deps, list, email, token))
  return { received: true as const, message: TEXTS.signUpReceived }
}

/** Confirms a sign-up by its mailed token: once, within CONFIRM_LINK_DAYS. */
export async function confirm(deps: AppDeps, token: string): Promise<ConfirmAnswer> {
  if (!TOKEN_SHAPE.test(token)) throw confirmInvalid()
  const now = deps.clock()
  const [row] = await deps.db
    .update(newsletterSubscriber)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null })
    .where(
      and(
        eq(newsletterSubscriber.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscriber.status, 'pending'),
        gt(newsletterSubscriber.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
      ),
    )
    .returning({ listId: newsletterSubscriber.listId, email: newsletterSubscriber.email })
  if (!row) throw confirmInvalid()
  const list = await repo.listById(deps.db, row.listId)
  return { list: wireList(list!), email: row.email }
}

async function subscriberByUnsubscribeToken(deps: AppDeps, token: string) {
  if (!TOKEN_SHAPE.test(token)) throw unsubscribeInvalid()
  const [row] = await deps.db
    .select({
      id: newsletterSubscriber.id,
      listId: newsletterSubscriber.listId,
      email: newsletterSubscriber.email,
      status: newsletterSubscriber.status,
    })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.unsubscribeTokenHash, hashToken(token)))
  if (!row) throw unsubscribeInvalid()
  return { ...row, list: (await repo.listById(deps.db, row.listId))! }
}

/** What an unsubscribe link is about (reading it changes nothing: mail scanners follow links). */
export async function unsubscribeLink(deps: AppDeps, token: string): Promise<UnsubscribeLink> {
  const row = await subscriberByUnsubscribeToken(deps, token)
  return { list: wireList(row.list), email: row.email, subscribed: row.status !== 'unsubscribed' }
}

/** Unsubscribes the link's holder (the RFC 8058 one-click POST, or the page's button); again is the same answer. */
export async function unsubscribe(deps: AppDeps, token: string) {
  const row = await subscriberByUnsubscribeToken(deps, token)
  if (row.status !== 'unsubscribed') {
    await deps.db
      .update(newsletterSubscriber)
      .set({ status: 'unsubscribed', unsubscribedAt: deps.clock(), confirmTokenHash: null })
      .where(eq(newsletterSubscriber.id, row.id))
  }
  return { list: wireList(row.list), unsubscribed: true as const }
}

export async function publicList(deps: AppDeps, slug: string): Promise<NewsletterList> {
  const list = await repo.listBySlug(deps.db, slug)
  if (!list) throw listNotFound()
  return wireList(list)
}

/** A sent issue's web view; a draft or one still being sent is not there (404). */
export async function publicIssue(deps: AppDeps, slug: string): Promise<PublicIssue> {
  const issue = await repo.issueBySlug(deps.db, slug)
  if (!issue || issue.status !== 'sent' || !issue.sentAt) throw notFound('This newsletter issue')
  const list = await repo.listById(deps.db, issue.listId)
  return {
    slug: issue.slug,
    subject: issue.subject,
    html: issue.html,
    sent_at: issue.sentAt.toISOString(),
    list: wireList(list!),
  }
}

async function emailOf(deps: AppDeps, actor: Actor): Promise<string> {
  const [row] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, actor.id))
  if (!row) throw unauthorized()
  return row.email.toLowerCase()
}

/** The signed-in user's lists, by the account's e-mail address. */
export async function mySubscriptions(deps: AppDeps, actor: Actor): Promise<MySubscriptions> {
  const email = await emailOf(deps, actor)
  const lists = await repo.allLists(deps.db)
  const rows = await deps.db
    .select({ listId: newsletterSubscriber.listId, status: newsletterSubscriber.status })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, email))
  const statusOf = new Map(rows.map((row) => [row.listId, row.status as SubscriberStatus]))
  return {
    email,
    lists: lists.map((list) => {
      const status = statusOf.get(list.id) ?? null
      return { ...wireList(list), status, subscribed: status === 'confirmed' }
    }),
  }
}

/**
 * Subscribes or unsubscribes the signed-in user's address from the profile. The account's address was confirmed at
 * sign-up (no login before it), so no second confirmation is asked.
 */
export async function changeMySubscription(deps: AppDeps, actor: Actor, slug: string, subscribed: boolean) {
  const list = await repo.listBySlug(deps.db, slug)
  if (!list) throw listNotFound()
  const email = await emailOf(deps, actor)
  const now = deps.clock()
  if (subscribed) {
    await deps.db
      .insert(newsletterSubscriber)
      .values({
        listId: list.id,
        email,
        status: 'confirmed',
        userId: actor.id,
        confirmedAt: now,
        createdAt: now,
        ...newUnsubscribeKey(deps),
      })
      .onConflictDoUpdate({
        target: [newsletterSubscriber.listId, newsletterSubscriber.email],
        set: { status: 'confirmed', userId: actor.id, confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null },
        setWhere: sql`${newsletterSubscriber.status} <> 'confirmed'`,
      })
  } else {
    await deps.db
      .update(newsletterSubscriber)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscriber.listId, list.id),
          eq(newsletterSubscriber.email, email),
          sql`${newsletterSubscriber.status} <> 'unsubscribed'`,
        ),
      )
  }
  return mySubscriptions(deps, actor)
}

// The back office

function summaryOf(issue: repo.IssueRow, list: repo.ListRow): IssueSummary {
  return {
    id: issue.id,
    slug: issue.slug,
    subject: issue.subject,
    list: wireList(list),
    status: issue.status as IssueSummary['status'],
    total: issue.total,
    delivered: issue.delivered,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
    sent_at: issue.sentAt?.toISOString() ?? null,
  }
}

export async function overview(deps: AppDeps): Promise<NewsletterOverview> {
  const [lists, counts, issues] = await Promise.all([
    repo.allLists(deps.db),
    repo.subscriberCounts(deps.db),
    repo.recentIssues(deps.db, 200),
  ])
  const byId = new Map(lists.map((list) => [list.id, list]))
  const countOf = (listId: number, status: SubscriberStatus) =>
    counts.find((row) => row.listId === listId && row.status === status)?.n ?? 0
  return {
    issues: issues.map((issue) => summaryOf(issue, byId.get(issue.listId)!)),
    lists: lists.map((list) => ({
      ...wireList(list),
      pending: countOf(list.id, 'pending'),
      confirmed: countOf(list.id, 'confirmed'),
      unsubscribed: countOf(list.id, 'unsubscribed'),
    })),
  }
}

async function issueOrNotFound(deps: AppDeps, id: number): Promise<{ issue: repo.IssueRow; list: repo.ListRow }> {
  const issue = await repo.issueById(deps.db, id)
  if (!issue) throw notFound('This newsletter issue')
  return { issue, list: (await repo.listById(deps.db, issue.listId))! }
}

export async function readIssue(deps: AppDeps, id: number): Promise<Issue & { updatedAt: Date }> {
  const { issue, list } = await issueOrNotFound(deps, id)
  return {
    ...summaryOf(issue, list),
    markdown: issue.markdown,
    html: issue.html,
    confirmed_subscribers: await repo.confirmedCount(deps.db, list.id),
    updatedAt: issue.updatedAt,
  }
}

async function checkedIssueInput(deps: AppDeps, input: IssueInput, id: number | null) {
  const list = await repo.listBySlug(deps.db, input.list)
  if (!list) throw validationFailed({ list: [TEXTS.listUnknown] })
  const other = await repo.issueBySlug(deps.db, input.slug)
  if (RESERVED_SLUGS.has(input.slug) || (other && other.id !== id)) throw validationFailed({ slug: [TEXTS.slugTaken] })
  return list
}

export async function createIssue(deps: AppDeps, actor: Actor, input: IssueInput) {
  const list = await checkedIssueInput(deps, input, null)
  const now = deps.clock()
  const [row] = await deps.db
    .insert(newsletterIssue)
    .values({
      slug: input.slug,
      listId: list.id,
      subject: input.subject,
      markdown: input.markdown,
      html: renderMarkdown(input.markdown),
      createdByUserId: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterIssue.id })
  // Two saves racing for one address: the second is told so, as the check above would have.
  if (!row) throw validationFailed({ slug: [TEXTS.slugTaken] })
  return readIssue(deps, row.id)
}

/** Changes a draft (`assertFresh` checks If-Unmodified-Since against the stored issue). */
export async function updateIssue(
  deps: AppDeps,
  id: number,
  input: IssueInput,
  assertFresh: (updatedAt: Date) => void,
) {
  const { issue } = await issueOrNotFound(deps, id)
  if (issue.status !== 'draft') throw new AppError(409, 'issue_not_draft', TEXTS.issueNotDraft)
  assertFresh(issue.updatedAt)
  const list = await checkedIssueInput(deps, input, id)
  const updated = await deps.db
    .update(newsletterIssue)
    .set({
      slug: input.slug,
      listId: list.id,
      subject: input.subject,
      markdown: input.markdown,
      html: renderMarkdown(input.markdown),
      updatedAt: deps.clock(),
    })
    .where(and(eq(newsletterIssue.id, id), eq(newsletterIssue.status, 'draft')))
    .returning({ id: newsletterIssue.id })
    .catch((error: unknown) => {
      if (String((error as { cause?: unknown }).cause ?? error).includes('newsletter_issue_slug'))
        throw validationFailed({ slug: [TEXTS.slugTaken] })
      throw error
    })
  if (updated.length === 0) throw new AppError(409, 'issue_not_draft', TEXTS.issueNotDraft)
  return readIssue(deps, id)
}

/** The issue as a subscriber would get it, to the staff member's own address (no unsubscribe link of anyone's). */
export async function testSend(deps: AppDeps, actor: Actor, id: number) {
  const { issue, list } = await issueOrNotFound(deps, id)
  const to = await emailOf(deps, actor)
  const mail = issueMail(deps, list, issue, to, null)
  await deps.mailer.send({ ...mail, subject: `[Test] ${mail.subject}` })
  return { sent_to: to }
}

/**
 * Starts sending a draft to the list's confirmed subscribers (a background job, in batches). An issue already being
 * sent is queued again — how staff resume a send whose worker stopped; one sent is a 409.
 */
export async function sendIssue(deps: AppDeps, id: number) {
  const { issue, list } = await issueOrNotFound(deps, id)
  if (issue.status === 'sent') throw new AppError(409, 'issue_already_sent', TEXTS.issueAlreadySent)
  if (issue.status === 'draft') {
    const total = await repo.confirmedCount(deps.db, list.id)
    if (total === 0) throw new AppError(409, 'no_subscribers', TEXTS.noSubscribers)
    const now = deps.clock()
    const started = await deps.db
      .update(newsletterIssue)
      .set({ status: 'sending', total, sendingAt: now, updatedAt: now })
      .where(and(eq(newsletterIssue.id, id), eq(newsletterIssue.status, 'draft')))
      .returning({ id: newsletterIssue.id })
    if (started.length === 0) return readIssue(deps, id)
  }
  const { delivered } = (await repo.issueById(deps.db, id))!
  await deps.jobs.enqueue(NEWSLETTER_SEND_JOB, { issueId: id }, { key: sendJobKey(id, `from-${delivered}`) })
  return readIssue(deps, id)
}
