import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CLOSED_AUTH_ENDPOINT_ROW,
  PERMISSION_TABLE,
  TABLE_ROLES,
  type PermissionRow,
  type TableObject,
  type TableRole,
} from '@shop/domain/accounts'
import { member, user } from '../src/db/schema/auth'
import { storeProduct, storeProductPrice, storeStockLevel, storeStockLocation } from '../src/db/schema/store'
import { DEMO_ORGANIZATIONS } from '../src/db/seed/demo-accounts'
import { demoPathValue, rememberPathValues, rememberDemoStatement } from './authorization-path-values'
import { isOpenAuthEndpoint } from '../src/features/accounts/auth-endpoints'
import { CSV_LOG, flashImage } from '../../../packages/domain/src/tuning/tuning.test-fixtures'
import { dealerFzOrder } from './fixtures/dealer-objects'
import { changedTables, fingerprint } from './db-fingerprint'
import { FIELD_VALUES, openApiSampler, type Schema } from './openapi-sample'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app'

/**
 * Decision 0066: every operation of /api/doc and every auth library endpoint × every role of
 * PERMISSIONS.md × (where it takes an id) an object owned by someone else, checked against the table written
 * as data in @shop/domain/accounts (permissions.table.ts). Refused cells are sent first, all of them, and must
 * change nothing in the database; then the allowed ones. A leak is a refused role answered 2xx, or someone
 * else's object in a 2xx answer to a role that may not see it.
 */
/** Passwords no policy should refuse (long, mixed, not from a list of common ones). */
const PASSWORD = 'Quokka-lantern-7391-fjord'

let app: TestApp
const cookies = new Map<TableRole, string | undefined>()
const objects = {} as Record<TableObject, string>
let operations: Operation[] = []

type Operation = {
  key: string
  method: string
  /** Path with `{param}`s. */
  path: string
  row: PermissionRow | undefined
  /** The operation's OpenAPI description, when /api/doc has one. */
  doc?: OpenApiOperation
}
type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[]
  requestBody?: { content: Record<string, { schema?: Schema }> }
}

/** Something no role may see: it is written into every object of the other owner's. */
const MARKER = 'zz-other-owner-marker'
const OTHER_EMAIL = `${MARKER}@example.com`
const STAFF_ROLES: readonly TableRole[] = ['staff', 'calibrator', 'admin', 'superadmin']
const DEALER = DEMO_ORGANIZATIONS.find((org) => org.kind === 'dealer')!
/** Sent after every other cell of that role: takes its sender out of the demo dealer (1), logs them out (2). */
const SENT_LAST: Record<string, number> = {
  'POST /api/v1/dealers/{slug}/leave': 1,
  'POST /api/auth/logout': 2,
  'POST /api/auth/sign-out': 2,
}
/** A stale precondition: an allowed write gets as far as 412 (or its own business answer) and changes nothing. */
const LONG_AGO = 'Thu, 01 Jan 2015 00:00:00 GMT'
/** The auth library's endpoints have no schema here: one body with every field they read. */
const AUTH_BODY = {
  email: 'nobody-here@example.com',
  password: 'wrong-password-123',
  name: 'Nobody',
  currentPassword: 'wrong-password-123',
  newPassword: 'another-password-456',
  newEmail: 'nobody-else@example.com',
  token: 'not-a-token',
  providerId: 'none',
  provider: 'none',
  userId: '00000000-0000-4000-8000-000000000008',
  organizationId: DEALER.id,
  role: 'owner',
}

const EMAILS: Partial<Record<TableRole, string>> = {
  customer: 'customer@example.com',
  'dealer-owner': 'dealer@example.com',
  tuner: 'tuner@example.com',
  affiliate: 'affiliate@example.com',
  'tool-developer': 'developer@example.com',
  staff: 'staff@example.com',
  admin: 'admin@example.com',
  superadmin: 'superadmin@example.com',
}

