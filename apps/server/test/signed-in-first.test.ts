import { PERMISSION_TABLE } from '@shop/domain/accounts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../src/db/schema/auth'
import { createTestApp, type TestApp } from './test-app'

// SPEC §8 and decision 0075: an anonymous request to a protected operation gets 401, never a 422 describing its
// fields. Every operation of /api/doc is walked. The operations anyone may call (PERMISSIONS.md: the public
// catalog, store and content, cart and guest checkout, invoices by emailed token, tickets/new, the site's own
// state, the auth library's sign-in doors) are listed below by name; every other operation is protected: its
// contract declares the 401 (from which `createRouter` puts the session check before the validators) and an
// anonymous caller with malformed input gets it. Under the admin prefix, someone who may not enter the back office
// gets its 403 the same way (SPEC §6's admin prefix).

/** PERMISSIONS.md: operations an anonymous caller may use. A new operation is protected unless it is added here. */
const PUBLIC_OPERATIONS = new Set([
  // site state, alerts, switches, health and readiness
  'GET /api/health',
  'GET /api/ready',
  'GET /api/alerts',
  'POST /api/alerts/{id}/close',
  'GET /api/global/v1/ui-state',
  'GET /api/v1/switch-states',
  'GET /api/v1/countries',
  'GET /api/v1/recaptcha-settings',
  // tracking and short links (consent decides what is kept, decision 0017)
  'GET /api/v1/track/attribution',
  'GET /api/v1/track/pv',
  'POST /api/v1/track/pv',
  'POST /api/v1/track/tag',
  'POST /api/v1/short-links/{hash}/follow',
  // public catalog
  'GET /api/v1/ecu/makes',
  'GET /api/v1/ecu/makes/{make}/years',
  'GET /api/v1/ecu/makes/{make}/years/{year}/models',
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines',
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}',
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions',
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}',
  'GET /api/v1/ecu/list-all',
  'GET /api/v1/ecu/tools',
  'GET /api/v1/ecu/categories/{category}',
  'GET /api/v1/ecu/dyno-csv/{id}',
  'GET /api/v1/ecu/guide/{make}',
  'GET /api/v1/ecu/guide/{make}/{year}/{model}',
  'GET /api/v1/ecu/guide/{make}/{year}/{model}/{engine}',
  'GET /api/v1/ecu/fz3-compat',
  'GET /api/v1/ecu/fzl-compat',
  'GET /api/v1/ecu/global-compat-rules',
  'POST /api/v1/ecu/fz3-compat/subscribe',
  'POST /api/v1/ecu/fzl-compat/subscribe',
  'GET /api/v1/featured',
  'GET /api/v1/rental-tools/{id}',
  'GET /api/v1/tuning/upload-settings',
  // public store
  'GET /api/store/product',
  'GET /api/store/product/{slug}',
  'GET /api/v1/kit-builder/tree',
  'GET /api/v1/conversion-rate',
  'GET /api/v1/tax-rates',
  'GET /api/store/images/{name}',
  // the brand theme's logo, shown in every page's header (decision 0100)
  'GET /api/site/logos/{name}',
  // dealers (issue 25): the specializations the locator filters by, a dealer's logo on its customers' pages
  'GET /api/v1/dealer-specializations',
  'GET /api/dealer-logos/{fileId}',
  // cart and guest checkout; an order and its invoice by the emailed token
  'POST /api/order/estimate',
  'POST /api/order',
  'GET /api/order/{id}',
  'POST /api/order/{id}/payment',
  'GET /api/v1/orders/{id}/invoice',
  'GET /api/v1/orders/{id}/invoice.pdf',
  'GET /api/v1/payment-method-settings',
  'GET /api/v1/braintree/client-token',
  'POST /api/v1/stripe/webhook',
  // a catalog estimate is open to anyone (`security: [{}]`: a 401 for some inputs only)
  'POST /api/v1/catalog/estimate',
  // a tuned file by its download token
  'GET /api/v1/tune-requests/{id}/download/{file}',
  // tickets/new
  'POST /api/v1/tuning-tickets',
  // becoming a dealer (issue 25): what dealers get, the locator and the representatives' contact form
  'GET /api/v1/dealer-tool-offers',
  'GET /api/v1/dealers-nearby',
  'POST /api/v1/dealer-representatives/contact',
  // the blog and its authors' bios (issue 26 item 5): published posts, feeds, bios
  'GET /api/v1/blog-posts',
  'GET /api/v1/blog-posts/{id}',
  'GET /api/v1/blog-feed/{format}',
  'GET /api/v1/bio',
  'GET /api/v1/bio/{slug}',
  // tickets for guests, the contact page and feedback links (issue 26 items 1 and 3): a guest has no session
  'POST /api/v1/tickets',
  'GET /api/v1/tickets/{id}/access/{token}',
  'GET /api/v1/tickets/{id}/access/{token}/files/{fileId}',
  'POST /api/v1/tickets/{id}/access/{token}/messages',
  'POST /api/v1/contact-us',
  'GET /api/v1/feedback/{id}/{token}',
  'POST /api/v1/feedback/{id}/{token}',
  // the shop's pages, their images and the tool charts (issue 26 item 4)
  'GET /api/v1/editable-pages/{slug}',
  'GET /api/content-images/{name}',
  'GET /api/v1/tcc/{id}',
  // beta programs to read (issue 26 item 7)
  'GET /api/v1/beta-programs',
  'GET /api/v1/beta-programs/{id}',
  // the newsletter's sign-up and its mails' links (issue 26 item 6)
  'POST /api/v1/newsletter/subscribe',
  'POST /api/v1/newsletter/confirm/{token}',
  'GET /api/v1/newsletter/unsubscribe/{token}',
  'POST /api/v1/newsletter/unsubscribe/{token}',
  'GET /api/v1/newsletter/lists/{slug}',
  'GET /api/v1/newsletter/issues/{slug}',
  // the auth library's doors for someone not (yet) logged in
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-in/oauth2',
  'GET /api/auth/oauth2/callback/{providerId}',
  'GET /api/auth/redirect',
  'POST /api/auth/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
])

