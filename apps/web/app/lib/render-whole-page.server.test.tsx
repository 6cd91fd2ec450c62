import { Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWholePage } from './render-whole-page.server'

// Only the timers: React's server renderer schedules its own work with setImmediate, which stays real.
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
afterEach(() => {
  vi.useRealTimers()
})

const never = new Promise<string>(() => {})
function Waiting() {
  return <span>{use(never)}</span>
}

describe('renderWholePage (the server entry’s render)', () => {
  it('answers the whole page', async () => {
    const page = await renderWholePage(<p>Complete</p>, { nonce: 'n', abortAfterMs: 1000, onError: vi.fn() })
    expect(page).toEqual({ html: '<p>Complete</p>', failed: false })
  })

  it('leaves no timer behind once the page is out (a pending one holds the whole render)', async () => {
    fakeTimeouts()
    await renderWholePage(<p>Complete</p>, { nonce: 'n', abortAfterMs: 1000, onError: vi.fn() })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('aborts a part still waiting after abortAfterMs: its fallback is sent and the page counts as failed', async () => {
    fakeTimeouts()
    const onError = vi.fn()
    const rendering = renderWholePage(
      <Suspense fallback={<i>Loading</i>}>
        <Waiting />
      </Suspense>,
      { nonce: 'n', abortAfterMs: 1000, onError },
    )
    await vi.advanceTimersByTimeAsync(1000)
    const page = await rendering
    expect(page.failed).toBe(true)
    expect(page.html).toContain('<i>Loading</i>')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
