import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  composeDealerDigest,
  DEALER_BLOG_POSTS_LIST,
  NEWSLETTER_SEND_BATCH,
  type DigestPost,
} from '@shop/domain/newsletter'
import { newsletterDelivery, newsletterIssue, newsletterSubscriber } from '../../db/schema/newsletter'
import type { AppDeps } from '../../http/app-env'
import { renderMarkdown } from '../../platform/content'
import { periodicJob, type JobKind } from '../../platform/jobs/job-queue'
import { writeOutboxMail } from '../../platform/mail/mailer'
import { issueMail } from './newsletter-mail'
import { hashToken, unsubscribeTokenOf } from './newsletter-tokens'
import * as repo from './newsletter.repository'

// Sending an issue (issue 26 item 6): a job takes the list's confirmed subscribers in batches by id; for each it
// writes the delivery row (unique per issue and subscriber) and, only when that row is new, the outbox mail — both in
// the batch's one transaction. It queues itself again until nobody is left, then marks the issue sent. A send killed
// half-way rolls its batch back; run again, it goes on where it stopped and mails nobody twice.

/** One batch of an issue's send; the job queues the next with a key of the last subscriber mailed. */
export const NEWSLETTER_SEND_JOB: JobKind<{ issueId: number }> = {
  name: 'newsletter-send',
  data: z.object({ issueId: z.number().int().positive() }),
  retryLimit: 10,
  retryDelaySeconds: 30,
  // A worker that died mid-batch: its job is taken again after this (the batch was rolled back).
  expireInSeconds: 300,
}

/** The dealers' blog-post digest, weekly (src/jobs.ts). */
export const NEWSLETTER_DEALER_DIGEST_JOB = periodicJob('newsletter-dealer-digest', 600)

/** Where the dealers' digest reads its posts: the blog's Dealer posts published since a moment (wired in src/jobs.ts). */
export type DealerPostsSince = (since: Date) => Promise<DigestPost[]>

type SendDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'auth' | 'publicUrl' | 'siteConfig'>

export type BatchResult = { mailed: number; done: boolean; lastSubscriberId: number | null }

/**
 * Mails the next batch of an issue being sent. Done (and the issue marked sent) when fewer than a batch were left;
 * an issue that is not being sent is done at once.
 */
