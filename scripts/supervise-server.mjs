// Runs the server and brings it back when it dies (decision 0064): `npm start` must not stay down because one
// process ended. Restarts back off (1 s, 2 s, 4 s… up to 30 s; from 1 s again once it has served a minute) and
// stop for good, exiting non-zero, after 5 crashes within a minute. Ctrl-C and SIGTERM are passed on and end it.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'

export const RESTARTS = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  maxCrashes: 5,
  windowMs: 60_000,
}

/** The exit code that tells how a process ended: its own, or 128 + the number of the signal that ended it. */
export const exitCodeOf = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0)

/** Supervises `node <args>`; resolves with the exit code this supervisor should end with. */
export function supervise(args, options = {}) {
  const limits = { ...RESTARTS, ...options }
  const log = (message) => console.error(`[start] ${message}`)
  let child
  let stopping = false
  let timer
  let delay = limits.firstDelayMs
  const crashes = []
  return new Promise((finish) => {
    const stop = (signal) => {
      stopping = true
      clearTimeout(timer)
      if (child) child.kill(signal)
      else finish(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    const start = () => {
      const started = Date.now()
      child = spawn(process.execPath, args, { stdio: 'inherit' })
      child.on('exit', (code, signal) => {
        child = undefined
        // Asked to stop, or stopped cleanly by someone else: not a crash. A death by a signal is never a 0.
        if (stopping || code === 0) return finish(exitCodeOf(code, signal))
        const now = Date.now()
        crashes.push(now)
        while (crashes.length > 0 && now - crashes[0] > limits.windowMs) crashes.shift()
        const reason = signal ?? `exit code ${code}`
        if (crashes.length >= limits.maxCrashes) {
          log(`the server stopped (${reason}), ${crashes.length} times within ${limits.windowMs / 1000} s: giving up`)
          return finish(exitCodeOf(code, signal) || 1)
        }
        if (now - started >= limits.healthyAfterMs) delay = limits.firstDelayMs
        log(`the server stopped (${reason}); starting it again in ${delay / 1000} s`)
        timer = setTimeout(start, delay)
        delay = Math.min(delay * 2, limits.maxDelayMs)
      })
    }
    start()
  })
}

// Run directly (the tests): `node supervise-server.mjs [--first-delay-ms=N] script.mjs …`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const options = {}
  while (args[0]?.startsWith('--first-delay-ms=')) options.firstDelayMs = Number(args.shift().split('=')[1])
  supervise(args, options).then((code) => process.exit(code))
}
