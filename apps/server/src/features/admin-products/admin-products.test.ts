import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { storeProduct } from '../../db/schema/store'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'

let app: TestApp
let admin: string
let staff: string
let customer: string

/** A valid new product: a price in every store currency of the default site (USD, CAD, EUR, GBP). */
const newProduct = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Bench harness',
  slug,
  subtext: 'For bench flashing',
  description: 'A harness.\n\n- 12 V lead\n- CAN pins',
  category: 'cables',
  kind: 'cable',
  weight_grams: 250,
  prices: { USD: 4_900, CAD: 6_700, EUR: 4_500, GBP: 3_900 },
  options: [
    {
      name: 'Connector',
      selections: [
        { name: 'Bosch MG1', prices: { USD: 0, CAD: 0, EUR: 0, GBP: 0 } },
        { name: 'Bosch MED17', prices: { USD: 1_000, CAD: 1_300, EUR: 900, GBP: 800 } },
      ],
    },
  ],
  ...extra,
})

async function create(body: unknown, cookie = admin) {
  return app.request('POST', '/api/admin/products', { cookie, body })
}

/** A PNG as far as its first bytes tell (the upload checks the signature, not the pixels). */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
])

/** A multipart upload of one image, with its declared length, as a browser sends it. */
async function uploadImage(id: number, bytes: Uint8Array, alt: string, cookie = admin) {
  const form = new FormData()
  form.append('alt', alt)
  form.append('image', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'photo.png')
  const path = `${TEST_ORIGIN}/api/admin/products/${id}/images`
  const request = new Request(path, { method: 'POST', body: form })
  const body = new Uint8Array(await request.arrayBuffer())
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'content-type': request.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  if (cookie) headers.cookie = cookie
  return app.api.request(path, { method: 'POST', headers, body }) as Promise<TestResponse>
}

async function idOf(slug: string) {
  const [row] = await app.db.select({ id: storeProduct.id }).from(storeProduct).where(eq(storeProduct.slug, slug))
  return row!.id
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('who may use /api/admin/products (PERMISSIONS.md: products are Admin’s)', () => {
  it.each([
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/{id}'],
    ['POST', '/api/admin/products'],
    ['PATCH', '/api/admin/products/{id}'],
  ])('%s %s: anonymous 401, customer and staff 403, admin allowed', async (method, template) => {
    const path = template.replace('{id}', String(await idOf('obd-extension-cable')))
    const body = method === 'GET' ? undefined : newProduct('perm-check')
    expect((await app.request(method, path, { body })).status).toBe(401)
    expect((await app.request(method, path, { body, cookie: customer })).status).toBe(403)
    expect((await app.request(method, path, { body, cookie: staff })).status).toBe(403)
    if (method === 'GET') expect((await app.request(method, path, { cookie: admin })).status).toBe(200)
    // Nothing was written by a refused call.
    expect(await app.db.select().from(storeProduct).where(eq(storeProduct.slug, 'perm-check'))).toEqual([])
  })
})

describe('GET /api/admin/products', () => {
  it('lists every product with its prices, hidden ones too, filtered and sorted in the database', async () => {
    const hidden = await create(newProduct('zz-hidden-harness', { name: 'Zz hidden harness', visibility: 'hidden' }))
    expect(hidden.status).toBe(201)
    const list = async (query: string) =>
      (await (await app.request('GET', `/api/admin/products?${query}`, { cookie: admin })).json()) as {
        data: {
          slug: string
          category: string
          visibility: string
          prices: Record<string, number>
          option_count: number
        }[]
        meta: { total: number; page: number; pages: number }
        currencies: string[]
      }
    const all = await list('per_page=100')
    expect(all.currencies).toEqual(['USD', 'CAD', 'EUR', 'GBP'])
    expect(all.data.length).toBe(all.meta.total)
    const cable = all.data.find((row) => row.slug === 'obd-extension-cable')!
    expect(cable).toMatchObject({ visibility: 'visible', option_count: 1, prices: { USD: 2_400 } })
    expect(Object.keys(cable.prices).sort()).toEqual(['CAD', 'EUR', 'GBP', 'USD'])

    expect((await list('visibility=hidden')).data.map((row) => row.slug)).toEqual(['zz-hidden-harness'])
    expect((await list('name=EXTENSION')).data.map((row) => row.slug)).toEqual(['obd-extension-cable'])
    expect((await list('name=%25')).meta.total).toBe(0)
    const cables = await list('category=cables&per_page=100')
    expect(cables.data.length).toBeGreaterThan(1)
    expect(cables.data.every((row) => row.category === 'cables')).toBe(true)
    expect((await list('sort=-name&per_page=1')).data[0]!.slug).toBe('zz-hidden-harness')
    const second = await list('per_page=2&page=2')
    expect(second.meta).toMatchObject({ page: 2, total: all.meta.total })
    expect(second.data.map((row) => row.slug)).toEqual(all.data.slice(2, 4).map((row) => row.slug))
  })

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['sort=price', 'sort'],
    ['category=boats', 'category'],
    ['visibility=maybe', 'visibility'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const response = await app.request('GET', `/api/admin/products?${query}`, { cookie: admin })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors)).toEqual([field])
  })
})

