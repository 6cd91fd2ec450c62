import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { hashDisclaimer } from '@shop/domain/tuning'
import { catalogTune, catalogTunePrice } from '../../db/schema/catalog'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'
import { flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'

// The tune request tests' shared set-up: one app with the seeded accounts and a priced vehicle, and the calls
// the steps are made of. Imported by tune-requests.test.ts and tuner-work.test.ts (each file gets its own app).

export const dataDir = mkdtempSync(join(tmpdir(), 'tune-pipeline-test-'))
export const DISCLAIMER = hashDisclaimer()
export let app: TestApp
export let customer: string
export let other: string
export let staff: string
export let dealer: string
export let tuner: string
export let vehicle: { engineId: number; setId: number; setPrice: number; optionId: number | null; optionPrice: number }

let settingsOfApp: () => Promise<Record<string, string>> = async () => ({})

/**
 * Settings the file's app starts with besides its data directory (the S3 store's, say), computed when the app
 * starts: call it at the top level of a test file.
 */
export function startAppWith(settings: () => Promise<Record<string, string>>) {
  settingsOfApp = settings
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { DATA_DIR: dataDir, ...(await settingsOfApp()) } })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  dealer = await app.login('dealer@example.com')
  tuner = await app.login('tuner@example.com')
  other = await app.signUp('pipeline-other@example.com')
  // A seeded engine with a main tune priced in USD (and an add-on when it has one).
  const rows = await app.db
    .select({
      engineId: catalogTune.engineId,
      id: catalogTune.id,
      optional: catalogTune.optional,
      isStock: catalogTune.isStock,
      price: catalogTunePrice.price,
      addonprice: catalogTunePrice.addonprice,
    })
    .from(catalogTune)
    .innerJoin(catalogTunePrice, and(eq(catalogTunePrice.tuneId, catalogTune.id), eq(catalogTunePrice.currency, 'USD')))
    .where(sql`${catalogTune.engineId} is not null and ${catalogTunePrice.price} > 0`)
  const set = rows.find((row) => !row.optional && !row.isStock)!
  const option = rows.find((row) => row.optional && row.engineId === set.engineId && row.addonprice > 0)
  vehicle = {
    engineId: set.engineId!,
    setId: set.id,
    setPrice: set.price,
    optionId: option?.id ?? null,
    optionPrice: option?.addonprice ?? 0,
  }
})
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

export const call = (method: string, path: string, cookie?: string, body?: unknown, headers?: Record<string, string>) =>
  app.request(method, path, { cookie, body, headers })

export async function multipart(
  path: string,
  cookie: string,
  name: string,
  data: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>]), name)
  return app.api.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
  }) as Promise<TestResponse>
}

export async function newRequest(cookie = customer): Promise<number> {
  const response = await multipart('/api/v1/tune-requests', cookie, 'read.bin', flashImage(8 * 1024))
  expect(response.status).toBe(201)
  return (await response.json()).id
}

export const estimateBody = () => ({
  engine_id: vehicle.engineId,
  tune_sets: [vehicle.setId],
  tune_options: vehicle.optionId ? [vehicle.optionId] : [],
})
export const expectedTotal = () => vehicle.setPrice + vehicle.optionPrice

export async function estimated(cookie = customer) {
  const id = await newRequest(cookie)
  const response = await call('POST', `/api/v1/tune-requests/${id}/estimate`, cookie, estimateBody())
  expect(response.status).toBe(200)
  return id
}

export const pay = (id: number, cookie = customer, token = 'tok_visa', key?: string) =>
  call(
    'POST',
    `/api/v1/tune-requests/${id}/pay`,
    cookie,
    { disclaimer_sha256: DISCLAIMER, test_token: token },
    key ? { 'idempotency-key': key } : {},
  )
export const work = (body: Record<string, unknown>, cookie = staff) => call('POST', '/api/v1/pipeline', cookie, body)
export const statusOf = async (id: number, cookie = customer) =>
  (await (await call('GET', `/api/v1/tune-requests/${id}?poll=1`, cookie)).json()).status
