import type { Db } from '../../db/client'
import * as repository from './dealers.repository'

// Decision 0108: a portal page asks the API two or three times in-process (the shell, the onboarding checklist, the
// tab), and each call passes the door, which reads the dealer by its slug. The row (id, slug, name, standing) is
// remembered for a moment so that one page reads it once. A rename or a change of standing made here forgets it at
// once; another process sees it within REMEMBER_MS. Nothing is decided on a remembered row but the door's 404/403,
// whose inputs (the slug and the id) never change for a dealer.

const REMEMBER_MS = 2_000
const MAX_ROWS = 1_000

type DealerRow = NonNullable<Awaited<ReturnType<typeof repository.findDealerBySlug>>>
type Remembered = { row: DealerRow; until: number }

const rowsByDb = new WeakMap<Db, Map<string, Remembered>>()

/** The dealer with this slug (null when there is none), read at most once per REMEMBER_MS per database. */
export async function dealerBySlug(db: Db, slug: string, now = Date.now()): Promise<DealerRow | null> {
  let rows = rowsByDb.get(db)
  if (!rows) rowsByDb.set(db, (rows = new Map()))
  const remembered = rows.get(slug)
  if (remembered && remembered.until > now) return remembered.row
  const row = await repository.findDealerBySlug(db, slug)
  // A missing dealer is not remembered: one approved a moment later opens at once.
  if (!row) return null
  if (rows.size >= MAX_ROWS) rows.delete(rows.keys().next().value!)
  rows.delete(slug)
  rows.set(slug, { row, until: now + REMEMBER_MS })
  return row
}

/** After a dealer's name or standing changed: every remembered row of this database is read again. */
export function forgetDealerRows(db: Db) {
  rowsByDb.delete(db)
}
