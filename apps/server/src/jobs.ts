import { reconcileStuckPurchases } from './features/catalog-purchases/catalog-purchases.service'
import { reconcilePayments } from './features/checkout/reconcile-payments'
import { issueAllStatements } from './features/dealers/dealer-statements.service'
import type { AppDeps } from './http/app-env'
import { CLEAN_UP_JOB, cleanUpExpired } from './platform/jobs/clean-up'
import { periodicJob } from './platform/jobs/job-queue'
import { MAIL_SWEEP_JOB, SEND_MAIL_JOB } from './platform/mail/mailer'
import { defineNewsletterJobs } from './features/newsletter/newsletter-send'
import { publishedPostsSince } from './features/blog'

/**
 * Every five minutes, besides the run at start (decision 0030): payment attempts and catalog purchases a crash
 * left unsettled. Idempotent: each attempt is settled once under its row lock, a settled one is skipped.
 */
export const RECONCILE_JOB = periodicJob('payments-reconcile', 600)

/** At each month's start, every dealer's statements of the month just closed (decision 0103; lists issue lazily too). */
export const DEALER_STATEMENTS_JOB = periodicJob('dealer-statements', 600)

/**
 * The shop's background jobs and their schedules (decision 0082). Features to come add theirs here the same way:
 * a JobKind beside their service, a handler and, when periodic, a schedule.
 */
export function defineJobs(deps: AppDeps): void {
  const { jobs, mailer, logger } = deps
  if (mailer.deliver) jobs.handle(SEND_MAIL_JOB, mailer.deliver)
  if (mailer.sweep) {
    jobs.handle(MAIL_SWEEP_JOB, mailer.sweep)
    jobs.every(MAIL_SWEEP_JOB, '*/10 * * * *', {})
  }
  jobs.handle(RECONCILE_JOB, async () => {
    const payments = await reconcilePayments(deps)
    const purchases = await reconcileStuckPurchases(deps)
    const settled = payments.committed + payments.refunded + payments.failed + purchases.paid + purchases.reopened
    if (settled > 0) logger.warn({ payments, purchases }, 'payments reconciled')
  })
  jobs.every(RECONCILE_JOB, '*/5 * * * *', {})
  jobs.handle(CLEAN_UP_JOB, async () => {
    const tally = await cleanUpExpired(deps)
    logger.info(tally, 'expired rows and abandoned uploads removed')
  })
  jobs.every(CLEAN_UP_JOB, '17 * * * *', {})
  jobs.handle(DEALER_STATEMENTS_JOB, async () => {
    const issued = await issueAllStatements(deps)
    logger.info({ issued }, 'dealer statements issued')
  })
  jobs.every(DEALER_STATEMENTS_JOB, '5 0 1 * *', {})
  // Issue 26 item 6: sending newsletter issues in batches, and the dealers' weekly digest of new Dealer blog posts.
  defineNewsletterJobs(deps, {
    dealerPostsSince: async (since) =>
      (await publishedPostsSince(deps.db, since, 'Dealer', { now: deps.clock(), publicUrl: deps.publicUrl })).map(
        (post) => ({
          title: post.title,
          excerpt: post.excerpt,
          url: post.url,
          publishedAt: new Date(post.publishedAt),
        }),
      ),
  })
}

/**
 * Starts the job queue of this process: every role queues; `worker` and `all` (SERVER_ROLE) also run the jobs
 * and keep their schedules. It starts beside serving, not before it (the start-up target of `npm start`); a queue
 * that cannot start is logged, and each enqueue tries again. `stop()` lets running jobs finish (a graceful
 * shutdown calls it before closing the database).
 */
export function startJobs(deps: AppDeps): { stop(): Promise<void> } {
  defineJobs(deps)
  // The queue's depth per kind and state on /metrics (decision 0085): one grouped count a scrape.
  deps.metrics.registerGauge(
    'background_jobs',
    'Background jobs per kind and state (created and retry: waiting; active: running; failed)',
    async () => (await deps.jobs.counts()).map(({ name, state, count }) => [{ kind: name, state }, count]),
    ['kind', 'state'],
  )
  const started = Date.now()
  const running = deps.jobs.runWorkers().then(
    () => deps.logger.info({ role: deps.jobs.role, ms: Date.now() - started }, 'background jobs started'),
    (err: unknown) => deps.logger.error({ err }, 'background jobs could not start'),
  )
  return {
    stop: async () => {
      await running
      await deps.jobs.stop()
    },
  }
}