/** Roles the seed lacks: a user made for them (role and membership written as a back office would). */
async function extraUser(email: string, change: { role?: string; dealerRole?: 'member' | 'manager' }) {
  await app.signUp(email, PASSWORD, email === OTHER_EMAIL ? `Other ${MARKER}` : 'Extra Person')
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (change.role) await app.db.update(user).set({ role: change.role }).where(eq(user.id, row!.id))
  if (change.dealerRole) {
    await app.db
      .insert(member)
      .values({ id: crypto.randomUUID(), organizationId: DEALER.id, userId: row!.id, role: change.dealerRole })
  }
  await app.deps.globalState.forgetUser(row!.id)
  return app.login(email, PASSWORD)
}

const ipOf = (role: TableRole) => `198.51.100.${TABLE_ROLES.indexOf(role) + 10}`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is checked by its use
async function upload(path: string, cookie: string, files: [string, Uint8Array, string][], fields = {}): Promise<any> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const [field, data, name] of files) form.append(field, new Blob([data as Uint8Array<ArrayBuffer>]), name)
  const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: form })
  const body = new Uint8Array(await request.arrayBuffer())
  const headers = {
    origin: TEST_ORIGIN,
    cookie,
    'content-type': request.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  const response = await app.api.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body })
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201)
  return response.json()
}

/** The other owner's objects, made through the API as that customer would. */
async function makeOtherOwnersObjects(cookie: string) {
  const post = async (path: string, body: unknown) => {
    const response = await app.request('POST', path, { cookie, body })
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300)
    return response.json()
  }
  const address = await post('/api/v1/addresses', {
    country_code: 'US',
    full_name: `Other ${MARKER}`,
    line1: '1 Main St',
    city: 'Reno',
  })
  objects.address = String(address.id)
  // A product of the test's own (the demo's tools need their options chosen), as checkout.test.ts makes them.
  const [product] = await app.db
    .insert(storeProduct)
    .values({ slug: 'table-cable', name: 'Table cable', subtext: 'for the table', category: 'cables', kind: 'cable' })
    .returning({ id: storeProduct.id })
  await app.db.insert(storeProductPrice).values({ productId: product!.id, currency: 'USD', amountMinor: 10_000 })
  const [location] = await app.db
    .insert(storeStockLocation)
    .values({ slug: 'loc-table', name: 'Shelf table', country: 'US' })
    .returning({ id: storeStockLocation.id })
  await app.db.insert(storeStockLevel).values({ productId: product!.id, locationId: location!.id, quantityOnHand: 9 })
  const order = (await post('/api/order', {
    entries: [
      {
        kind: 'product',
        product: { slug: 'table-cable', name: 'Table cable', subtext: '', image: null, pricesByCurrency: { USD: 1 } },
        options: [],
        quantity: 1,
        hash: 'h-other',
      },
    ],
    billing_address: {
      country_code: 'US',
      full_name: `Other ${MARKER}`,
      line1: '1 Main St',
      city: 'Costa Mesa',
      state: 'California',
      postal_code: '92627',
      email: OTHER_EMAIL,
    },
  })) as { order: { id: number } }
  objects.order = String(order.order.id)
  const request = await upload('/api/v1/tune-requests', cookie, [['file', flashImage(4096), 'read.bin']], {
    vehicle: `2019 VW Golf GTI ${MARKER}`,
    note: MARKER,
  })
  objects['tune-request'] = String(request.id)
  const detail = await (await app.request('GET', `/api/v1/tune-requests/${request.id}`, { cookie })).json()
  objects['tune-request-file'] = String(detail.files[0].id)
  const log = await upload('/api/v1/logs', cookie, [['file', new TextEncoder().encode(CSV_LOG), 'log.csv']])
  objects.datalog = String(log.id)
  const engine = await (await app.request('GET', '/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi')).json()
  const stage = engine.tunes.find((tune: { is_stock: boolean; optional: boolean }) => !tune.is_stock && !tune.optional)
  const purchase = await post('/api/v1/catalog/estimate', {
    vehicle: '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp',
    selection: `tune=${stage.id}`,
    save: true,
  })
  objects['catalog-purchase'] = String(purchase.purchase_id)
  // Paid, so that it is past its estimate (an estimate is the buyer's alone, staff included).
  const paid = await app.request('POST', '/api/v1/catalog/pay', {
    cookie,
    headers: { 'idempotency-key': 'table-other-pay' },
    body: { purchase_id: purchase.purchase_id, payment: { test_token: 'tok_visa' } },
  })
  expect(paid.status, await paid.clone().text()).toBe(200)
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1])
  const tradeIn = await upload('/api/v1/trade-in-requests', cookie, [['photos', png, 'front.png']], {
    tool: 'FlashZilla V3 (FZ3)',
    serial_number: 'FZ3-001234',
    condition: 'like-new',
    description: MARKER,
  })
  objects['trade-in'] = String(tradeIn.id)
  const tradeInDetail = await (await app.request('GET', `/api/v1/trade-in-requests/${tradeIn.id}`, { cookie })).json()
  objects['trade-in-photo'] = String(tradeInDetail.photos[0].id)
  const rescue = await post('/api/v1/rescue-sessions', {
    kind: 'ID',
    tool_name: 'Flashzilla V3',
    tool_serial: 'FZ3-004211',
    vehicle: `2019 Volkswagen Golf GTI ${MARKER}`,
    vin: 'wvwzzzauzkw123456',
    ecu: 'Bosch MG1CS111',
    description: `The flash stopped at 43% ${MARKER}`,
  })
  objects['rescue-session'] = String(rescue.id)
  const ticket = await upload('/api/v1/tickets', cookie, [['files', png, 'front.png']], {
    type: 'TOOL',
    title: `FZ3 will not power on ${MARKER}`,
    description: MARKER,
    customer_name: `Other ${MARKER}`,
  })
  objects.ticket = String(ticket.id)
  const ticketDetail = await (await app.request('GET', `/api/v1/tickets/${ticket.id}`, { cookie })).json()
  objects['ticket-file'] = String(ticketDetail.messages[0].files[0].id)
}

