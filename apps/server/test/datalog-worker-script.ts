import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

let built: Promise<string> | undefined

/**
 * The datalog worker bundled from the sources, as build.mjs bundles it beside main.js: a worker thread runs plain
 * JavaScript (the sources' TypeScript is the test runner's business, not Node's). Once per test process, in a
 * folder whose packages resolve to the repository's node_modules; removed when the process ends.
 */
export function datalogWorkerScript(): Promise<string> {
  built ??= (async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const dir = join(root, 'node_modules/.cache/tuneshop-test')
    mkdirSync(dir, { recursive: true })
    const script = join(dir, `datalog-worker-${process.pid}.mjs`)
    await build({
      entryPoints: [fileURLToPath(new URL('../src/datalog-worker.ts', import.meta.url))],
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    })
    process.once('exit', () => rmSync(script, { force: true }))
    return script
  })()
  return built
}