type Operation = { key: string; method: string; path: string; declares401: boolean }

let app: TestApp
let operations: Operation[] = []

beforeAll(async () => {
  app = await createTestApp()
  const doc = (await (await app.request('GET', '/api/doc')).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
  }
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      declares401: Boolean(op.responses?.['401']),
    })),
  )
})
afterAll(async () => {
  await app?.close()
})

const protectedOperations = () => operations.filter((op) => !PUBLIC_OPERATIONS.has(op.key))

/** Every path parameter, query and body as wrong as they come: validation would refuse all of it. */
const malformed = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&per_page=x&from=nonsense`

/** The operations that, sent malformed with `cookie`, answer anything but the 403 envelope, as `key → status`. */
async function notForbidden(ops: readonly Operation[], cookie: string): Promise<string[]> {
  const answered: string[] = []
  for (const { key, method, path } of ops) {
    const response = await app.request(method, malformed(path), {
      cookie,
      body: method === 'GET' || method === 'DELETE' ? undefined : { unexpected: ['wrong', 'types'], page: 'x' },
    })
    if (response.status !== 403 || (await response.json()).code !== 'forbidden') {
      answered.push(`${key} → ${response.status}`)
    }
  }
  return answered
}

describe('401 before validation', () => {
  it('the document lists the public operations and many protected ones', () => {
    const documented = new Set(operations.map((op) => op.key))
    expect([...PUBLIC_OPERATIONS].filter((key) => !documented.has(key))).toEqual([])
    expect(protectedOperations().length).toBeGreaterThan(70)
  })

  it('every protected operation declares its 401, so its route checks the session before the validators', () => {
    expect(
      protectedOperations()
        .filter((op) => !op.declares401)
        .map((op) => op.key),
    ).toEqual([])
  })

  it('every protected operation answers an anonymous caller with malformed input 401, not 422', async () => {
    const refused: string[] = []
    for (const { key, method, path } of protectedOperations()) {
      const response = await app.request(method, malformed(path), {
        body: method === 'GET' || method === 'DELETE' ? undefined : { unexpected: ['wrong', 'types'], page: 'x' },
      })
      if (response.status !== 401) refused.push(`${key} → ${response.status}`)
      else expect((await response.json()).code).toBe('unauthorized')
    }
    expect(refused).toEqual([])
  })

  it('every back-office operation answers a logged-in customer with malformed input 403, not 422', async () => {
    const cookie = await app.signUp('not-staff@example.com')
    const backOffice = operations.filter((op) => op.path.startsWith('/api/admin/'))
    expect(backOffice.length).toBeGreaterThan(5)
    expect(await notForbidden(backOffice, cookie)).toEqual([])
  })

  it('every back-office operation PERMISSIONS.md keeps from staff answers staff with malformed input 403, not 422', async () => {
    // Staff may enter the back office; an operation that is Admin's (or Super Admin's) refuses them before its
    // validators too, so that a lower role learns "forbidden", not the fields (decision 0101).
    await app.signUp('staff-first@example.com')
    await app.db.update(user).set({ role: 'staff' }).where(eq(user.email, 'staff-first@example.com'))
    const cookie = await app.login('staff-first@example.com', 'correct-horse-battery')
    const notStaffs = operations.filter(
      (op) => op.path.startsWith('/api/admin/') && PERMISSION_TABLE[op.key]?.allowed.includes('staff') === false,
    )
    expect(notStaffs.length).toBeGreaterThan(30)
    expect(await notForbidden(notStaffs, cookie)).toEqual([])
  })

  it('a logged-in caller still gets the 422 describing the fields', async () => {
    const cookie = await app.signUp('validating@example.com')
    const response = await app.request('POST', '/api/v1/addresses', { cookie, body: { country_code: 7 } })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toBeDefined()
  })
})
