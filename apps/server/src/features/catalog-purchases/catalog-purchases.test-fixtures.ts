import { afterAll, beforeAll, expect } from 'vitest'
import type { Engine } from '@shop/domain/catalog'
import { createTestApp, type TestApp } from '../../../test/test-app'
// The catalog purchase tests' shared app, accounts and helpers: each test file that imports this gets its own
// seeded database (the hooks below run in that file).

export const VEHICLE = '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp'
export const ENGINE_API = '/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi'
export const DEALER_ORG = '00000000-0000-4000-8000-0000000000d1'

export let app: TestApp
export let customer: string
export let dealer: string
export let staff: string
export let other: string
export let engine: Engine
export let selection: string
let keyCounter = 0
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  dealer = await app.login('dealer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('another-buyer@example.com')
  engine = await (await app.request('GET', ENGINE_API)).json()
  const stage = engine.tunes.find((tune) => !tune.is_stock && !tune.optional)!
  selection = `tune=${stage.id}`
}, 120_000) // seeding a fresh database is slow when the shared machine is busy
afterAll(async () => {
  await app?.close()
})

export type Body = Record<string, unknown>
export const post = (path: string, cookie: string | undefined, body: Body, headers: Record<string, string> = {}) =>
  app.request('POST', path, { cookie, body, headers })

export async function saved(cookie: string, extra: Body = {}) {
  const response = await post('/api/v1/catalog/estimate', cookie, { vehicle: VEHICLE, selection, save: true, ...extra })
  expect(response.status).toBe(201)
  return (await response.json()) as { purchase_id: number; total: { amount_minor: number; currency: string } }
}

export const payBody = (purchaseId: number, token = 'tok_visa') => ({
  purchase_id: purchaseId,
  payment: { test_token: token },
})
