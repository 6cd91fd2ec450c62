import type { Context } from 'hono'
import { showsDealerPricing } from '@shop/domain/catalog'
import { displayCurrencyOf } from '@shop/domain/site'
import type { AppEnv, SessionUser } from '../../http/app-env'
import { getActor, getSessionUser } from '../../http/session'
import { findPreferredDisplayCurrency } from './catalog.repository'

/**
 * Who sees which prices (decision 0015): dealer prices go to members of a dealer (`showDealerPricing`) and,
 * because they sell and support on the dealers' behalf, to staff, calibrators and admins. Everyone else, logged
 * in or not, sees the same public prices, so anonymous visitors and customers share one cache entry.
 */
export const PRICING_AUDIENCES = ['public', 'dealer'] as const
export type PricingAudience = (typeof PRICING_AUDIENCES)[number]

export type CatalogCaller = {
  audience: PricingAudience
  /** The display currency of this request. */
  currency: string
  /** The logged-in caller's preferred display currency (what `currency` is without `?currency=`), else null. */
  preferredCurrency: string | null
}

export type SessionEntry = {
  sessionUser: SessionUser | null
  audience: PricingAudience
  preferredCurrency: string | null
  expiresAt: number
}

/**
 * How long a session's pricing audience and display currency are reused for catalog reads in this process.
 * Short on purpose: a logout, a new dealer membership or a changed preferred currency shows in catalog prices
 * within this time; in exchange a logged-in catalog read does not query the database on a cache hit.
 */
export const SESSION_ENTRY_TTL_MS = 10_000
const SESSION_ENTRY_LIMIT = 10_000

const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?tuneshop\.session_token=([^;]+)/

/** The session token of a Cookie header, if it carries one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_TOKEN.exec(cookieHeader)?.[1] : undefined
}

/** The per-process memo of session token → audience; one per app (tests build many apps). */
export class SessionAudienceMemo {
  private readonly entries = new Map<string, SessionEntry>()

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): SessionEntry | undefined {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token)
      return undefined
    }
    return entry
  }

  set(token: string, entry: Omit<SessionEntry, 'expiresAt'>) {
    // Oldest first in a Map: dropping the first keys bounds memory under many distinct sessions.
    if (this.entries.size >= SESSION_ENTRY_LIMIT) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(token, { ...entry, expiresAt: this.now() + SESSION_ENTRY_TTL_MS })
  }

  clear() {
    this.entries.clear()
  }
}

const memos = new WeakMap<object, SessionAudienceMemo>()

/** The memo of one app, keyed by its deps object so that each test app has its own. */
export function sessionAudienceMemoOf(deps: object): SessionAudienceMemo {
  let memo = memos.get(deps)
  if (!memo) {
    memo = new SessionAudienceMemo()
    memos.set(deps, memo)
  }
  return memo
}

/**
 * The caller's pricing audience and display currency. Without a session cookie this touches nothing but the
 * site config; with one, the memo answers for a few seconds (and hands the session user to the rest of the
 * request, so the identity header needs no lookup either).
 */
export async function resolveCaller(c: Context<AppEnv>, wanted: string | undefined): Promise<CatalogCaller> {
  const { siteConfig, db } = c.get('deps')
  const currencyFor = (preferred: string | null) => displayCurrencyOf(siteConfig, { wanted, preferred })

  const token = sessionTokenOf(c.req.header('cookie'))
  if (!token) return { audience: 'public', currency: currencyFor(null), preferredCurrency: null }

  const memo = sessionAudienceMemoOf(c.get('deps'))
  const known = memo.get(token)
  if (known) {
    if (c.get('sessionUser') === undefined) c.set('sessionUser', known.sessionUser)
    return {
      audience: known.audience,
      currency: currencyFor(known.preferredCurrency),
      preferredCurrency: known.preferredCurrency,
    }
  }

  const sessionUser = await getSessionUser(c)
  const actor = sessionUser ? await getActor(c) : null
  const preferredCurrency = actor ? await findPreferredDisplayCurrency(db, actor.id) : null
  const audience: PricingAudience = showsDealerPricing(actor) ? 'dealer' : 'public'
  memo.set(token, { sessionUser, audience, preferredCurrency })
  return { audience, currency: currencyFor(preferredCurrency), preferredCurrency }
}
