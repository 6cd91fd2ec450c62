// Set-up of the web project's component tests (vitest.config.ts, docs/decisions/0076): Testing Library's DOM
// matchers, and a clean page, storage and network stub for every test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

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
