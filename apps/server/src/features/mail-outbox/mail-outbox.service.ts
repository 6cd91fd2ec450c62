import { pageWindow, type PageMeta, type PageQuery } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import { countOutboxMails, findOutboxMails } from './mail-outbox.repository'
import type { OutboxMail } from './mail-outbox.routes'

/** A 1-based page of the outbox (SPEC §5 listing pages), newest first. */
export async function listOutbox(db: Db, query: PageQuery): Promise<{ data: OutboxMail[]; meta: PageMeta }> {
  const total = await countOutboxMails(db)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await findOutboxMails(db, offset, limit)
  return {
    data: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      status: row.status as OutboxMail['status'],
      created_at: row.createdAt.toISOString(),
      text: row.text,
    })),
    meta,
  }
}
