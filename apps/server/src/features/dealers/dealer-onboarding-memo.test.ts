import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { dealerProfile } from '../../db/schema/dealers'
import { forgetOnboardingFacts, onboardingFactsRemembered } from './dealer-onboarding-memo'

// Decision 0110: the onboarding facts remembered for a moment, forgotten by any write through the API.

let app: TestApp
const REDLINE_ID = '00000000-0000-4000-8000-0000000000d1'

beforeAll(async () => {
  app = await createTestApp({ seed: true })
}, 120_000)
afterAll(async () => {
  await app?.close()
})

/** Sets or clears Redline's brand colour straight in the table (no API call: nothing forgets). */
const brand = (color: string | null) =>
  app.db.update(dealerProfile).set({ brandPrimaryColor: color }).where(eq(dealerProfile.organizationId, REDLINE_ID))

describe('the remembered onboarding facts (decision 0110)', () => {
  it('answers from memory within two seconds and reads again after', async () => {
    await brand(null)
    forgetOnboardingFacts()
    const now = Date.now()
    const before = await onboardingFactsRemembered(app.db, REDLINE_ID, now)
    await brand('#1565c0')
    expect(await onboardingFactsRemembered(app.db, REDLINE_ID, now + 1_000)).toEqual(before)
    const later = await onboardingFactsRemembered(app.db, REDLINE_ID, now + 2_001)
    expect(later.branding).toBe(true)
  })

  it('reads once for two asking at once', async () => {
    forgetOnboardingFacts()
    const now = Date.now()
    const [a, b] = [
      onboardingFactsRemembered(app.db, REDLINE_ID, now),
      onboardingFactsRemembered(app.db, REDLINE_ID, now),
    ]
    expect(a).toBe(b)
    await a
  })

  it('is forgotten by any write through the API, so the next page shows the step done', async () => {
    const owner = await app.login('dealer@example.com')
    await brand(null)
    forgetOnboardingFacts()
    expect((await onboardingFactsRemembered(app.db, REDLINE_ID)).branding).toBe(false)
    await brand('#1565c0')
    // Any write answered by the API (here one that is refused) forgets what was remembered.
    const write = await app.request('POST', '/api/v1/dealers/redline-performance/leave', { cookie: owner })
    expect(write.status).toBe(409)
    const progress = await (
      await app.request('GET', '/api/v1/dealers/redline-performance/onboarding-progress', { cookie: owner })
    ).json()
    expect(progress.steps.find((step: { key: string }) => step.key === 'branding').done).toBe(true)
  })
})
