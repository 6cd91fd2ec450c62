// Set-up of the web project's component tests (vitest.config.ts, docs/decisions/0076): Testing Library's DOM
// matchers, a clean page and storage for every test, and no way out to a real network: a test answers the
// calls it expects with stubApi() (test/fake-api.ts) or a spy on sendBeacon; anything else fails the test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new Error(`A request no test expected: ${String(input)} (answer it with stubApi)`)
    }),
  )
  vi.spyOn(window.navigator, 'sendBeacon').mockImplementation((url) => {
    throw new Error(`A beacon no test expected: ${String(url)}`)
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  window.localStorage.clear()
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split('=')[0]
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
})
