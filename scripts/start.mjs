// `npm start`: builds the shop when the build is missing or older than the sources, then serves it.
// Runs on the Node that npm put first on PATH (the project's pinned Node 24).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'
import { supervise } from './supervise-server.mjs'

const root = new URL('..', import.meta.url).pathname
const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'].map((p) => join(root, p))
const sources = ['packages/domain/src', 'apps/web/app', 'apps/web/public', 'apps/server/src'].map((p) => join(root, p))

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path))
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

const built = outputs.every((file) => existsSync(file))
const stale = built && Math.max(...sources.map(newestMtime)) > Math.min(...outputs.map((f) => statSync(f).mtimeMs))
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build: building…' : 'First start: building the shop…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Brought back if it dies, with a back-off; a non-zero exit when it keeps dying (supervise-server.mjs).
// Without --enable-source-maps: Node would read and parse every module's source map as it loads (a fifth of the
// start, decision 0087). A stack trace names the bundle's lines; `node --enable-source-maps` maps them when wanted.
process.exit(await supervise([...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')]))
