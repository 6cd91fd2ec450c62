import type { Actor, OutboxMail } from '@shop/domain/accounts'
import { pageWindow, type PageMeta, type PageQuery } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import { permit } from '../../http/permit'
import { countOutboxMails, findOutboxMails } from './mail-outbox.repository'

/** A 1-based page of the outbox (SPEC §5 listing pages), newest first; staff only (PERMISSIONS.md). */
export async function listOutbox(
  db: Db,
  actor: Actor | null,
  query: PageQuery,
): Promise<{ data: OutboxMail[]; meta: PageMeta }> {
  permit(actor, 'mail-outbox:read')
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