describe('POST /api/admin/products', () => {
  it('adds a product with its prices and options, audited, and the store shows it', async () => {
    const response = await create(newProduct('bench-harness'))
    expect(response.status).toBe(201)
    expect(response.headers.get('last-modified')).toBeTruthy()
    const product = await response.json()
    expect(product).toMatchObject({
      slug: 'bench-harness',
      visibility: 'visible',
      prices: { USD: 4_900, EUR: 4_500 },
      options: [
        { name: 'Connector', selections: [{ name: 'Bosch MG1' }, { name: 'Bosch MED17', prices: { EUR: 900 } }] },
      ],
    })
    expect(product.history).toHaveLength(1)
    expect(product.history[0]).toMatchObject({ action: 'product.created', actor: 'admin@example.com' })
    expect(product.history[0].changes).toContainEqual({ field: 'Price (EUR)', before: null, after: '€45.00' })

    const store = await (await app.request('GET', '/api/store/product/bench-harness?currency=EUR')).json()
    expect(store.data).toMatchObject({ name: 'Bench harness', price: { amount_minor: 4_500, currency: 'EUR' } })
    expect(store.data.options[0].selections[1]).toMatchObject({ name: 'Bosch MED17', pricesByCurrency: { EUR: 900 } })
  })

  it('answers 409 slug_taken, on the slug field, for a slug another product has', async () => {
    const response = await create(newProduct('obd-extension-cable'))
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'slug_taken', errors: { slug: [expect.any(String)] } })
  })

  it.each([
    ['no name', { name: '  ' }, ['name']],
    ['a slug with capitals', { slug: 'Bench_Harness' }, ['slug']],
    ['a negative price', { prices: { USD: -1, CAD: 1, EUR: 1, GBP: 1 } }, ['prices.USD']],
    ['a price in cents with a fraction', { prices: { USD: 1.5, CAD: 1, EUR: 1, GBP: 1 } }, ['prices.USD']],
    ['an unknown category', { category: 'boats' }, ['category']],
    ['an option without selections', { options: [{ name: 'Length', selections: [] }] }, ['options.0.selections']],
    [
      'two selections of one name',
      { options: [{ name: 'Length', selections: [{ name: '1 m' }, { name: '1 M' }] }] },
      ['options.0.selections.1.name'],
    ],
  ])('answers 422 naming the field for %s', async (_what, change, fields) => {
    const response = await create(newProduct('invalid-one', change))
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors).sort()).toEqual(fields)
  })

  it('answers 422 on each store currency without a price, and on a currency the store does not sell in', async () => {
    const response = await create(newProduct('invalid-two', { prices: { USD: 100, JPY: 100 } }))
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(Object.keys(body.errors).sort()).toEqual(['prices.CAD', 'prices.EUR', 'prices.GBP', 'prices.JPY'])
    expect(body.errors['prices.EUR']).toEqual(['A price in EUR is required.'])
    expect(await app.db.select().from(storeProduct).where(eq(storeProduct.slug, 'invalid-two'))).toEqual([])
  })

  it('keeps a description as text: markup is stored and answered as the characters typed, never as HTML', async () => {
    const description = '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>'
    const response = await create(newProduct('markup-harness', { description }))
    expect(response.status).toBe(201)
    const store = await (await app.request('GET', '/api/store/product/markup-harness')).json()
    expect(store.data.description).toBe(description)
  })
})

