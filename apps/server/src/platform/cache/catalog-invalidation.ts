import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Logger } from 'pino'
import type { Database } from '../../db/client'

/** The PostgreSQL notification channel every shop process listens on for catalog writes. */
export const CATALOG_CHANNEL = 'catalog_changed'
/** The channel for who-is-logged-in and alert changes (decision 0020). */
export const GLOBAL_STATE_CHANNEL = 'global_state_changed'

const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 30_000
/** PostgreSQL: the database does not exist (dropped, e.g. a test database): nothing left to listen to. */
const INVALID_CATALOG_NAME = '3D000'

/**
 * Tells every process of the shop that the catalog changed (decision 0014). `invalidate()` runs the local
 * listeners at once and, on PostgreSQL, sends `NOTIFY catalog_changed`; each process LISTENs on a dedicated
 * connection (a pooled one would lose the LISTEN when returned) and runs its listeners on a notification
 * from another process. On the embedded PGlite there is only this process.
 */
export type CatalogInvalidation = {
  invalidate(): Promise<void>
  /** Runs `listener` on every invalidation, local or remote; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Resolves once notifications from other processes are received (at once on PGlite). */
  readonly ready: Promise<void>
  close(): Promise<void>
}

/**
 * The same on any channel: `invalidate(detail)` carries a short text (e.g. a user id) to the listeners here and
 * in the other processes; a listener gets `null` when everything must be assumed changed (a lost connection).
 */
export type Invalidation = {
  invalidate(detail: string): Promise<void>
  /** Runs `listener` on every invalidation, local or remote; returns the unsubscribe. */
  subscribe(listener: (detail: string | null) => void): () => void
  /** Resolves once notifications from other processes are received (at once on PGlite). */
  readonly ready: Promise<void>
  close(): Promise<void>
}

export function createCatalogInvalidation(options: { database: Database; logger: Logger }): CatalogInvalidation {
  const invalidation = createInvalidation({ ...options, channel: CATALOG_CHANNEL })
  return {
    invalidate: () => invalidation.invalidate(''),
    subscribe: (listener) => invalidation.subscribe(() => listener()),
    ready: invalidation.ready,
    close: () => invalidation.close(),
  }
}

/** `createCatalogInvalidation` on any channel, with a detail per invalidation. */
export function createInvalidation(options: { database: Database; logger: Logger; channel: string }): Invalidation {
  const { database, logger, channel } = options
  const listeners = new Set<(detail: string | null) => void>()
  const notifyAll = (detail: string | null) => {
    for (const listener of listeners) listener(detail)
  }
  const subscribe = (listener: (detail: string | null) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const pool = database.kind === 'postgres' ? database.pool : undefined
  if (!pool) {
    return {
      invalidate: async (detail) => notifyAll(detail),
      subscribe,
      ready: Promise.resolve(),
      close: async () => {},
    }
  }

  // Our own notifications come back to us too; the payload names the sender so they are not applied twice.
  const instanceId = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let delay = RECONNECT_MIN_MS
  let retry: NodeJS.Timeout | undefined

  const listen = async (): Promise<void> => {
    const next = new pg.Client(pool.options)
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return
      // The payload is `<sender id> <detail>`.
      const space = message.payload.indexOf(' ')
      const sender = space === -1 ? message.payload : message.payload.slice(0, space)
      if (sender !== instanceId) notifyAll(space === -1 ? '' : message.payload.slice(space + 1))
    })
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'invalidation listener lost its connection')
      reconnect(next, error)
    })
    next.on('end', () => reconnect(next))
    await next.connect()
    // The listening socket alone must not keep a finished process (a test run, a CLI) alive.
    ;(next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
    await next.query(`LISTEN ${channel}`)
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    delay = RECONNECT_MIN_MS
  }

  const reconnect = (lost: pg.Client, error?: unknown) => {
    if (closed || client !== lost) return
    client = undefined
    lost.removeAllListeners('end')
    void lost.end().catch(() => {})
    if ((error as { code?: string } | undefined)?.code === INVALID_CATALOG_NAME) return
    // Notifications sent while we were away are lost: assume everything changed.
    notifyAll(null)
    schedule()
  }

  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      listen().catch((error: unknown) => {
        if ((error as { code?: string }).code === INVALID_CATALOG_NAME) return
        logger.warn({ err: error, channel, retryInMs: delay }, 'invalidation listener could not connect')
        delay = Math.min(delay * 2, RECONNECT_MAX_MS)
        schedule()
      })
    }, delay)
    retry.unref()
  }

  const ready = listen().catch((error: unknown) => {
    logger.warn({ err: error, channel }, 'invalidation listener could not connect')
    schedule()
  })

  return {
    invalidate: async (detail) => {
      notifyAll(detail)
      // The write is already committed: failing to tell the others must not fail it. Their listeners lost the
      // same server, and a listener that reconnects clears its caches anyway.
      const payload = detail ? `${instanceId} ${detail}` : instanceId
      await pool.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => {
        logger.error({ err: error, channel }, 'invalidation could not notify the other processes')
      })
    },
    subscribe,
    ready,
    close: async () => {
      closed = true
      if (retry) clearTimeout(retry)
      const current = client
      client = undefined
      if (current) {
        current.removeAllListeners('end')
        await current.end().catch(() => {})
      }
    },
  }
}
