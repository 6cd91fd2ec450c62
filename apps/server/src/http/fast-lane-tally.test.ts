import { afterEach, describe, expect, it, vi } from 'vitest'
import { fastLaneTally } from './fast-lane-tally'

describe('fastLaneTally', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('logs the hits of each lane once per interval, then counts anew', () => {
    vi.useFakeTimers()
    const info = vi.fn()
    const tally = fastLaneTally({ info }, 1000)
    tally.hit('catalog')
    tally.hit('catalog')
    tally.hit('page')
    vi.advanceTimersByTime(1000)
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0]).toEqual([
      { fastLaneHits: { catalog: 2, store: 0, page: 1 }, total: 3, seconds: 1 },
      'fast-lane answers',
    ])
    tally.hit('store')
    vi.advanceTimersByTime(1000)
    expect(info.mock.calls[1]?.[0]).toMatchObject({ fastLaneHits: { catalog: 0, store: 1, page: 0 }, total: 1 })
    tally.stop()
  })

  it('writes nothing for an interval without hits', () => {
    vi.useFakeTimers()
    const info = vi.fn()
    const tally = fastLaneTally({ info }, 1000)
    vi.advanceTimersByTime(5000)
    expect(info).not.toHaveBeenCalled()
    tally.stop()
    expect(info).not.toHaveBeenCalled()
  })

  it('logs what is left when it stops', () => {
    const info = vi.fn()
    const tally = fastLaneTally({ info }, 60_000)
    tally.hit('store')
    tally.stop()
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ total: 1 }), 'fast-lane answers')
  })
})
