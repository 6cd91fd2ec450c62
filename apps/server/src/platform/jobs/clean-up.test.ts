import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { accountMail, loginFailure } from '../../db/schema/accounts'
import { session, user, verification } from '../../db/schema/auth'
import { createLocalFileStore } from '../files/file-store'
import { cleanUpExpired } from './clean-up'

let app: TestApp
const temporary: string[] = []
const HOUR = 60 * 60_000

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

describe('the clean-up job', () => {
  it('removes what has expired and keeps what has not; a second run finds nothing', async () => {
    const now = new Date()
    await app.login('customer@example.com')
    const kept = await app.login('staff@example.com')
    const [customer] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, 'customer@example.com'))
    const [expired] = await app.db.select({ id: session.id }).from(session).where(eq(session.userId, customer!.id))
    if (!expired) throw new Error('the customer has no session')
    await app.db
      .update(session)
      .set({ expiresAt: new Date(now.getTime() - HOUR) })
      .where(eq(session.id, expired.id))
    await app.db.insert(verification).values([
      { id: 'v-old', identifier: 'reset', value: 'a', expiresAt: new Date(now.getTime() - HOUR) },
      { id: 'v-new', identifier: 'reset', value: 'b', expiresAt: new Date(now.getTime() + HOUR) },
    ])
    await app.db.insert(loginFailure).values([
      { email: 'old@example.com', ip: '203.0.113.9', at: new Date(now.getTime() - 25 * HOUR) },
      { email: 'new@example.com', ip: '203.0.113.9', at: now },
    ])
    await app.db.insert(accountMail).values({
      kind: 'reset',
      email: 'old@example.com',
      ip: '203.0.113.9',
      sent: true,
      at: new Date(now.getTime() - 25 * HOUR),
    })

    const root = mkdtempSync(join(tmpdir(), 'tuneshop-clean-up-'))
    temporary.push(root)
    await mkdir(join(root, 'tmp'), { recursive: true })
    const abandoned = join(root, 'tmp', 'old.part')
    await writeFile(abandoned, 'half an upload')
    const dayAndABitAgo = new Date(now.getTime() - 25 * HOUR)
    await utimes(abandoned, dayAndABitAgo, dayAndABitAgo)
    await writeFile(join(root, 'tmp', 'fresh.part'), 'being written')
    const files = createLocalFileStore(root)

    const deps = { db: app.db, files, clock: () => now }
    expect(await cleanUpExpired(deps)).toEqual({ sessions: 1, verifications: 1, limitRows: 2, uploads: 1 })
    expect(await cleanUpExpired(deps)).toEqual({ sessions: 0, verifications: 0, limitRows: 0, uploads: 0 })
    expect((await app.db.select({ id: verification.id }).from(verification)).map((row) => row.id)).toContain('v-new')
    expect(await app.db.select().from(loginFailure)).toHaveLength(1)
    expect((await app.db.select({ id: session.id }).from(session)).map((row) => row.id)).not.toContain(expired.id)
    expect((await app.request('GET', '/api/user/me', { cookie: kept })).status).toBe(200)
  })
})
