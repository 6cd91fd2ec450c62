import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Db } from '../../db/client'
import { outboxMail } from '../../db/schema/mail'

export type MailMessage = { to: string; subject: string; text: string; html?: string }
export type Mailer = { send: (message: MailMessage) => Promise<void> }

/**
 * Every mail is written to the outbox first; with SMTP configured it is then sent through nodemailer
 * and marked sent or failed. Without SMTP it stays queued there for staff and tests to read.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(message) {
      const [row] = await options.db
        .insert(outboxMail)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: outboxMail.id })
      if (!transport || !row) return
      try {
        await transport.sendMail({ from: options.from, ...message })
        await options.db.update(outboxMail).set({ status: 'sent' }).where(eq(outboxMail.id, row.id))
      } catch (error) {
        options.logger.error({ err: error, mailId: row.id }, 'mail could not be sent')
        await options.db
          .update(outboxMail)
          .set({ status: 'failed', error: (error as Error).message })
          .where(eq(outboxMail.id, row.id))
      }
    },
  }
}
