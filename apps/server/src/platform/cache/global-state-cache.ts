import type { Actor, User } from '@shop/domain/accounts'
import type { Invalidation } from './catalog-invalidation'

/**
 * What the shop knows about one session cookie (decision 0020): the session's user as the auth library has it,
 * the user with memberships as the global state shows them (null when logged out or banned) and the actor the
 * permission checks decide on (null likewise).
 */
export type KnownSession = {
  sessionUser: { id: string; email: string; name: string } | null
  user: User | null
  /** When the user's row last changed (their `Last-Modified`); null with no user. */
  userUpdatedAt: Date | null
  actor: Actor | null
}

/** An alert as kept per audience: with its time window, so that one entry serves until an alert write. */
export type CachedAlert = {
  id: number
  type: string
  title: string
  body: string
  startsAt: Date | null
  endsAt: Date | null
}

/**
 * How long a session is reused without asking the database. Short on purpose: writes in this process and (through
 * NOTIFY) in the others evict at once; the time limit only bounds what a lost notification could leave behind.
 */
export const SESSION_TTL_MS = 10_000
export const ALERTS_TTL_MS = 60_000
const MAX_ENTRIES = 10_000

type Entry<V> = { value: V; expiresAt: number }

/**
 * A bounded, time-limited memo, oldest dropped first (insertion order of a Map). `version` moves on every
 * eviction: a value read from the database before an eviction must not be stored after it (`setIfUnchanged`).
 */
export class Memo<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private generation = 0

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries: number = MAX_ENTRIES,
  ) {}

  get version(): number {
    return this.generation
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Keeps `value` unless something was evicted since `version` was read; `expiresAt` may shorten its life. */
  setIfUnchanged(key: string, value: V, version: number, expiresAt?: number) {
    if (version !== this.generation) return
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, expiresAt: Math.min(this.now() + this.ttlMs, expiresAt ?? Infinity) })
  }

  delete(key: string) {
    this.generation++
    this.entries.delete(key)
  }

  deleteWhere(matches: (value: V) => boolean) {
    this.generation++
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key)
  }

  clear() {
    this.generation++
    this.entries.clear()
  }
}

const USER = 'user:'
const ALERTS = 'alerts:'
const EVERYONE = '*'

/**
 * The per-process memo of the global state's database reads (decision 0020): session cookie →
 * who is logged in, and the alerts per audience. Evicted by the writes that change them, here at once and in the
 * other processes through PostgreSQL NOTIFY on its own channel (the catalog invalidation's pattern).
 */
export class GlobalStateCache {
  readonly sessions: Memo<KnownSession>
  /** Keyed by user id; '' holds the alerts for everyone (visitors). */
  readonly alerts: Memo<CachedAlert[]>
  private readonly unsubscribe: () => void

  constructor(
    private readonly invalidation: Invalidation,
    now: () => number = Date.now,
  ) {
    this.sessions = new Memo(SESSION_TTL_MS, now)
    this.alerts = new Memo(ALERTS_TTL_MS, now)
    this.unsubscribe = invalidation.subscribe((detail) => this.apply(detail))
  }

  /** After a logout, a ban, a role, membership or profile change of this user: their sessions are looked up again. */
  forgetUser(userId: string): Promise<void> {
    return this.invalidation.invalidate(`${USER}${userId}`)
  }

  /** After an account change whose user is not known here (e.g. the auth library's admin endpoints). */
  forgetAllSessions(): Promise<void> {
    return this.invalidation.invalidate(`${USER}${EVERYONE}`)
  }

  /** After an alert write: `userId` for one user's own view (a closed alert), null for everyone. */
  forgetAlerts(userId: string | null): Promise<void> {
    return this.invalidation.invalidate(`${ALERTS}${userId ?? EVERYONE}`)
  }

  /** Resolves once evictions from other processes arrive. */
  get ready(): Promise<void> {
    return this.invalidation.ready
  }

  async close(): Promise<void> {
    this.unsubscribe()
    await this.invalidation.close()
  }

  private apply(detail: string | null) {
    if (detail === null) {
      this.sessions.clear()
      this.alerts.clear()
    } else if (detail.startsWith(USER)) {
      const userId = detail.slice(USER.length)
      if (userId === EVERYONE) this.sessions.clear()
      else this.sessions.deleteWhere((known) => known.sessionUser?.id === userId)
    } else if (detail.startsWith(ALERTS)) {
      const userId = detail.slice(ALERTS.length)
      if (userId === EVERYONE) this.alerts.clear()
      else this.alerts.delete(userId)
    }
  }
}