describe('PATCH /api/admin/products/{id}', () => {
  it('a new EUR price shows through the public product endpoint at once (the store cache is emptied)', async () => {
    const id = await idOf('obd-extension-cable')
    const path = '/api/store/product/obd-extension-cable?currency=EUR'
    const before = await app.request('GET', path)
    const warm = await app.request('GET', path)
    expect(warm.headers.get('x-cache')).toBe('hit')
    const old = (await before.json()).data.price.amount_minor as number

    const product = await (await app.request('GET', `/api/admin/products/${id}`, { cookie: admin })).json()
    const changed = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      headers: { 'if-unmodified-since': new Date(product.updated_at).toUTCString() },
      body: { prices: { ...product.prices, EUR: old + 1_234 } },
    })
    expect(changed.status).toBe(200)
    const after = await app.request('GET', path)
    expect(after.headers.get('x-cache')).toBe('miss')
    expect((await after.json()).data.price).toEqual({ amount_minor: old + 1_234, currency: 'EUR' })

    const history = (await changed.json()).history as { action: string; changes: { field: string }[] }[]
    expect(history.at(-1)).toMatchObject({ action: 'product.updated', changes: [{ field: 'Price (EUR)' }] })
    const [event] = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.subjectType, 'product'), eq(auditEvent.subjectId, String(id))))
    expect(event).toMatchObject({ action: 'product.updated', subjectType: 'product' })
    type Snapshot = { prices: Record<string, number> }
    const details = event!.details as { before: Snapshot; after: Snapshot }
    expect(details.after.prices.EUR! - details.before.prices.EUR!).toBe(1_234)
  })

  it('answers 412 to a stale If-Unmodified-Since and changes nothing', async () => {
    const id = await idOf('obd-extension-cable')
    const response = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      headers: { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
      body: { name: 'Renamed' },
    })
    expect(response.status).toBe(412)
    const [row] = await app.db.select().from(storeProduct).where(eq(storeProduct.id, id))
    expect(row!.name).toBe('OBD-II extension cable')
  })

  it('keeps an option’s id, removes the options left out, adds new ones', async () => {
    const id = await idOf('bench-harness')
    const product = await (await app.request('GET', `/api/admin/products/${id}`, { cookie: admin })).json()
    const kept = product.options[0]
    const response = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: {
        options: [
          { name: 'Lead', selections: [{ name: 'Short' }, { name: 'Long', prices: { EUR: 300 } }] },
          { id: kept.id, name: 'Connector type', selections: [{ name: 'Bosch MG1' }] },
        ],
      },
    })
    expect(response.status).toBe(200)
    const options = (await response.json()).options
    expect(options.map((o: { name: string }) => o.name)).toEqual(['Lead', 'Connector type'])
    expect(options[1].id).toBe(kept.id)
    expect(options[0].selections[1]).toEqual({ name: 'Long', prices: { EUR: 300 } })

    const removed = await app.request('PATCH', `/api/admin/products/${id}`, { cookie: admin, body: { options: [] } })
    expect((await removed.json()).options).toEqual([])
  })

  it('answers 422 for an option id of another product, and 409 for a taken slug', async () => {
    const id = await idOf('bench-harness')
    const other = await (
      await app.request('GET', `/api/admin/products/${await idOf('obd-extension-cable')}`, { cookie: admin })
    ).json()
    const foreign = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: { options: [{ id: other.options[0].id, name: 'Stolen', selections: [{ name: 'x' }] }] },
    })
    expect(foreign.status).toBe(422)
    expect(Object.keys((await foreign.json()).errors)).toEqual(['options.0.id'])
    const clash = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: { slug: 'obd-extension-cable' },
    })
    expect(clash.status).toBe(409)
    expect((await clash.json()).code).toBe('slug_taken')
  })

  it('hides a product from the store, and shows it again', async () => {
    const id = await idOf('bench-harness')
    expect((await app.request('GET', '/api/store/product/bench-harness')).status).toBe(200)
    const hide = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: { visibility: 'hidden' },
    })
    expect(hide.status).toBe(200)
    expect((await app.request('GET', '/api/store/product/bench-harness')).status).toBe(404)
    await app.request('PATCH', `/api/admin/products/${id}`, { cookie: admin, body: { visibility: 'visible' } })
    expect((await app.request('GET', '/api/store/product/bench-harness')).status).toBe(200)
  })

  it('answers 404 for a product that does not exist', async () => {
    const response = await app.request('PATCH', '/api/admin/products/999999', { cookie: admin, body: { name: 'x' } })
    expect(response.status).toBe(404)
    expect((await app.request('GET', '/api/admin/products/999999', { cookie: admin })).status).toBe(404)
  })
})

