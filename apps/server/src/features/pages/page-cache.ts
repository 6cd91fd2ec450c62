import type { EditablePage } from '@shop/domain/pages'
import { Memo } from '../../platform/cache/global-state-cache'
import type { AppDeps } from '../../http/app-env'

/**
 * The public pages as answered, kept in this process for a short while (decision 0115): the pages are read on
 * every visit and change a few times a month. A save in this process drops its entry at once (and a page read
 * before the save is not kept after it: the memo's version); other processes serve theirs for at most
 * `PAGE_CACHE_SECONDS`. Only pages that exist are kept, so unknown slugs cannot grow it.
 */
export const PAGE_CACHE_SECONDS = 30
const MAX_ENTRIES = 500

export type CachedPage = { page: EditablePage; etag: string; updatedAt: Date; version: number }

/** One memo per database (tests run several shops in one process), on the shop's clock. */
const memos = new WeakMap<object, Memo<CachedPage>>()

export function pageMemoOf(deps: Pick<AppDeps, 'db' | 'clock'>): Memo<CachedPage> {
  let memo = memos.get(deps.db)
  if (!memo) {
    memo = new Memo<CachedPage>(PAGE_CACHE_SECONDS * 1000, () => deps.clock().getTime(), MAX_ENTRIES)
    memos.set(deps.db, memo)
  }
  return memo
}
