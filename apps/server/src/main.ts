import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bootstrap } from './bootstrap'
import { startEmbeddedDatabase } from './db/embedded-socket'
import { ConfigError, readEnv } from './env'
import { currentRequestId } from './http/request-scope'
import { startJobs } from './jobs'
import { guardProcess } from './process-guard'
import { createSiteApp } from './server'
import { createSiteListener } from './site-listener'

/** A script built beside this one (`dist/…js`, or `src/…ts` when run from the sources). */
function siblingScript(name: string): string {
  const own = fileURLToPath(import.meta.url)
  return fileURLToPath(new URL(`./${name}${extname(own)}`, import.meta.url))
}

/** Runs `prepare-database` (migrations, demo seed) in a child process and waits for it to finish. */
function prepareDatabase(): Promise<void> {
  const script = siblingScript('prepare-database')
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}

async function main() {
  const env = readEnv()
  await prepareDatabase()
  // React and React Router pick their development builds (several times slower) unless NODE_ENV says
  // otherwise when the web build is loaded; `npm start` sets nothing, and the built server is production.
  process.env.NODE_ENV = env.NODE_ENV
  // The embedded database runs in a process of its own (decision 0056); a PostgreSQL server is reached directly.
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({
        script: siblingScript('embedded-database'),
        dataDir: env.DATA_DIR,
        // Its JavaScript is a protocol relay with almost nothing live: V8's default young generation (128 MiB
        // reserved here) would be most of its memory that is not PGlite's.
        execArgv: [...process.execArgv, '--max-semi-space-size=2'],
        onUnexpectedExit: (reason) => {
          console.error(`the embedded database stopped (${reason}): the shop cannot serve without it`)
          process.exit(1)
        },
      })
  const deps = await bootstrap(env, {
    embeddedSocketDir: embedded?.socketDir,
    datalogWorker: siblingScript('datalog-worker'),
  })
  // An error no handler caught is logged with its request id; the process keeps serving (decision 0064).
  guardProcess(deps.logger, currentRequestId)
  const jobs = startJobs(deps)
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
    await jobs.stop()
    await deps.database.close()
    await embedded?.stop()
    // Pino writes what its buffer still holds on exit: the last request lines are not lost.
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
