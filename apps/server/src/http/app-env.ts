import type { Actor } from '@shop/domain/accounts'
import type { SiteConfig } from '@shop/domain/site'
import type { Logger } from 'pino'
import type { Auth } from '../auth/create-auth'
import type { Database, Db } from '../db/client'
import type { CatalogCache } from '../platform/cache/catalog-cache'
import type { DatalogParser } from '../platform/datalogs/datalog-parser'
import type { FileStore } from '../platform/files/file-store'
import type { GlobalStateCache, KnownSession } from '../platform/cache/global-state-cache'
import type { Geocoder } from '../platform/geocoding/geocoder'
import type { JobQueue } from '../platform/jobs/job-queue'
import type { Mailer } from '../platform/mail/mailer'
import type { Metrics } from '../platform/metrics/metrics'
import type { Payments } from '../platform/payments/payments'

/** What every handler can reach: built once at start (or per test) and passed in, never imported. */
export type AppDeps = {
  database: Database
  db: Db
  siteConfig: SiteConfig
  auth: Auth
  mailer: Mailer
  logger: Logger
  publicUrl: string
  clock: () => Date
  /** Ready-to-send catalog answers and anonymous catalog pages; `invalidate()` after a catalog write. */
  catalogCache: CatalogCache
  /** Payment providers that are on; `charge` picks one from the payment method. */
  payments: Payments
  limits: {
    loginMaxPerIp: number
    loginMaxPerAccountAndIp: number
    loginMaxPerAccount: number
    loginBackoffMaxSeconds: number
    mailMaxPerAccount: number
    mailMaxPerIp: number
    tuneMaxBytes: number
    logMaxBytes: number
  }
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES; see http/client-ip.ts). */
  trustedProxies: readonly string[]
  /** Uploaded and delivered files (outside the web root): DATA_DIR/files or an S3-compatible bucket. */
  files: FileStore
  /** Sessions and alerts of the global state, memoized per process (decision 0020). */
  globalState: GlobalStateCache
  /** Address verification at checkout: local rules, or a geocoding service when configured. */
  geocoder: Geocoder
  /** Uploaded datalogs are parsed in worker threads, off the request thread (decision 0065). */
  datalogs: DatalogParser
  /** The Prometheus figures served at /metrics (decision 0085). */
  metrics: Metrics
  /** Set when the process stops: /api/ready answers 503 while the requests in flight finish (decision 0085). */
  serving: { draining: boolean }
  /** Background jobs on the database (decision 0082): queued by any process, run where SERVER_ROLE says. */
  jobs: JobQueue
}

export type SessionUser = { id: string; email: string; name: string }

export type AppEnv = {
  Variables: {
    deps: AppDeps
    requestId: string
    logger: Logger
    /** The logged-in actor, or null; resolved lazily by `getActor`. */
    actor: Actor | null | undefined
    sessionUser: SessionUser | null | undefined
    /** The request's session as `http/session.ts` looked it up (once per request). */
    session: KnownSession | undefined
  }
}
