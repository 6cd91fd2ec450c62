import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bootstrap } from './bootstrap'
import type { EmbeddedDatabaseProcess } from './db/embedded-socket'
import type { Env } from './env'
import { currentRequestId } from './http/request-scope'
import { startJobs } from './jobs'
import { guardProcess } from './process-guard'
import { createSiteApp } from './server'
import { keepIdleConnections } from './http/idle-connections'
import { stopGracefully, type Closer } from './shutdown'
import { createSiteListener } from './site-listener'

/**
 * The serving half of `main.ts`, on a database that is migrated and seeded: a module of its own, imported once
 * tracing (when configured) is on and while the embedded database process starts, so that its loading and the
 * database's start overlap (decisions 0085, 0086). `closeLast` stops after everything else (tracing, which sends
 * the spans of the shutdown itself).
 */
export async function serve(
  env: Env,
  { embedded, datalogWorker }: { embedded: EmbeddedDatabaseProcess | undefined; datalogWorker: string },
  closeLast: Closer[] = [],
) {
  const deps = await bootstrap(env, { embeddedSocketDir: embedded?.socketDir, datalogWorker })
  // An error no handler caught is logged with its request id; the process keeps serving (decision 0064).
  guardProcess(deps.logger, currentRequestId)
  // Background jobs start beside serving, not before it (decision 0082); SERVER_ROLE decides whether they run here.
  const jobs = startJobs(deps)
  const app = await createSiteApp(deps, { webBuildDir: env.WEB_BUILD_DIR })
  const site = createSiteListener(deps, app, { hostname: env.HOST, metricsToken: env.METRICS_TOKEN })
  // Memory is bounded by the documented Node options of the start command (decision 0079), not from in here.
  const server = keepIdleConnections(createServer((req, res) => site.listen(req, res)))
  server.listen(env.PORT, env.HOST, () => {
    const { port } = server.address() as AddressInfo
    deps.logger.info({ url: deps.publicUrl, port }, `${deps.siteConfig.brandName} is serving`)
  })
  // What stops once the requests in flight are done, in this order (decision 0085). Running jobs still need the
  // database to finish.
  const stopBeforeDatabase: Closer[] = [{ name: 'background jobs', close: () => jobs.stop() }]
  const closers = (): Closer[] => [
    { name: 'datalog parser', close: () => deps.datalogs.close() },
    ...stopBeforeDatabase,
    { name: 'catalog invalidation', close: () => deps.catalogCache.close() },
    { name: 'session invalidation', close: () => deps.globalState.close() },
    { name: 'database', close: () => deps.database.close() },
    { name: 'embedded database', close: () => embedded?.stop() },
    ...closeLast,
  ]
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    // Ctrl-C reaches us twice (from the terminal and passed on by `npm start`): the second must not kill us mid-stop.
    if (stopping) return
    stopping = true
    deps.logger.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'stopping: finishing the requests in flight')
    await stopGracefully({
      server,
      serving: deps.serving,
      logger: deps.logger,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      closers,
    })
    site.stop()
    // Pino writes what its buffer still holds on exit: the last request lines are not lost.
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
