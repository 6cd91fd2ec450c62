// The serving half of `main.ts`: the app on its database, the listener, and a stop that drains both. A module of its
// own, imported while the embedded database process starts, so that its loading and the database's start overlap
// (decision 0086).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bootstrap } from './bootstrap'
import type { EmbeddedDatabaseProcess } from './db/embedded-socket'
import type { Env } from './env'
import { currentRequestId } from './http/request-scope'
import { guardProcess } from './process-guard'
import { createSiteApp } from './server'
import { createSiteListener } from './site-listener'

export async function serveSite(
  env: Env,
  { embedded, datalogWorker }: { embedded: EmbeddedDatabaseProcess | undefined; datalogWorker: string },
): Promise<void> {
  const deps = await bootstrap(env, { embeddedSocketDir: embedded?.socketDir, datalogWorker })
  // An error no handler caught is logged with its request id; the process keeps serving (decision 0064).
  guardProcess(deps.logger, currentRequestId)
  const app = await createSiteApp(deps, { webBuildDir: env.WEB_BUILD_DIR })
  const site = createSiteListener(deps, app, { hostname: env.HOST })
  // Memory is bounded by the documented Node options of the start command (decision 0079), not from in here.
  const server = createServer((req, res) => site.listen(req, res))
  server.listen(env.PORT, env.HOST, () => {
    const { port } = server.address() as AddressInfo
    deps.logger.info({ url: deps.publicUrl, port }, `${deps.siteConfig.brandName} is serving`)
  })
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    // Ctrl-C reaches us twice (from the terminal and passed on by `npm start`): the second must not kill us mid-stop.
    if (stopping) return
    stopping = true
    deps.logger.info({ signal }, 'stopping')
    server.close()
    site.stop()
    await deps.datalogs.close()
    await deps.database.close()
    await embedded?.stop()
    // Pino writes what its buffer still holds on exit: the last request lines are not lost.
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
