// The store's uncached rows: product list and detail with the response cache off (RESPONSE_CACHE=off), on a fresh
// database of the local PostgreSQL server, so every request is routed, validated and queried.
import { withPostgresDatabase } from './postgres.mjs'
import { startShop, stopShop } from './servers.mjs'

/** The two rows, or one failed row saying why (no psql, no server). The database is dropped afterwards. */
export async function uncachedStoreRows({ measure, durationSeconds, warmupSeconds, log }) {
  const rows = []
  try {
    await withPostgresDatabase('tuneshop_bench', async (databaseUrl) => {
      const shop = await startShop({ DATABASE_URL: databaseUrl, RESPONSE_CACHE: 'off' })
      try {
        const targets = [
          ['shop GET product list, uncached on PostgreSQL', `${shop.url}/api/store/product?page=1`],
          ['shop GET product detail, uncached on PostgreSQL', `${shop.url}/api/store/product/fz3-flash-tool`],
        ]
        for (const [target, targetUrl] of targets) {
          log(`${target} @ 50 connection(s): ${warmupSeconds} s warm-up + ${durationSeconds} s`)
          const figures = await measure(targetUrl, { connections: 50, warmupSeconds, durationSeconds })
          rows.push({ target, url: targetUrl, connections: 50, raw: false, ...figures })
        }
      } finally {
        await stopShop(shop)
      }
    })
  } catch (error) {
    rows.push({ target: 'shop GET product list, uncached on PostgreSQL', connections: 50, failed: String(error) })
  }
  return rows
}
