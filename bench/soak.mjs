// `npm run soak`: mixed traffic for SOAK_SECONDS (600 by default) at SOAK_CONNECTIONS (50) shoppers against the
// built shop on a fresh PostgreSQL database (created and dropped here), with the server's RSS every 30 s.
// See bench/README.md ("Soak") and decision 0086.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { ADMIN_URL, withPostgresDatabase } from './postgres.mjs'
import { buildIfMissing, killAllNow, rssMiB, startShop, stopAll } from './servers.mjs'
import { KINDS, SOAK_PRODUCT, drawKind, newUser } from './soak-actions.mjs'

const root = new URL('..', import.meta.url).pathname
const seconds = Number(process.env.SOAK_SECONDS ?? 600)
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50)
const RSS_EVERY_SECONDS = 30
/** The RSS after warm-up stays within ±10% of its mean over the last five minutes (or the second half of a short soak). */
const RSS_FLAT_SHARE = 0.1
const FLAT_WINDOW_SECONDS = 300

const log = (message) => process.stderr.write(`[soak] ${message}\n`)

/** V8's heap spaces and the memory outside it, from the server's /metrics: what each RSS sample is made of. */
async function heapOf(shopUrl, token) {
  try {
    const response = await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    const text = await response.text()
    const mib = (pattern) => Number(pattern.exec(text)?.[1] ?? Number.NaN) / 2 ** 20
    const space = (name) => mib(new RegExp(`^nodejs_heap_space_size_total_bytes\\{space="${name}"\\} (\\d+)`, 'm'))
    return {
      newMiB: space('new'),
      oldMiB: space('old'),
      largeObjectMiB: space('large_object') + space('new_large_object'),
      codeMiB: space('code'),
      usedMiB: mib(/^nodejs_heap_size_used_bytes (\d+)/m),
      externalMiB: mib(/^nodejs_external_memory_bytes (\d+)/m),
    }
  } catch {
    return null
  }
}

/** Per kind: latencies (ms) of the answers that were right, the error count and the first few messages. */
function newTally() {
  return Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, { ms: [], errors: 0, messages: new Map() }]))
}

const percentile = (sorted, fraction) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : Number.NaN

async function shopper(shopUrl, tally, until) {
  const user = await newUser(shopUrl)
  while (Date.now() < until) {
    const kind = drawKind()
    const started = performance.now()
    try {
      await KINDS[kind].run(user)
      tally[kind].ms.push(performance.now() - started)
    } catch (error) {
      const entry = tally[kind]
      entry.errors += 1
      const message = String(error?.message ?? error)
      entry.messages.set(message, (entry.messages.get(message) ?? 0) + 1)
    }
  }
}

/** Raises the soak product's stock, so that ten minutes of checkouts never meet a sold-out 409. */
function restock(databaseUrl) {
  const sql = `update store_stock_level set quantity_on_hand = 100000000 where product_id in (select id from store_product where slug = '${SOAK_PRODUCT}')`
  const result = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`restocking failed: ${result.stderr.trim()}`)
}

function flatness(series) {
  const lastSeconds = series.at(-1)?.atSeconds ?? 0
  const window = Math.min(FLAT_WINDOW_SECONDS, lastSeconds / 2)
  const samples = series.filter((sample) => sample.atSeconds >= lastSeconds - window).map((sample) => sample.rssMiB)
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length
  const worst = Math.max(...samples.map((value) => Math.abs(value - mean) / mean))
  return {
    windowSeconds: window,
    samples: samples.length,
    meanMiB: mean,
    worstShare: worst,
    flat: worst <= RSS_FLAT_SHARE,
  }
}

const heapText = (heap) =>
  heap
    ? `new ${heap.newMiB.toFixed(0)}, old ${heap.oldMiB.toFixed(0)}, large ${heap.largeObjectMiB.toFixed(0)}, code ${heap.codeMiB.toFixed(0)} (used ${heap.usedMiB.toFixed(0)}), external ${heap.externalMiB.toFixed(0)}`
    : 'n/a'

