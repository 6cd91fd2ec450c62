// The store's uncached rows: product list and detail with the response cache off (RESPONSE_CACHE=off), on a fresh
// database of the local PostgreSQL server, so every request is routed, validated and queried.
import { spawnSync } from 'node:child_process'
import { startShop } from './servers.mjs'

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function psql(sql) {
  return spawnSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' })
}

/** The two rows, or one failed row saying why (no psql, no server). The database is dropped afterwards. */
export async function uncachedStoreRows({ measure, durationSeconds, warmupSeconds, log }) {
  const name = `tuneshop_bench_${process.pid}_${Date.now()}`
  const created = psql(`CREATE DATABASE ${name}`)
  if (created.status !== 0) {
    const why = (created.stderr || created.error?.message || 'psql failed').trim()
    return [{ target: 'shop GET product list, uncached on PostgreSQL', connections: 50, failed: why }]
  }
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const rows = []
  let shop
  try {
    shop = await startShop({ DATABASE_URL: url.toString(), RESPONSE_CACHE: 'off' })
    const targets = [
      ['shop GET product list, uncached on PostgreSQL', `${shop.url}/api/store/product?page=1`],
      ['shop GET product detail, uncached on PostgreSQL', `${shop.url}/api/store/product/fz3-flash-tool`],
    ]
    for (const [target, targetUrl] of targets) {
      log(`${target} @ 50 connection(s): ${warmupSeconds} s warm-up + ${durationSeconds} s`)
      const figures = await measure(targetUrl, { connections: 50, warmupSeconds, durationSeconds })
      rows.push({ target, url: targetUrl, connections: 50, raw: false, ...figures })
    }
  } catch (error) {
    rows.push({ target: 'shop GET product list, uncached on PostgreSQL', connections: 50, failed: String(error) })
  } finally {
    if (shop) {
      shop.child.kill('SIGTERM')
      await new Promise((resolve) => shop.child.once('exit', resolve))
    }
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  return rows
}
