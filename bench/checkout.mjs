// Checkout bench rows: add-to-cart (a logged-in user's cart save, PUT /api/store/cart) and the checkout estimate
// (POST /api/order/estimate: prices, automatic codes, address check, shipping and tax; nothing is kept), on the
// shop's embedded database and on a fresh PostgreSQL database, where the targets are (decision 0086).
import { withPostgresDatabase } from './postgres.mjs'
import { loginCookie, startShop, stopShop } from './servers.mjs'

const ADDRESS = {
  country_code: 'US',
  full_name: 'Bench Buyer',
  line1: '1200 Harbor Blvd',
  city: 'Costa Mesa',
  state: 'CA',
  postal_code: '92627',
  email: 'bench@example.com',
}

/** Seeded products without options, in the order tried: the store's demo seed, then the checkout's own. */
const CANDIDATES = ['obd-y-splitter-cable', 'obd-extension-cable']

const entryOf = (slug) => ({
  kind: 'product',
  product: { slug, name: slug, subtext: '', image: null, pricesByCurrency: { USD: 0 } },
  options: [],
  quantity: 1,
  hash: `bench-${slug}`,
})

/** The first seeded product the estimate prices, so the rows measure work and not a 422. */
async function benchEntry(shopUrl) {
  for (const slug of CANDIDATES) {
    const response = await fetch(`${shopUrl}/api/order/estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopUrl },
      body: JSON.stringify({ currency: 'USD', entries: [entryOf(slug)], billing_address: ADDRESS }),
    })
    if (response.ok) return entryOf(slug)
  }
  throw new Error(`none of ${CANDIDATES.join(', ')} could be estimated`)
}

/** The two rows, as load targets (`method`/`body` are sent by autocannon as they are). */
export async function checkoutTargets(shopUrl, userCookie) {
  const entry = await benchEntry(shopUrl)
  // As a browser's fetch sends them (decision 0086: every row as a browser asks).
  const json = { 'content-type': 'application/json', origin: shopUrl, 'accept-encoding': 'gzip, deflate, br' }
  return [
    {
      target: 'shop add-to-cart (PUT /api/store/cart, logged in)',
      url: `${shopUrl}/api/store/cart`,
      method: 'PUT',
      headers: { ...json, cookie: userCookie },
      body: JSON.stringify({ currency: 'USD', entries: [entry], merge: false }),
      connections: [50],
    },
    {
      target: 'shop checkout estimate (POST /api/order/estimate, guest)',
      url: `${shopUrl}/api/order/estimate`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ currency: 'USD', entries: [{ ...entry, quantity: 2 }], billing_address: ADDRESS }),
      connections: [1, 50],
    },
  ]
}

const DEMO_DEALER = { email: 'dealer@example.com', password: 'demo-password' }
const ON_POSTGRES = {
  'shop add-to-cart (PUT /api/store/cart, logged in)':
    'shop add-to-cart on PostgreSQL (PUT /api/store/cart, logged in)',
  'shop checkout estimate (POST /api/order/estimate, guest)':
    'shop checkout estimate on PostgreSQL (POST /api/order/estimate, guest)',
}

/**
 * The two rows at 50 connections against a shop on a fresh PostgreSQL database (the demo seed, the response cache
 * on as in production), or one failed row saying why. The database is dropped afterwards.
 */
export async function postgresCheckoutRows({ measure, durationSeconds, warmupSeconds, log }) {
  const rows = []
  try {
    await withPostgresDatabase('tuneshop_bench_checkout', async (databaseUrl) => {
      const shop = await startShop({ DATABASE_URL: databaseUrl })
      try {
        const targets = await checkoutTargets(shop.url, await loginCookie(shop.url, DEMO_DEALER))
        for (const { target: onEmbedded, url, method, headers, body } of targets) {
          const target = ON_POSTGRES[onEmbedded]
          log(`${target} @ 50 connection(s): ${warmupSeconds} s warm-up + ${durationSeconds} s`)
          const figures = await measure(url, { connections: 50, warmupSeconds, durationSeconds, method, headers, body })
          rows.push({ target, url, connections: 50, raw: false, ...figures })
        }
      } finally {
        await stopShop(shop)
      }
    })
  } catch (error) {
    rows.push({
      target: ON_POSTGRES['shop add-to-cart (PUT /api/store/cart, logged in)'],
      connections: 50,
      failed: String(error),
    })
  }
  return rows
}
