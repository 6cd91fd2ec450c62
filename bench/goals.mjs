// The bench's targets (decision 0086 restates them for a shared 2-core host) and how a row is judged against them.

/**
 * Targets of the load rows, per connection count. `minRatio` is a share of raw node:http's req/s (the row then takes
 * turns with raw, `pairedWithRaw`), `maxP99Ratio` a ceiling on the row's p99 over raw's p99 in the same rounds,
 * `minReqPerSec` an absolute floor, `maxP99Ms` an absolute latency ceiling.
 */
export const GOALS = {
  // Through the whole middleware (client address, request id, logging, security headers), asked as a browser asks.
  'shop GET /api/health': { 50: { minRatio: 0.5 } },
  // p99 against raw's in the same rounds: an absolute 5 ms measured the neighbours on a shared host.
  'shop GET engine detail JSON (anonymous)': { 50: { minRatio: 0.6, maxP99Ratio: 2 } },
  'shop GET engine detail JSON (demo dealer)': { 50: { minRatio: 0.3 } },
  'shop SSR vehicle page (anonymous, page cache)': { 50: { minRatio: 0.25 } },
  // A client that accepts no compression: the page cache keeps the page's text, so no decompression per request.
  'shop SSR vehicle page (anonymous, page cache, uncompressed)': { 50: { minRatio: 0.25 } },
  'shop SSR vehicle page (logged in, uncached)': { 10: { minReqPerSec: 150 } },
  // The store's product list and detail for an anonymous visitor (cached, decision 0024).
  'shop GET product list, 20 per page (anonymous)': { 50: { minRatio: 0.6 } },
  'shop GET product detail (anonymous)': { 50: { minRatio: 0.6 } },
  // The same reads with the response cache off, on the local PostgreSQL server.
  'shop GET product list, uncached on PostgreSQL': { 50: { minReqPerSec: 1000 } },
  'shop GET product detail, uncached on PostgreSQL': { 50: { minReqPerSec: 1000 } },
  // The buying journey's writes on PostgreSQL, as a shop that grows runs it.
  'shop add-to-cart on PostgreSQL (PUT /api/store/cart, logged in)': { 50: { minReqPerSec: 500, maxP99Ms: 200 } },
  'shop checkout estimate on PostgreSQL (POST /api/order/estimate, guest)': {
    50: { minReqPerSec: 500, maxP99Ms: 200 },
  },
  // The back office on the embedded database, as an admin (issue 24, decision 0095).
  'shop GET admin order list, 50 per page, paid only (admin)': { 10: { minReqPerSec: 300, maxP99Ms: 50 } },
  'shop GET admin metrics, revenue of the last 30 days (admin)': { 10: { minReqPerSec: 300, maxP99Ms: 50 } },
  // The dealer portal on the embedded database, as the demo dealer's owner (issue 25).
  'shop GET dealer dashboard page, uncached (dealer owner)': { 10: { minReqPerSec: 150 } },
  'shop GET dealer balance postings, 50 per page (dealer owner)': { 10: { minReqPerSec: 150 } },
}

/** The server's resident memory: settled within `settleSeconds` of the last request, and its peak under load. */
export const RSS_GOAL = { maxSettledMiB: 300, settleSeconds: 60, maxPeakMiB: 600 }

/** `npm start` on an existing embedded database (its second start) until /api/health answers. */
export const STARTUP_GOAL = { maxSeconds: 1.5 }

export const LIGHTHOUSE_TARGET = 95
/** Runs per page; the score is Lighthouse's median run. */
export const LIGHTHOUSE_RUNS = 5

export function goalMet(row, goal) {
  if (row.failed) return false
  if (goal.minRatio !== undefined && !(row.ratioToRaw >= goal.minRatio)) return false
  if (goal.minReqPerSec !== undefined && !(row.reqPerSec >= goal.minReqPerSec)) return false
  if (goal.maxP99Ms !== undefined && !(row.p99Ms <= goal.maxP99Ms)) return false
  if (goal.maxP99Ratio !== undefined && !(row.p99RatioToRaw <= goal.maxP99Ratio)) return false
  return true
}

const percent = (share) => `${((share ?? Number.NaN) * 100).toFixed(0)}%`

export function goalLines(rows) {
  const lines = rows
    .filter((row) => row.goal)
    .map((row) => {
      const wanted = [
        row.goal.minRatio !== undefined ? `≥ ${percent(row.goal.minRatio)} of raw` : null,
        row.goal.minReqPerSec !== undefined ? `≥ ${row.goal.minReqPerSec} req/s` : null,
        row.goal.maxP99Ms !== undefined ? `p99 ≤ ${row.goal.maxP99Ms} ms` : null,
        row.goal.maxP99Ratio !== undefined ? `p99 ≤ ${row.goal.maxP99Ratio}× raw's` : null,
      ]
        .filter(Boolean)
        .join(', ')
      const rawBeside =
        row.rawBeside === undefined
          ? ''
          : ` (median of ${row.rounds.length} rounds beside raw at ${row.rawBeside.toFixed(0)} req/s, raw p99 ${row.rawP99Beside.toFixed(2)} ms)`
      const p99Ratio = row.p99RatioToRaw === undefined ? '' : ` (${row.p99RatioToRaw.toFixed(2)}× raw's)`
      const got = `${row.reqPerSec?.toFixed(0) ?? 'n/a'} req/s, ${percent(row.ratioToRaw)} of raw${rawBeside}, p99 ${row.p99Ms?.toFixed(2) ?? 'n/a'} ms${p99Ratio}`
      return `- ${row.target} @ ${row.connections}: target ${wanted}; got ${got}: ${row.goal.met ? 'meets' : 'MISSES'}`
    })
  return lines.length ? ['Targets (decision 0086):', ...lines] : []
}
