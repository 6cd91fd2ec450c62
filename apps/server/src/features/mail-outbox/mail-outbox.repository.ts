import { count, desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outboxMail } from '../../db/schema/mail'

export async function countOutboxMails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxMail)
  return row?.n ?? 0
}

/** One page of the outbox, newest first (the id breaks ties between mails of the same instant). */
export function findOutboxMails(db: Db, offset: number, limit: number) {
  return db
    .select({
      id: outboxMail.id,
      to: outboxMail.to,
      subject: outboxMail.subject,
      status: outboxMail.status,
      createdAt: outboxMail.createdAt,
      text: outboxMail.text,
    })
    .from(outboxMail)
    .orderBy(desc(outboxMail.createdAt), desc(outboxMail.id))
    .offset(offset)
    .limit(limit)
}