export async function sendIssueBatch(
  deps: SendDeps,
  issueId: number,
  batchSize = NEWSLETTER_SEND_BATCH,
): Promise<BatchResult> {
  const written: number[] = []
  const result = await deps.db.transaction(async (tx) => {
    const [issue] = await tx
      .select(repo.issueColumns)
      .from(newsletterIssue)
      .where(eq(newsletterIssue.id, issueId))
      .for('update')
    if (!issue || issue.status !== 'sending') return { mailed: 0, done: true, lastSubscriberId: null }
    const list = await repo.listById(tx, issue.listId)
    const batch = await tx
      .select({
        id: newsletterSubscriber.id,
        email: newsletterSubscriber.email,
        nonce: newsletterSubscriber.unsubscribeNonce,
        tokenHash: newsletterSubscriber.unsubscribeTokenHash,
      })
      .from(newsletterSubscriber)
      .where(
        and(
          eq(newsletterSubscriber.listId, issue.listId),
          eq(newsletterSubscriber.status, 'confirmed'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(newsletterDelivery)
              .where(
                and(
                  eq(newsletterDelivery.issueId, issue.id),
                  eq(newsletterDelivery.subscriberId, newsletterSubscriber.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(newsletterSubscriber.id))
      .limit(batchSize)
    let mailed = 0
    for (const subscriber of batch) {
      const [delivery] = await tx
        .insert(newsletterDelivery)
        .values({ issueId: issue.id, subscriberId: subscriber.id, createdAt: deps.clock() })
        .onConflictDoNothing()
        .returning({ id: newsletterDelivery.id })
      // Another run wrote this one: its mail is written too (same transaction), so nothing to do.
      if (!delivery) continue
      const token = unsubscribeTokenOf(deps, subscriber.nonce)
      const tokenHash = hashToken(token)
      if (subscriber.tokenHash !== tokenHash) {
        // A row written without the server's secret (the demo seed): its link is set now, before any mail carries it.
        await tx
          .update(newsletterSubscriber)
          .set({ unsubscribeTokenHash: tokenHash })
          .where(eq(newsletterSubscriber.id, subscriber.id))
      }
      const outboxId = await writeOutboxMail(tx, issueMail(deps, list!, issue, subscriber.email, token))
      await tx.update(newsletterDelivery).set({ outboxMailId: outboxId }).where(eq(newsletterDelivery.id, delivery.id))
      written.push(outboxId)
      mailed++
    }
    const done = batch.length < batchSize
    await tx
      .update(newsletterIssue)
      .set({
        delivered: sql`${newsletterIssue.delivered} + ${mailed}`,
        ...(done ? { status: 'sent', sentAt: deps.clock(), updatedAt: deps.clock() } : {}),
      })
      .where(eq(newsletterIssue.id, issue.id))
    return { mailed, done, lastSubscriberId: batch.at(-1)?.id ?? null }
  })
  await deps.mailer.dispatch(written)
  return result
}

/** The job's key for the batch after `afterSubscriberId` (distinct per batch: the running job may queue the next). */
export const sendJobKey = (issueId: number, after: number | string) => `newsletter:${issueId}:${after}`

/** The send job: one batch, then the next queued, until done. */
export async function runSendJob(deps: AppDeps, { issueId }: { issueId: number }): Promise<void> {
  const result = await sendIssueBatch(deps, issueId)
  if (result.done) {
    deps.logger.info({ issueId }, 'newsletter issue sent')
    return
  }
  await deps.jobs.enqueue(NEWSLETTER_SEND_JOB, { issueId }, { key: sendJobKey(issueId, result.lastSubscriberId ?? 0) })
}

/**
 * The dealers' digest: the Dealer posts published since the last digest (or in the last week) as one issue of
 * `dealer-blog-posts`, sent at once. Nothing when no post is new or nobody is subscribed.
 */
export async function sendDealerDigest(deps: AppDeps, postsSince: DealerPostsSince): Promise<number | null> {
  const list = await repo.listBySlug(deps.db, DEALER_BLOG_POSTS_LIST)
  if (!list) return null
  const [last] = await deps.db
    .select({ sentAt: newsletterIssue.sentAt, createdAt: newsletterIssue.createdAt })
    .from(newsletterIssue)
    .where(and(eq(newsletterIssue.listId, list.id), sql`${newsletterIssue.slug} like 'dealer-digest-%'`))
    .orderBy(desc(newsletterIssue.createdAt))
    .limit(1)
  const now = deps.clock()
  const since = last?.createdAt ?? new Date(now.getTime() - 7 * 24 * 60 * 60_000)
  const digest = composeDealerDigest(await postsSince(since), now)
  if (!digest) return null
  const total = await repo.confirmedCount(deps.db, list.id)
  if (total === 0) return null
  const [issue] = await deps.db
    .insert(newsletterIssue)
    .values({
      slug: digest.slug,
      listId: list.id,
      subject: digest.subject,
      markdown: digest.markdown,
      html: renderMarkdown(digest.markdown),
      status: 'sending',
      total,
      sendingAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterIssue.id })
  if (!issue) return null
  await deps.jobs.enqueue(NEWSLETTER_SEND_JOB, { issueId: issue.id }, { key: sendJobKey(issue.id, 'start') })
  return issue.id
}

/**
 * The newsletter's jobs. `dealerPostsSince` is the seam to the blog (its `publishedPostsSince(db, since, 'Dealer')`):
 * without it the digest is not scheduled.
 */
export function defineNewsletterJobs(deps: AppDeps, options: { dealerPostsSince: DealerPostsSince | null }): void {
  deps.jobs.handle(NEWSLETTER_SEND_JOB, (data) => runSendJob(deps, data))
  const { dealerPostsSince } = options
  if (!dealerPostsSince) return
  deps.jobs.handle(NEWSLETTER_DEALER_DIGEST_JOB, async () => {
    const issueId = await sendDealerDigest(deps, dealerPostsSince)
    if (issueId) deps.logger.info({ issueId }, 'dealer blog digest queued')
  })
  // Mondays 15:00 UTC (morning in the Americas, afternoon in Europe).
  deps.jobs.every(NEWSLETTER_DEALER_DIGEST_JOB, '0 15 * * 1', {})
}
