import { runInThisContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { fullGarbageCollection } from './idle-memory-trim'
import { nativesSyntaxFunction, nextTickFeedbackReset, relearnNextTickAfterFullCollections } from './next-tick-feedback'

// V8's own view of a function (runtime-test.cc): its optimisation status bits, and a way to optimise it now.
const TURBOFANNED = 1 << 4
const v8View = {
  status: nativesSyntaxFunction<(fn: unknown) => number>('(fn) => %GetOptimizationStatus(fn)'),
  optimizeNow: nativesSyntaxFunction<(fn: unknown) => void>(
    '(fn) => { %PrepareFunctionForOptimization(fn); %OptimizeFunctionOnNextCall(fn); }',
  ),
}

const tick = () => new Promise<void>((resolve) => process.nextTick(resolve))

describe('nextTickFeedbackReset', () => {
  it('takes process.nextTick off its optimised code, so it is compiled again from what it sees next', async () => {
    for (let n = 0; n < 1_000; n += 1) await tick()
    v8View.optimizeNow(process.nextTick)
    await tick()
    expect(v8View.status(process.nextTick) & TURBOFANNED).toBe(TURBOFANNED)

    expect(nextTickFeedbackReset()()).toBe(true)

    expect(v8View.status(process.nextTick) & TURBOFANNED).toBe(0)
    // It still schedules and runs callbacks, with their arguments.
    const seen = await new Promise<unknown[]>((resolve) =>
      process.nextTick((...args: unknown[]) => resolve(args), 1, 'two'),
    )
    expect(seen).toEqual([1, 'two'])
  })

  it('still resets once V8 has dropped its bytecode and compiles it again', () => {
    const reset = nextTickFeedbackReset()
    const collect = fullGarbageCollection()
    // Full collections age a function that has not run and drop its bytecode: here the reset's own.
    for (let n = 0; n < 10; n += 1) collect()
    expect(reset()).toBe(true)
  })

  it('leaves the syntax of V8 runtime calls off for code compiled afterwards', () => {
    nextTickFeedbackReset()
    expect(() => runInThisContext('(function () { %GetOptimizationStatus(Math.max) })')).toThrow(SyntaxError)
  })
})

describe('relearnNextTickAfterFullCollections', () => {
  it('resets after a full collection, and no more once stopped', async () => {
    const collect = fullGarbageCollection()
    const reset = vi.fn(() => true)
    const stop = relearnNextTickAfterFullCollections(reset)
    collect()
    await vi.waitFor(() => expect(reset).toHaveBeenCalled())
    stop()
    reset.mockClear()
    collect()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reset).not.toHaveBeenCalled()
  })
})