describe('product images (uploaded through the file store)', () => {
  it('uploads an image, serves it to anyone, and the store shows it; re-orders and re-words them', async () => {
    const id = await idOf('markup-harness')
    const response = await uploadImage(id, PNG, 'The harness, front')
    expect(response.status).toBe(201)
    const product = await response.json()
    expect(product.images).toEqual([
      { src: expect.stringMatching(/^\/api\/store\/images\/[0-9a-f-]{36}\.png$/), alt: 'The harness, front' },
    ])
    const src = product.images[0].src as string
    const served = await app.request('GET', src)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const store = await (await app.request('GET', '/api/store/product/markup-harness')).json()
    expect(store.data.image).toEqual({ src, alt: 'The harness, front' })

    const second = (await (await uploadImage(id, PNG, 'Back')).json()).images[1].src as string
    const reordered = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: {
        images: [
          { src: second, alt: 'The back' },
          { src, alt: 'Front' },
        ],
      },
    })
    expect(reordered.status).toBe(200)
    const after = await reordered.json()
    expect(after.images).toEqual([
      { src: second, alt: 'The back' },
      { src, alt: 'Front' },
    ])
    expect(after.history.at(-1).changes).toContainEqual({
      field: 'Images',
      before: '2 images: The harness, front; Back',
      after: '2 images: The back; Front',
    })
  })

  it('refuses a file that is no image, an image of another address, and anyone but Admin', async () => {
    const id = await idOf('markup-harness')
    const text = await uploadImage(id, new TextEncoder().encode('<svg onload=alert(1)>'), 'x')
    expect(text.status).toBe(422)
    expect(Object.keys((await text.json()).errors)).toEqual(['image'])
    const foreign = await app.request('PATCH', `/api/admin/products/${id}`, {
      cookie: admin,
      body: { images: [{ src: 'https://evil.example/x.png', alt: 'x' }] },
    })
    expect(foreign.status).toBe(422)
    expect(Object.keys((await foreign.json()).errors)).toEqual(['images.0.src'])
    expect((await uploadImage(id, PNG, 'x', staff)).status).toBe(403)
    expect((await uploadImage(id, PNG, 'x', '')).status).toBe(401)
    expect((await app.request('GET', '/api/store/images/00000000-0000-4000-8000-000000000000.png')).status).toBe(404)
  })
})
