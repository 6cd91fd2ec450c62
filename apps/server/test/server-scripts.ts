import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const scripts = new Map<string, Promise<string>>()

/**
 * A script of the server bundled from the sources, as build.mjs bundles it beside main.js: a worker thread or a
 * child process runs plain JavaScript (the sources' TypeScript is the test runner's business, not Node's). Once per
 * test process, in a folder whose packages resolve to the repository's node_modules; removed when the process ends.
 */
function bundledScript(entry: string, packages?: 'external'): Promise<string> {
  let built = scripts.get(entry)
  if (!built) {
    built = (async () => {
      const root = fileURLToPath(new URL('../../../', import.meta.url))
      const dir = join(root, 'node_modules/.cache/tuneshop-test')
      mkdirSync(dir, { recursive: true })
      const script = join(dir, `${entry}-${process.pid}.mjs`)
      await build({
        entryPoints: [fileURLToPath(new URL(`../src/${entry}.ts`, import.meta.url))],
        outfile: script,
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages,
        logLevel: 'warning',
      })
      process.once('exit', () => rmSync(script, { force: true }))
      return script
    })()
    scripts.set(entry, built)
  }
  return built
}

/** The datalog worker (decision 0065). */
export const datalogWorkerScript = () => bundledScript('datalog-worker')

/** The embedded database's own process (decision 0056); PGlite stays a package, its WebAssembly beside it. */
export const embeddedDatabaseScript = () => bundledScript('embedded-database', 'external')
