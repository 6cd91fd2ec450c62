// npm run bench: the built shop against a raw node:http server, page weight of the home page, Lighthouse.
// See bench/README.md for how to read the output.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runLighthouse } from './lighthouse.mjs'
import { measure } from './load.mjs'
import { measurePageWeight } from './page-weight.mjs'
import { killAllNow, startRaw, startShop, stopAll } from './servers.mjs'
import { lighthouseLines, loadTable, pageWeightLines } from './table.mjs'

const root = new URL('..', import.meta.url).pathname
const durationSeconds = Number(process.env.BENCH_DURATION ?? 8)
const warmupSeconds = Math.min(2, durationSeconds)
const connectionCounts = [1, 50]
const budget = { budgetKb: 130, stretchKb: 110 }
const lighthouseTarget = 95

function log(message) {
  process.stderr.write(`[bench] ${message}\n`)
}

function buildIfMissing() {
  const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.js']
  if (outputs.every((path) => existsSync(join(root, path)))) return
  log('build output missing: npm run build')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`)
}

async function loadRows(raw, shop) {
  const targets = [
    { target: 'raw node:http GET /api/health', url: `${raw.url}/api/health`, raw: true },
    { target: 'shop GET /api/health', url: `${shop.url}/api/health` },
    { target: 'shop GET /api/global/v1/ui-state', url: `${shop.url}/api/global/v1/ui-state` },
  ]
  const rows = []
  for (const { target, url, raw: isRaw } of targets) {
    for (const connections of connectionCounts) {
      log(`${target} @ ${connections} connection(s): ${warmupSeconds} s warm-up + ${durationSeconds} s`)
      try {
        const figures = await measure(url, { connections, warmupSeconds, durationSeconds })
        rows.push({ target, url, connections, raw: Boolean(isRaw), ...figures })
      } catch (error) {
        rows.push({ target, url, connections, raw: Boolean(isRaw), failed: String(error?.message ?? error) })
      }
    }
  }
  for (const row of rows) {
    const baseline = rows.find((other) => other.raw && other.connections === row.connections)
    row.ratioToRaw = baseline?.reqPerSec ? row.reqPerSec / baseline.reqPerSec : Number.NaN
  }
  return rows
}

async function main() {
  const startedAt = new Date()
  buildIfMissing()
  log('starting the raw node:http server and the built shop (fresh DATA_DIR, demo seed)')
  const [raw, shop] = await Promise.all([startRaw(), startShop()])

  // Page weight and Lighthouse first: they read build/client from disk, so a rebuild during the long load
  // runs would leave the already-loaded server HTML pointing at assets that are gone.
  log('page weight of /')
  const weight = await measurePageWeight(shop.url, '/').catch((error) => ({ error: String(error?.message ?? error) }))

  let lighthouse = { skipped: true }
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    log('Lighthouse (mobile, performance) of /')
    lighthouse = await runLighthouse(`${shop.url}/`)
  }

  const rows = await loadRows(raw, shop)

  const output = [
    '',
    `## Bench ${startedAt.toISOString()} (Node ${process.version}, ${durationSeconds} s per run)`,
    '',
    loadTable(rows),
    '',
    ...pageWeightLines(weight, budget),
    '',
    ...lighthouseLines(lighthouse, { target: lighthouseTarget }),
    '',
  ]
  console.log(output.join('\n'))

  const resultsDir = join(root, 'bench/results')
  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const json = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    durationSeconds,
    warmupSeconds,
    load: rows,
    pageWeight: { ...weight, ...budget },
    lighthouse: { ...lighthouse, target: lighthouseTarget },
  }
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  log(`figures written to ${file}`)
  return rows.some((row) => row.failed || row.non2xx || row.errors || row.timeouts) ? 1 : 0
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping the servers`)
    await stopAll()
    process.exit(130)
  })
}
process.once('exit', killAllNow)

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(error)
    await stopAll()
    process.exit(1)
  })
