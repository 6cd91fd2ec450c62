import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** As build.mjs: the npm dependencies stay imports, the workspace's own packages (TypeScript sources) are inlined. */
const { dependencies = {} } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
}
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`])
const built = new Map<string, Promise<string>>()

/**
 * A TypeScript entry bundled into one plain JavaScript file, as build.mjs bundles the server's: a worker thread or a child process runs JavaScript
 * (the sources' TypeScript is the test runner's business, not Node's). Once per
 * test process and entry, in a folder whose packages resolve to the repository's node_modules; removed when the
 * process ends.
 */
export function bundledScript(entry: URL, name: string): Promise<string> {
  const cached = built.get(name)
  if (cached) return cached
  const bundling = (async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const dir = join(root, 'node_modules/.cache/tuneshop-test')
    mkdirSync(dir, { recursive: true })
    const script = join(dir, `${name}-${process.pid}.mjs`)
    await build({
      entryPoints: [fileURLToPath(entry)],
      outfile: script,
      bundle: true,
      external,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    })
    process.once('exit', () => rmSync(script, { force: true }))
    return script
  })()
  built.set(name, bundling)
  return bundling
}
