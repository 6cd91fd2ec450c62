import pino, { type Logger } from 'pino'
import type { SiteConfig } from '@shop/domain/site'
import { createAuth } from './auth/create-auth'
import { resolveSessionSecret } from './auth/session-secret'
import type { Database } from './db/client'
import { fromEmbeddedServer, openDatabase } from './db/client'
import { EMBEDDED_SOCKET_PORT } from './db/embedded-socket'
import type { Env } from './env'
import type { AppDeps } from './http/app-env'
import { requestIdMixin } from './http/request-scope'
import { CatalogCache } from './platform/cache/catalog-cache'
import { createFileStoreOf } from './platform/files/create-file-store'
import {
  createCatalogInvalidation,
  createInvalidation,
  GLOBAL_STATE_CHANNEL,
} from './platform/cache/catalog-invalidation'
import { GlobalStateCache } from './platform/cache/global-state-cache'
import { createGeocoder } from './platform/geocoding/create-geocoder'
import { createJobQueue } from './platform/jobs/job-queue'
import { createMailer } from './platform/mail/mailer'
import { createMetrics } from './platform/metrics/metrics'
import { createPayments } from './platform/payments/create-payments'
import { loadSiteConfig, withSellerOverrides } from './site-config'
import { createDatalogParser } from './platform/datalogs/datalog-parser'
import { reconcilePaymentsAtStart } from './features/checkout/reconcile-payments'
import { reconcileStuckPurchases } from './features/catalog-purchases/catalog-purchases.service'

export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}

/**
 * The origins the auth library accepts mutations from: the public URL, and without one the other names of
 * this machine too, so that a shop started with no settings logs in at http://127.0.0.1:3000 as well.
 */
export function trustedOriginsOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string[] {
  if (env.PUBLIC_URL) return [publicUrlOf(env)]
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`)
}

/** Everything the app needs, from a database that is already migrated. */
export async function buildDeps(options: {
  env: Env
  database: Database
  siteConfig: SiteConfig
  logger: Logger
  clock?: () => Date
  /** The built `datalog-worker` script (beside main.js; tests bundle it from the sources). */
  datalogWorker: string
  /** Tests poll for jobs more often than the default 2 s, and retry sooner. */
  jobs?: { pollingIntervalSeconds?: number; retryDelaySeconds?: number }
}): Promise<AppDeps> {
  const { env, database, siteConfig, logger } = options
  const publicUrl = publicUrlOf(env)
  const clock = options.clock ?? (() => new Date())
  const jobs = createJobQueue({ database, logger, role: env.SERVER_ROLE, ...options.jobs })
  const mailer = createMailer({ db: database.db, jobs, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger, clock })
  const secret = await resolveSessionSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR, database })
  const catalogCache = new CatalogCache(createCatalogInvalidation({ database, logger }), {
    enabled: env.RESPONSE_CACHE === 'on',
  })
  const metrics = createMetrics()
  metrics.watchCaches({ response: catalogCache.responses, page: catalogCache.pages })
  if (database.connections) metrics.watchPool(database.connections)
  return {
    database,
    db: database.db,
    siteConfig,
    auth: createAuth({
      db: database.db,
      secret,
      publicUrl,
      trustedOrigins: trustedOriginsOf(env),
      siteConfig,
      mailer,
      logger,
      clock,
      mailLimits: { maxPerAccount: env.MAIL_MAX_PER_ACCOUNT, maxPerAddress: env.MAIL_MAX_PER_IP },
    }),
    mailer,
    logger,
    publicUrl,
    clock,
    catalogCache,
    payments: await createPayments({ env, db: database.db, currencies: siteConfig.currencies }),
    limits: {
      loginMaxPerIp: env.LOGIN_MAX_PER_IP,
      loginMaxPerAccountAndIp: env.LOGIN_MAX_PER_ACCOUNT_AND_IP,
      loginMaxPerAccount: env.LOGIN_MAX_PER_ACCOUNT,
      loginBackoffMaxSeconds: env.LOGIN_BACKOFF_MAX_SECONDS,
      mailMaxPerAccount: env.MAIL_MAX_PER_ACCOUNT,
      mailMaxPerIp: env.MAIL_MAX_PER_IP,
      tuneMaxBytes: env.TUNE_MAX_BYTES,
      logMaxBytes: env.LOG_MAX_BYTES,
    },
    trustedProxies: env.TRUSTED_PROXIES,
    files: await createFileStoreOf(env),
    globalState: new GlobalStateCache(createInvalidation({ database, logger, channel: GLOBAL_STATE_CHANNEL })),
    geocoder: createGeocoder(env),
    datalogs: createDatalogParser({ script: options.datalogWorker }),
    metrics,
    serving: { draining: false },
    jobs,
  }
}

/** The process's logger: its mixin puts the request id on every line logged during a request (decision 0085). */
export function createLogger(level: Env['LOG_LEVEL'], destination: pino.DestinationStream): Logger {
  return pino({ level, mixin: requestIdMixin }, destination)
}

/**
 * Start-up: config, the database (already migrated and seeded by `prepare-database`, which `main.ts` runs first in
 * a child process), dependencies, and the settling of payments a crash interrupted.
 */
export async function bootstrap(
  env: Env,
  options: { embeddedSocketDir?: string; datalogWorker: string },
): Promise<AppDeps> {
  // One request line per answer: written in 4 KB batches rather than a write call each (pino flushes what is left
  // at exit), since a synchronous write per request was a tenth of a cached answer's time.
  const logger = createLogger(env.LOG_LEVEL, pino.destination({ dest: 1, sync: false, minLength: 4096 }))
  const siteConfig = withSellerOverrides(loadSiteConfig(env.SITE_CONFIG), env)
  // Without DATABASE_URL, `main.ts` serves the embedded database from a process of its own (decision 0056).
  const database = options.embeddedSocketDir
    ? fromEmbeddedServer(options.embeddedSocketDir, EMBEDDED_SOCKET_PORT)
    : await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const deps = await buildDeps({ env, database, siteConfig, logger, datalogWorker: options.datalogWorker })
  // Decision 0030: payments a crash left between charge and commit are settled before serving.
  await reconcilePaymentsAtStart(deps)
  const purchases = await reconcileStuckPurchases(deps)
  if (purchases.paid + purchases.reopened > 0) logger.warn(purchases, 'catalog purchases reconciled')
  return deps
}