/** The other owner's object each id parameter names, per operation. */
function objectIdFor(operation: Operation, param: string): string | undefined {
  const object = operation.row?.object
  if (!object) return undefined
  if (param === 'id') {
    if (object === 'tune-request-file') return objects['tune-request']
    if (object === 'trade-in-photo') return objects['trade-in']
    if (object === 'ticket-file') return objects.ticket
    return objects[object]
  }
  if (param === 'fileId' && object === 'ticket-file') return objects['ticket-file']
  if (param === 'fileId' || param === 'file') return objects['tune-request-file']
  if (param === 'photoId') return objects['trade-in-photo']
  return undefined
}

/** Body fields that name an object: the other owner's, so that a body is about someone else's object too. */
const BODY_OBJECTS: Record<string, TableObject> = { purchase_id: 'catalog-purchase', tune_request_id: 'tune-request' }

const bodyField = (name: string) =>
  name in FIELD_VALUES ? FIELD_VALUES[name] : BODY_OBJECTS[name] ? Number(objects[BODY_OBJECTS[name]]) : undefined
let sampler = openApiSampler({}, bodyField)
const resolve = (schema: Schema | undefined) => sampler.resolve(schema)
const sample = (schema: Schema | undefined) => sampler.sample(schema)

let keys = 0
/** Sends one cell: the operation as the role, about the other owner's object where it takes an id. */
async function send(operation: Operation, role: TableRole) {
  let path = operation.path
  for (const match of path.matchAll(/\{(\w+)\}/g)) {
    const param = match[1]!
    const described = operation.doc?.parameters?.find((p) => p.in === 'path' && p.name === param)
    // Every dealer operation is about the demo dealer (its slug), as its members and staff see it.
    const value =
      objectIdFor(operation, param) ??
      demoPathValue(operation.key, operation.path, param) ??
      sample(described?.schema) ??
      'x'
    path = path.replace(match[0], encodeURIComponent(String(value)))
  }
  const query = new URLSearchParams()
  for (const param of operation.doc?.parameters ?? []) {
    if (param.in === 'query' && param.required) query.set(param.name, String(sample(param.schema) ?? 'x'))
  }
  if (query.size) path += `?${query}`
  const headers: Record<string, string> = { 'idempotency-key': `table-${++keys}` }
  if (['PATCH', 'PUT', 'DELETE'].includes(operation.method)) headers['if-unmodified-since'] = LONG_AGO
  const cookie = cookies.get(role)
  if (operation.method === 'GET') return app.request('GET', path, { cookie, headers, ip: ipOf(role) })
  const content = operation.doc?.requestBody?.content ?? {}
  if (content['multipart/form-data'] && !content['application/json']) {
    const schema = resolve(content['multipart/form-data'].schema)
    const form = new FormData()
    for (const [name, property] of Object.entries((schema?.properties ?? {}) as Record<string, Schema>)) {
      const binary = JSON.stringify(property).includes('binary')
      if (binary) form.append(name, new Blob([new Uint8Array(16)]), 'file.bin')
      else if ((schema?.required as string[] | undefined)?.includes(name)) form.append(name, String(sample(property)))
    }
    const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: form })
    const body = new Uint8Array(await request.arrayBuffer())
    headers['content-type'] = request.headers.get('content-type')!
    headers['content-length'] = String(body.length)
    return app.request(operation.method, path, { cookie, headers, ip: ipOf(role), body: body as unknown as string })
  }
  const body = operation.doc
    ? (sample(content['application/json']?.schema) ?? (operation.doc.requestBody ? {} : undefined))
    : AUTH_BODY
  return app.request(operation.method, path, {
    cookie,
    headers,
    ip: ipOf(role),
    body: body ?? (operation.method === 'DELETE' ? undefined : {}),
  })
}

