import { constants, PerformanceObserver, type NodeGCPerformanceDetail, type PerformanceEntry } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInThisContext } from 'node:vm'

/** Runs `work` with V8's runtime-call syntax allowed, and only then: code compiled at any other time never sees it. */
function withNativesSyntax<T>(work: () => T): T {
  setFlagsFromString('--allow-natives-syntax')
  try {
    return work()
  } finally {
    setFlagsFromString('--no-allow-natives-syntax')
  }
}

/**
 * `source`, a function expression using V8 runtime calls such as `%DeoptimizeFunction(fn)`, compiled and callable.
 * V8 may compile a function's body at a later call than the first (it drops the bytecode of functions that seldom
 * run), so every call runs with the syntax allowed too. Throws where V8 refuses the source.
 */
export function nativesSyntaxFunction<F extends (...args: never[]) => unknown>(source: string): F {
  const compiled = withNativesSyntax(() => runInThisContext(`(${source})`) as F)
  return ((...args: Parameters<F>) => withNativesSyntax(() => compiled(...args))) as F
}

/**
 * Lets Node's `process.nextTick` learn its types afresh (decision 0058). Each HTTP answer calls it about ten times
 * inside Node's streams. A full collection in a quiet spell (the idle trim's, or V8's own) collects the hidden
 * classes its tick-object literal had seen, and V8 optimises it again onto the generic path, for good: ~500 ns a
 * call instead of ~60, a fifth of a cached answer's cost (50 µs instead of 40). Clearing its type feedback and its
 * optimised code lets it relearn the classes in use. Returns false where V8 refuses the runtime calls.
 */
export function nextTickFeedbackReset(): () => boolean {
  let reset: ((fn: unknown) => void) | null
  try {
    reset = nativesSyntaxFunction('function (fn) { %ClearFunctionFeedback(fn); %DeoptimizeFunction(fn); }')
  } catch {
    reset = null
  }
  return () => {
    if (!reset) return false
    try {
      reset(process.nextTick)
      return true
    } catch {
      return false
    }
  }
}

/** Whether a batch of `gc` performance entries holds a full (mark-compact) collection. */
const holdsFullCollection = (entries: readonly PerformanceEntry[]) =>
  entries.some(
    (entry) => (entry as { detail?: NodeGCPerformanceDetail }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR,
  )

/**
 * Resets `process.nextTick` (above) after every full collection, V8's own included: any of them, run while the
 * server is quiet, can leave it on the generic path. A reset costs a few milliseconds of unoptimised calls, and full
 * collections come seconds apart at most. Returns the function that stops it.
 */
export function relearnNextTickAfterFullCollections(reset = nextTickFeedbackReset()): () => void {
  const observer = new PerformanceObserver((list) => {
    if (holdsFullCollection(list.getEntries())) reset()
  })
  observer.observe({ entryTypes: ['gc'] })
  return () => observer.disconnect()
}
