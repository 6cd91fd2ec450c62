import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFile } from '../../db/schema/stored-files'
import { tuneRequest, tuneRequestFile } from '../../db/schema/tune-requests'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
let customer: string
let other: string
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001'
const SHA = 'a'.repeat(64)

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  other = await app.signUp('library-other@example.com')
  const [request] = await app.db
    .insert(tuneRequest)
    .values({ ownerUserId: CUSTOMER_ID, status: 'delivered', vehicleDescription: '2019 Golf GTI' })
    .returning({ id: tuneRequest.id })
  const files = await app.db
    .insert(storedFile)
    .values([
      {
        ownerUserId: CUSTOMER_ID,
        kind: 'tune',
        originalName: 'read.bin',
        size: 2048,
        sha256: SHA,
        storageKey: 'lib/read',
      },
      {
        ownerUserId: CUSTOMER_ID,
        kind: 'tuned',
        originalName: 'stage1.bin',
        size: 2048,
        sha256: SHA,
        storageKey: 'lib/tuned',
      },
    ])
    .returning({ id: storedFile.id })
  await app.db.insert(tuneRequestFile).values([
    { tuneRequestId: request!.id, storedFileId: files[0]!.id, role: 'original' },
    { tuneRequestId: request!.id, storedFileId: files[1]!.id, role: 'tuned' },
  ])
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('GET /api/v1/tuning/files (/tuning/files and /tuning/tunes)', () => {
  it("lists the caller's reads and tuned files with checksums and download links", async () => {
    const body = await (await app.request('GET', '/api/v1/tuning/files', { cookie: customer })).json()
    expect(body.data.map((file: { original_name: string }) => file.original_name).sort()).toEqual([
      'read.bin',
      'stage1.bin',
    ])
    expect(body.data[0]).toMatchObject({
      sha256: SHA,
      download_url: expect.stringMatching(/^\/api\/v1\/tune-requests\/\d+\/files\//),
    })
  })

  it('role=tuned lists only delivered tunes; another account sees none; logged out is 401', async () => {
    const tuned = await (await app.request('GET', '/api/v1/tuning/files?role=tuned', { cookie: customer })).json()
    expect(tuned.data.map((file: { role: string }) => file.role)).toEqual(['tuned'])
    expect((await (await app.request('GET', '/api/v1/tuning/files', { cookie: other })).json()).data).toEqual([])
    expect((await app.request('GET', '/api/v1/tuning/files')).status).toBe(401)
  })
})
