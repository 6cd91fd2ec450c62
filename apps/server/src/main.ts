import { spawn } from 'node:child_process'
import { enableCompileCache } from 'node:module'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, readEnv } from './env'

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
  // Node keeps the compiled code of the modules loaded from here on (the bundled server, the web build) on disk,
  // by their content: a second start skips compiling them (decision 0087).
  enableCompileCache()
  const env = readEnv()
  // Tracing (decision 0085) patches node:http and pg as they load, so it starts before the rest of the server is
  // imported; without OTEL_EXPORTER_OTLP_ENDPOINT none of OpenTelemetry is even loaded.
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./platform/tracing/tracing')).startTracing()
    : undefined
  // React and React Router pick their development builds (several times slower) unless NODE_ENV says
  // otherwise when the web build is loaded; `npm start` sets nothing, and the built server is production.
  process.env.NODE_ENV = env.NODE_ENV
  if (env.DATABASE_URL) await prepareDatabase()
  const { EMBEDDED_SOCKET_PORT, startEmbeddedDatabase } = await import('./db/embedded-socket')
  // The embedded database runs in a process of its own (decision 0056); a PostgreSQL server is reached directly.
  const startEmbedded = () =>
    startEmbeddedDatabase({
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
  const starting = env.DATABASE_URL ? undefined : startEmbedded()
  // Its failure is reported where it is awaited, below, not as an unhandled rejection while the modules load.
  starting?.catch(() => {})
  // The serving half's modules (most of the start's own CPU time) load while the database process starts beside
  // us, on the other core (decision 0086).
  const [{ serve }, { databaseIsCurrent }, { SEED_KEY }] = await Promise.all([
    import('./serve'),
    import('./db/database-is-current'),
    import('./db/seed/seed-key'),
  ])
  let embedded = await starting
  // An existing data dir that is migrated and seeded is served at once; the prepare step opened the whole database
  // in a process of its own first, a second PGlite start (decision 0086). A first start, or one after an upgrade
  // with new migrations, stops the database process, prepares the data dir and starts it again.
  const connection = embedded && { host: embedded.socketDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres' }
  if (embedded && connection && !(await databaseIsCurrent(connection, { demo: env.DEMO, seedKey: SEED_KEY }))) {
    await embedded.stop()
    await prepareDatabase()
    embedded = await startEmbedded()
  }
  await serve(env, { embedded, datalogWorker: siblingScript('datalog-worker') }, tracing ? [tracing] : [])
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
