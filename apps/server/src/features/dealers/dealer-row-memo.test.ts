import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organization } from '../../db/schema/auth'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { dealerBySlug, forgetDealerRows } from './dealer-row-memo'

// Decision 0108: the door reads a dealer's row once per moment, and a change made here is seen at once.

const SLUG = 'redline-performance'
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const rename = (name: string) => app.db.update(organization).set({ name }).where(eq(organization.slug, SLUG))

describe('the dealer row memo', () => {
  it('answers from memory within the moment, reads again after it or when forgotten', async () => {
    const start = Date.now()
    const first = await dealerBySlug(app.db, SLUG, start)
    expect(first?.slug).toBe(SLUG)
    const name = first!.name
    await rename('Renamed Behind Its Back')
    expect((await dealerBySlug(app.db, SLUG, start + 1_000))?.name).toBe(name)
    expect((await dealerBySlug(app.db, SLUG, start + 2_001))?.name).toBe('Renamed Behind Its Back')
    await rename(name)
    forgetDealerRows(app.db)
    expect((await dealerBySlug(app.db, SLUG, start + 2_002))?.name).toBe(name)
  })

  it('does not remember a dealer that does not exist', async () => {
    const now = Date.now()
    expect(await dealerBySlug(app.db, 'no-such-dealer', now)).toBeNull()
    await app.db.update(organization).set({ slug: 'no-such-dealer' }).where(eq(organization.slug, SLUG))
    try {
      expect((await dealerBySlug(app.db, 'no-such-dealer', now))?.slug).toBe('no-such-dealer')
    } finally {
      await app.db.update(organization).set({ slug: SLUG }).where(eq(organization.slug, 'no-such-dealer'))
    }
  })
})
