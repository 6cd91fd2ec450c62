import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fullGarbageCollection, idleMemoryTrim } from './idle-memory-trim'

describe('idleMemoryTrim', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects once, after a burst and a quiet spell, and not again until the next burst', () => {
    const collect = vi.fn()
    const trim = idleMemoryTrim(collect, 10_000)
    vi.advanceTimersByTime(60_000)
    expect(collect).not.toHaveBeenCalled()

    for (let second = 0; second < 30; second += 1) {
      trim.served()
      vi.advanceTimersByTime(1_000)
    }
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(9_000)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(6_000)
    expect(collect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(120_000)
    expect(collect).toHaveBeenCalledTimes(1)

    trim.served()
    vi.advanceTimersByTime(20_000)
    expect(collect).toHaveBeenCalledTimes(2)
    trim.stop()
  })

  it('waits while requests keep coming, however far apart within the quiet time', () => {
    const collect = vi.fn()
    const trim = idleMemoryTrim(collect, 10_000)
    for (let n = 0; n < 20; n += 1) {
      trim.served()
      vi.advanceTimersByTime(4_000)
    }
    expect(collect).not.toHaveBeenCalled()
    trim.stop()
  })
})

describe('fullGarbageCollection', () => {
  it('gives the freed heap back to the system, rather than keeping its pages', () => {
    const collect = fullGarbageCollection()
    // Rows that live long enough to reach the old generation, as a burst's caches and buffers do.
    let rows: object[] | null = []
    for (let n = 0; n < 2_000_000; n += 1) {
      rows.push({ n, text: `row ${n}` })
      if (rows.length > 1_000_000) rows = []
    }
    rows = null
    collect()
    const { heapTotal, heapUsed } = process.memoryUsage()
    // A plain full collection leaves ~100 MiB of empty pages committed here; the last-resort one releases them.
    expect((heapTotal - heapUsed) / 1024 / 1024).toBeLessThan(32)
  })

  it('collects an object nothing refers to any more', async () => {
    const collect = fullGarbageCollection()
    let garbage: object | null = { payload: new Array(1000).fill('x') }
    const ref = new WeakRef(garbage)
    garbage = null
    // A WeakRef's target stays alive until the end of the current job.
    await new Promise((resolve) => setImmediate(resolve))
    collect()
    expect(ref.deref()).toBeUndefined()
  })
})
