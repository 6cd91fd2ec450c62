// The kinds of request `npm run soak` mixes (decision 0086): each is one step a shopper takes, sent as a browser
// sends it (Accept-Encoding, Origin on writes, the session cookie once logged in). A step throws on any answer
// that is not what a shop in good health gives; the soak counts that as an error of its kind.
import { randomUUID } from 'node:crypto'

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
const ADDRESS = {
  country_code: 'US',
  full_name: 'Soak Buyer',
  line1: '1200 Harbor Blvd',
  city: 'Costa Mesa',
  state: 'CA',
  postal_code: '92627',
  email: 'soak@example.com',
}
const PAGES = ['/', '/catalog/volkswagen/2019/golf-gti/ea888-gen3', '/products/fz3-flash-tool/', '/products/']
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'demo-password' }
/** A seeded product without options (its stock is raised before the soak, so that checkouts never run out). */
export const SOAK_PRODUCT = 'obd-y-splitter-cable'
const SMALL_FILE = new Uint8Array(64 * 1024).map((_, i) => (i * 31) & 0xff)

const entry = (quantity) => ({
  kind: 'product',
  product: { slug: SOAK_PRODUCT, name: SOAK_PRODUCT, subtext: '', image: null, pricesByCurrency: { USD: 0 } },
  options: [],
  quantity,
  hash: `soak-${SOAK_PRODUCT}`,
})

const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** One request; the body is read to its end (as a browser does) and returned when `json`. */
async function send(user, path, { method = 'GET', body, json = false, headers = {}, expect = [200], anonymous } = {}) {
  const response = await fetch(`${user.shopUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...BROWSER,
      ...(user.cookie && !anonymous ? { cookie: user.cookie } : {}),
      ...(method === 'GET' ? {} : { origin: user.shopUrl }),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  })
  const text = json ? await response.text() : (await response.arrayBuffer(), '')
  if (!expect.includes(response.status)) {
    const detail = json ? text.slice(0, 200) : ''
    throw new Error(`${method} ${path.split('?')[0]}: ${response.status} ${detail}`.trim())
  }
  return { response, data: json ? JSON.parse(text) : undefined }
}

async function logIn(user) {
  const { response } = await send(user, '/api/auth/sign-in/email', { method: 'POST', body: DEMO_CUSTOMER })
  user.cookie = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}

/**
 * The kinds, with their share of the steps. Each `run(user)` is timed as one sample of its kind; a step of two
 * requests (checkout: the order, then its payment) is timed whole.
 */
export const KINDS = {
  // Half as a visitor (the page cache), half logged in (rendered per request).
  'browse a page': {
    weight: 40,
    run: (user) => send(user, pick(PAGES), { headers: { accept: 'text/html' }, anonymous: Math.random() < 0.5 }),
  },
  'search the catalog': {
    weight: 20,
    run: (user) =>
      send(
        user,
        pick([
          '/api/store/product?page=1',
          '/api/store/product?page=2',
          '/api/v1/ecu/makes/volkswagen/years/2019/models',
          '/api/v1/ecu/makes',
        ]),
      ),
  },
  'add to cart': {
    weight: 10,
    run: (user) =>
      send(user, '/api/store/cart', {
        method: 'PUT',
        body: { currency: 'USD', entries: [entry(1 + Math.floor(Math.random() * 3))], merge: false },
      }),
  },
  'checkout estimate': {
    weight: 10,
    run: (user) =>
      send(user, '/api/order/estimate', {
        method: 'POST',
        body: { currency: 'USD', entries: [entry(2)], billing_address: ADDRESS },
      }),
  },
  'check out and pay (test provider)': {
    weight: 8,
    run: async (user) => {
      const body = { currency: 'USD', entries: [entry(1)], billing_address: ADDRESS }
      const { data } = await send(user, '/api/order', {
        method: 'POST',
        body,
        json: true,
        headers: { 'idempotency-key': randomUUID() },
        expect: [201],
      })
      await send(user, `/api/order/${data.order.id}/payment`, {
        method: 'POST',
        body: { test_token: 'tok_visa', token: data.token },
        headers: { 'idempotency-key': randomUUID() },
      })
    },
  },
  'upload a small file': {
    weight: 4,
    run: (user) => {
      const form = new FormData()
      form.append('file', new Blob([SMALL_FILE]), 'soak-read.bin')
      return send(user, '/api/v1/tune-requests', { method: 'POST', body: form, expect: [200, 201] })
    },
  },
  'log out and in': {
    weight: 3,
    run: async (user) => {
      await send(user, '/api/auth/sign-out', { method: 'POST', body: {} })
      user.cookie = ''
      await logIn(user)
    },
  },
}

/** A virtual shopper: logged in as the demo customer before its first step. */
export async function newUser(shopUrl) {
  const user = { shopUrl, cookie: '' }
  await logIn(user)
  return user
}

const totalWeight = Object.values(KINDS).reduce((sum, kind) => sum + kind.weight, 0)

/** A kind drawn by weight. */
export function drawKind() {
  let left = Math.random() * totalWeight
  for (const [name, kind] of Object.entries(KINDS)) {
    left -= kind.weight
    if (left < 0) return name
  }
  return Object.keys(KINDS).at(-1)
}
