import type { Server } from 'node:http'
import type { Logger } from 'pino'

/** One part of the process that is stopped after the requests in flight are done (serve.ts). */
export type Closer = { name: string; close: () => unknown }

/** How often, while draining, the connections that have just finished their request are closed. */
const IDLE_SWEEP_MS = 100

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
  for (const closer of options.closers()) {
    try {
      await closer.close()
    } catch (error) {
      logger.error({ err: error, part: closer.name }, 'could not stop cleanly')
    }
  }
}
