import { and, eq, gt, lt } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { outboxMail } from '../../db/schema/mail'
import { periodicJob, type JobHandler, type JobKind, type JobQueue } from '../jobs/job-queue'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers (List-Unsubscribe…); the names a mail always has are refused by `checkedHeaders`. */
  headers?: Record<string, string>
}
export type Mailer = {
  send: (message: MailMessage) => Promise<void>
  /**
   * Queues the delivery of mails already written to the outbox with `writeOutboxMail` inside a caller's transaction
   * (after it committed); nothing without SMTP. A failure to queue is logged: the sweep queues them again.
   */
  dispatch: (outboxIds: readonly number[]) => Promise<void>
  /** The job that delivers one outbox mail through SMTP (decision 0082); absent without SMTP_URL. */
  deliver?: JobHandler<{ outboxId: number }>
  /** The sweep that queues again what is still queued (an enqueue that failed after its row was written). */
  sweep?: JobHandler<Record<string, never>>
}

/** One outbox mail to deliver: retried for about an hour (30 s, 1 min, 2 min … between attempts). */
export const SEND_MAIL_JOB: JobKind<{ outboxId: number }> = {
  name: 'mail-send',
  data: z.object({ outboxId: z.number().int().positive() }),
  retryLimit: 7,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
}

/**
 * Every ten minutes (src/jobs.ts): mails left `queued` for longer than SWEEP_AFTER_MS, and younger than a day, are
 * queued again.
 */
export const MAIL_SWEEP_JOB = periodicJob('mail-sweep', 300)
const SWEEP_AFTER_MS = 15 * 60_000
/** Older mail is not sent late (a reset link, a confirmation): it stays queued in the outbox for staff to see. */
const SWEEP_WITHIN_MS = 24 * 60 * 60_000

/** The job key of an outbox mail: one waiting or running delivery per mail. */
const keyOf = (outboxId: number) => `outbox:${outboxId}`

/** Headers the delivery sets itself: a message's own headers may not replace them. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'message-id', 'date', 'reply-to', 'sender'])

/** A message's extra headers, checked: no reserved name, no line break (header injection), short values. */
export function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  if (!headers || Object.keys(headers).length === 0) return null
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name) || RESERVED_HEADERS.has(name.toLowerCase()))
      throw new Error(`mail header ${name} may not be set`)
    if (/[\r\n\0]/.test(value) || value.length > 2000) throw new Error(`mail header ${name} has a bad value`)
  }
  return headers
}

/**
 * Writes one mail to the outbox through `db` (a transaction's handle, so the mail and the caller's rows commit or
 * roll back together) and returns its id; `Mailer.dispatch` then queues its delivery.
 */
export async function writeOutboxMail(db: Pick<Db, 'insert'>, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(outboxMail)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: checkedHeaders(message.headers),
    })
    .returning({ id: outboxMail.id })
  return row!.id
}

/**
 * Every mail is written to the outbox first. With SMTP configured a delivery job is queued for it (sent by a
 * process that runs jobs, SERVER_ROLE); without SMTP it stays queued there for staff and tests to read.
 */
export function createMailer(options: {
  db: Db
  jobs: JobQueue
  smtpUrl?: string
  from: string
  logger: Logger
  clock?: () => Date
}): Mailer {
  const { db, jobs, logger } = options
  const mailer: Mailer = {
    async send(message) {
      const id = await writeOutboxMail(db, message)
      await mailer.dispatch([id])
    },
    async dispatch(outboxIds) {
      if (!options.smtpUrl) return
      for (const id of outboxIds) {
        try {
          await jobs.enqueue(SEND_MAIL_JOB, { outboxId: id }, { key: keyOf(id) })
        } catch (error) {
          // The mail is kept; the sweep queues it again. The request that wrote it does not fail for it.
          logger.error({ err: error, mailId: id }, 'mail delivery could not be queued')
        }
      }
    },
  }
  if (!options.smtpUrl) return mailer
  const transport = nodemailer.createTransport(options.smtpUrl)
  const clock = options.clock ?? (() => new Date())
  mailer.deliver = async ({ outboxId }, run) => {
    const [mail] = await db.select().from(outboxMail).where(eq(outboxMail.id, outboxId))
    // Idempotent: a mail already sent (a retry queued by staff, a sweep racing a delivery) is not sent again.
    if (!mail || mail.status === 'sent') return
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        // The same Message-ID on every attempt: a receiver that got an attempt whose answer was lost drops the copy.
        messageId: messageIdOf(mail.id, mail.createdAt, options.from),
      })
    } catch (error) {
      const message = (error as Error).message
      logger.warn({ err: error, mailId: mail.id, attempt: run.retryCount + 1 }, 'mail could not be sent')
      await db
        .update(outboxMail)
        .set({ status: run.lastAttempt ? 'failed' : 'queued', error: message })
        .where(eq(outboxMail.id, mail.id))
      throw error
    }
    await db.update(outboxMail).set({ status: 'sent', error: null }).where(eq(outboxMail.id, mail.id))
  }
  mailer.sweep = async () => {
    const stale = await db
      .select({ id: outboxMail.id })
      .from(outboxMail)
      .where(
        and(
          eq(outboxMail.status, 'queued'),
          lt(outboxMail.createdAt, new Date(clock().getTime() - SWEEP_AFTER_MS)),
          gt(outboxMail.createdAt, new Date(clock().getTime() - SWEEP_WITHIN_MS)),
        ),
      )
      .limit(500)
    for (const { id } of stale) await jobs.enqueue(SEND_MAIL_JOB, { outboxId: id }, { key: keyOf(id) })
  }
  return mailer
}

/** `<outbox-ID.CREATED@DOMAIN>`, DOMAIN being the sender's. */
export function messageIdOf(id: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'tuneshop.invalid'
  return `<outbox-${id}.${createdAt.getTime()}@${domain}>`
}
