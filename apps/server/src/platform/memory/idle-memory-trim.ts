import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export type IdleMemoryTrim = {
  /** One request arrived. */
  served(): void
  stop(): void
}

/**
 * Gives a burst's garbage back to the system once the server has fallen quiet (decision 0057). V8 returns the
 * pages of its heap only after a full collection, and the memory reducer that should run one when a process
 * goes idle often did not here: a shop sat at 686 MiB RSS for 30 s after the bench, then dropped to about
 * 190 MiB after a single full collection. This runs `collect` once when requests were served and then none
 * for between `quietMs` and 1.5 × `quietMs` (keep-alive sockets, and the buffers they hold, close after 5 s).
 */
export function idleMemoryTrim(collect: () => void, quietMs = 10_000): IdleMemoryTrim {
  let servedSinceCheck = 0
  let burstPending = false
  let quietChecks = 0
  const timer = setInterval(() => {
    if (servedSinceCheck > 0) {
      servedSinceCheck = 0
      burstPending = true
      quietChecks = 0
      return
    }
    if (!burstPending) return
    quietChecks += 1
    if (quietChecks < 2) return
    burstPending = false
    quietChecks = 0
    collect()
  }, quietMs / 2)
  timer.unref()
  return {
    served() {
      servedSinceCheck += 1
    },
    stop() {
      clearInterval(timer)
    },
  }
}

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' }

/**
 * V8's full, synchronous garbage collection that also hands the freed pages back to the system. The `gc` function
 * exists only with `--expose-gc`; setting the flag at run time and reading `gc` from a new context gives it without
 * a start flag (as jest's leak detector does), so the server behaves the same however it is started. A plain
 * `gc()` frees the heap but keeps its pages (a full bench: heap 532 → 64 MiB, RSS stayed at 731 MiB); the
 * 'last-resort' flavour is the collection V8 runs before giving up on memory, which releases them.
 */
export function fullGarbageCollection(): () => void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (options: GcOptions) => void
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
