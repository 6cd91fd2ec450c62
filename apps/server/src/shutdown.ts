import type { Server } from 'node:http'
import type { Logger } from 'pino'

/** One part of the process that is stopped after the requests in flight are done (serve.ts). */
export type Closer = { name: string; close: () => unknown }

/** How often, while draining, the connections that have just finished their request are closed. */
const IDLE_SWEEP_MS = 100
/**
 * The longest one closer may take: the job queue waits up to 30 s for running jobs, the rest take milliseconds. A
 * closer still running after this is logged by name and left behind, so that a stop always ends (a process left
 * hanging after SIGTERM was found holding its port for minutes, decision 0090).
 */
export const CLOSER_TIMEOUT_MS = 35_000

/**
 * A graceful stop (decision 0085): readiness answers 503 at once (a balancer stops sending requests), no new
 * connection is accepted, the requests in flight finish (keep-alive connections are closed as soon as their answer
 * is out), and after `timeoutMs` whatever still runs is cut off. Then the closers run in order, each one's failure
 * logged and the next one run still.
 */
export async function stopGracefully(options: {
  server: Server
  serving: { draining: boolean }
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  timeoutMs: number
  closers: () => Closer[]
  /** Per closer (tests use a short one). */
  closerTimeoutMs?: number
}): Promise<void> {
  const { server, serving, logger, timeoutMs } = options
  serving.draining = true
  const started = performance.now()
  const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)))
  // A keep-alive connection whose request was running at close() would otherwise stay open until its own timeout.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const inTime = await Promise.race([drained, timedOut])
  clearInterval(sweep)
  clearTimeout(timer)
  if (!inTime) {
    logger.warn({ timeoutMs }, 'requests still running at the shutdown timeout: their connections are closed')
    server.closeAllConnections()
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'requests drained')
  const closerTimeoutMs = options.closerTimeoutMs ?? CLOSER_TIMEOUT_MS
  for (const closer of options.closers()) {
    let limit: NodeJS.Timeout | undefined
    const tooLong = new Promise<'too long'>((resolve) => {
      limit = setTimeout(() => resolve('too long'), closerTimeoutMs)
    })
    try {
      const outcome = await Promise.race([Promise.resolve(closer.close()), tooLong])
      if (outcome === 'too long') {
        logger.error({ part: closer.name, ms: closerTimeoutMs }, 'did not stop in time: left behind')
      }
    } catch (error) {
      logger.error({ err: error, part: closer.name }, 'could not stop cleanly')
    } finally {
      clearTimeout(limit)
    }
  }
}