type Outcome = { cell: string; status: number; expected: string }

/** Checks one answer against its row; returns a leak, a mismatch, or nothing. */
async function judge(operation: Operation, role: TableRole, response: Response) {
  const row = operation.row!
  const allowed = row.allowed.includes(role)
  const status = response.status
  const cell = `${operation.key} as ${role}`
  const text = status < 300 ? await response.text() : ''
  if (status < 300 && !STAFF_ROLES.includes(role) && text.includes(MARKER)) {
    return { leak: { cell, status, expected: 'no other owner’s object in the answer' } }
  }
  if (!allowed) {
    const expected =
      role === 'anonymous'
        ? (row.anonymous ?? 401)
        : row.forbidden?.includes(role)
          ? 403
          : (row.refused ?? (row.object ? 404 : 403))
    if (status >= 200 && status < 300) return { leak: { cell, status, expected: `${expected}` } }
    if (status !== expected) {
      const said = status === 422 ? ` ${(await response.text()).slice(0, 300)}` : ''
      return { mismatch: { cell, status, expected: `${expected}${said}` } }
    }
    return {}
  }
  const refusedHere = status === 401 || status === 403 || status === 404
  if (status >= 500 || (refusedHere && !row.business?.includes(status))) {
    return { mismatch: { cell, status, expected: 'allowed (not 401/403/404/5xx)' } }
  }
  return {}
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  for (const [role, email] of Object.entries(EMAILS)) cookies.set(role as TableRole, await app.login(email))
  cookies.set('anonymous', undefined)
  cookies.set('dealer-member', await extraUser('table-dealer-member@example.com', { dealerRole: 'member' }))
  cookies.set('dealer-manager', await extraUser('table-dealer-manager@example.com', { dealerRole: 'manager' }))
  cookies.set('calibrator', await extraUser('table-calibrator@example.com', { role: 'calibrator' }))
  await makeOtherOwnersObjects(await extraUser(OTHER_EMAIL, {}))
  const fzOrder = { id: await dealerFzOrder(app, cookies.get('dealer-owner'), DEALER.slug) }
  for (const method of ['GET', 'PATCH']) rememberPathValues(`${method} /api/v1/fz-orders/{id}`, fzOrder)
  await rememberDemoStatement(app, cookies.get('dealer-owner'))
  const doc = await (await app.request('GET', '/api/doc')).json()
  sampler = openApiSampler(doc.components?.schemas ?? {}, bodyField)
  const byKey = new Map<string, Operation>()
  for (const [path, described] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
    for (const [method, op] of Object.entries(described)) {
      const key = `${method.toUpperCase()} ${path}`
      byKey.set(key, { key, method: method.toUpperCase(), path, row: PERMISSION_TABLE[key], doc: op })
    }
  }
  // The auth library's endpoints as it lists them itself, so that one it adds is covered at once.
  const library = app.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>
  for (const endpoint of Object.values(library)) {
    if (typeof endpoint.path !== 'string' || !endpoint.path.startsWith('/')) continue
    for (const method of [endpoint.options?.method ?? 'GET'].flat().flatMap((m) => (m === '*' ? ['GET', 'POST'] : m))) {
      if (method !== 'GET' && method !== 'POST') continue
      const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`
      const key = `${method} ${path}`
      if (byKey.has(key)) continue
      const open = isOpenAuthEndpoint(method, path.replace(/\{\w+\}/g, 'x'))
      byKey.set(key, { key, method, path, row: open ? PERMISSION_TABLE[key] : CLOSED_AUTH_ENDPOINT_ROW })
    }
  }
  // Our own names of library endpoints (social login) that the library lists under another path.
  for (const key of Object.keys(PERMISSION_TABLE)) {
    const [method, path] = key.split(' ') as [string, string]
    if (!byKey.has(key) && path.startsWith('/api/auth/') && isOpenAuthEndpoint(method, path.replace(/\{\w+\}/g, 'x'))) {
      byKey.set(key, { key, method, path, row: PERMISSION_TABLE[key] })
    }
  }
  operations = [...byKey.values()]
}, 300_000)
afterAll(async () => {
  await app?.close()
})

describe('the authorization table', () => {
  it('has a row for every operation of /api/doc and every open auth endpoint, and no row for none', () => {
    const missing = operations.filter((operation) => !operation.row).map((operation) => operation.key)
    expect(missing, 'add a row to packages/domain/src/accounts/permissions.table.ts').toEqual([])
    const known = new Set(operations.map((operation) => operation.key))
    expect(Object.keys(PERMISSION_TABLE).filter((key) => !known.has(key))).toEqual([])
    expect(operations.filter((operation) => operation.row === CLOSED_AUTH_ENDPOINT_ROW).length).toBeGreaterThan(40)
  })

  it('every operation × every role × another owner’s object answers as the table says, with no leak', async () => {
    const started = Date.now()
    const leaks: Outcome[] = []
    const mismatches: Outcome[] = []
    let cells = 0
    const run = async (operation: Operation, role: TableRole) => {
      cells++
      const verdict = await judge(operation, role, await send(operation, role))
      if (verdict.leak) leaks.push(verdict.leak)
      if (verdict.mismatch) mismatches.push(verdict.mismatch)
    }
    const checked = operations.filter((operation) => operation.row)
    // Refused cells first, every one of them: they must leave the database as it was.
    const before = await fingerprint(app.db)
    expect(Object.keys(before).length).toBeGreaterThan(30)
    for (const operation of checked) {
      for (const role of TABLE_ROLES) if (!operation.row!.allowed.includes(role)) await run(operation, role)
    }
    const after = await fingerprint(app.db)
    const changed = changedTables(before, after)
    // Then the allowed ones; those that log their sender out go last.
    const last = (operation: Operation) => SENT_LAST[operation.key] ?? 0
    for (const operation of [...checked].sort((a, b) => last(a) - last(b))) {
      for (const role of TABLE_ROLES) if (operation.row!.allowed.includes(role)) await run(operation, role)
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.info(
      `authorization table: ${checked.length} operations × ${TABLE_ROLES.length} roles = ${cells} cells checked, ` +
        `${leaks.length} leaks, ${mismatches.length} mismatches, tables changed by refused calls: ${changed.length}, ${seconds} s`,
    )
    for (const { cell, status, expected } of [...leaks, ...mismatches]) {
      console.info(`  ${cell}: ${status}, table: ${expected}`)
    }
    expect(leaks).toEqual([])
    expect(changed, 'tables written by refused calls').toEqual([])
    expect(mismatches).toEqual([])
    expect(cells).toBe(checked.length * TABLE_ROLES.length)
  }, 180_000)
})