function report({ startedAt, tally, series, elapsedSeconds }) {
  const rows = Object.entries(tally).map(([kind, { ms, errors, messages }]) => {
    const sorted = Float64Array.from(ms).sort()
    return {
      kind,
      requests: ms.length + errors,
      perSecond: (ms.length + errors) / elapsedSeconds,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors,
      messages: Object.fromEntries([...messages].slice(0, 5)),
    }
  })
  const total = rows.reduce((sum, row) => sum + row.requests, 0)
  const errors = rows.reduce((sum, row) => sum + row.errors, 0)
  const flat = flatness(series)
  const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
  const lines = [
    '',
    `## Soak ${startedAt.toISOString()} (Node ${process.version}, ${fixed(elapsedSeconds, 0)} s, ${connections} connections, PostgreSQL)`,
    '',
    '| kind | steps | steps/s | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.requests} | ${fixed(row.perSecond)} | ${fixed(row.p50Ms)} | ${fixed(row.p99Ms)} | ${row.errors} |`,
    ),
    `| all | ${total} | ${fixed(total / elapsedSeconds)} | | | ${errors} |`,
    '',
    `Errors: ${errors} (target 0)${errors ? ':' : ''}`,
    ...rows.flatMap((row) => Object.entries(row.messages).map(([text, count]) => `  ${row.kind}: ${count}× ${text}`)),
    '',
    `Server RSS every ${RSS_EVERY_SECONDS} s (MiB): ${series.map((sample) => `${sample.atSeconds} s ${sample.rssMiB.toFixed(0)}`).join(', ')}`,
    `Heap at each sample (MiB): ${series.map((sample) => `${sample.atSeconds} s ${heapText(sample.heap)}`).join('; ')}`,
    `RSS over the last ${fixed(flat.windowSeconds, 0)} s: mean ${fixed(flat.meanMiB, 0)} MiB, furthest sample ${fixed(flat.worstShare * 100)}% from it (target within ±${RSS_FLAT_SHARE * 100}%): ${flat.flat ? 'flat' : 'NOT FLAT'}`,
    '',
  ]
  console.log(lines.join('\n'))
  const resultsDir = join(root, 'bench/results')
  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const json = { startedAt: startedAt.toISOString(), node: process.version, seconds: elapsedSeconds, connections }
  writeFileSync(
    file,
    `${JSON.stringify({ ...json, total, errors, kinds: rows, rss: series, rssFlatness: flat }, null, 2)}\n`,
  )
  log(`figures written to ${file}`)
  return errors === 0 && flat.flat ? 0 : 1
}

async function main() {
  buildIfMissing(log)
  const startedAt = new Date()
  return withPostgresDatabase('tuneshop_soak', async (databaseUrl) => {
    log(`starting the built shop on a fresh database of ${new URL(ADMIN_URL).host}`)
    // Fifty shoppers log in from one address at once, and the login limiter counts each attempt as a failure until
    // it succeeds (decision 0067): its limits are raised for the soak, which measures the shop, not the limiter.
    const limits = {
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT_AND_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
    }
    // The heap's make-up beside each RSS sample, from /metrics (decision 0090).
    const metricsToken = randomBytes(16).toString('hex')
    const shop = await startShop({ DATABASE_URL: databaseUrl, METRICS_TOKEN: metricsToken, ...limits })
    restock(databaseUrl)
    const tally = newTally()
    const series = []
    const began = Date.now()
    const until = began + seconds * 1000
    const sampler = setInterval(async () => {
      const sample = { atSeconds: Math.round((Date.now() - began) / 1000), rssMiB: rssMiB(shop.child), heap: null }
      series.push(sample)
      sample.heap = await heapOf(shop.url, metricsToken)
      log(`${sample.atSeconds} s: server RSS ${sample.rssMiB.toFixed(0)} MiB, heap ${heapText(sample.heap)}`)
    }, RSS_EVERY_SECONDS * 1000)
    log(`${connections} shoppers for ${seconds} s`)
    try {
      await Promise.all(Array.from({ length: connections }, () => shopper(shop.url, tally, until)))
    } finally {
      clearInterval(sampler)
    }
    const elapsedSeconds = (Date.now() - began) / 1000
    await stopAll()
    return report({ startedAt, tally, series, elapsedSeconds })
  })
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping the shop`)
    await stopAll()
    process.exit(130)
  })
}
process.once('exit', killAllNow)

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(error)
    await stopAll()
    process.exit(1)
  })
