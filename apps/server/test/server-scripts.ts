import { bundledScript } from './bundled-script'

/** The datalog worker (decision 0065), bundled from the sources as build.mjs bundles it beside main.js. */
export const datalogWorkerScript = () =>
  bundledScript(new URL('../src/datalog-worker.ts', import.meta.url), 'datalog-worker')

/** The embedded database's own process (decision 0056); PGlite stays a package, its WebAssembly beside it. */
export const embeddedDatabaseScript = () =>
  bundledScript(new URL('../src/embedded-database.ts', import.meta.url), 'embedded-database')
