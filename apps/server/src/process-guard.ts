import pino, { type Logger } from 'pino'

/**
 * Writes out, synchronously, what the logger's buffer holds (the request lines go out in 4 KB batches, see
 * bootstrap.ts). Pino does this itself when the process exits normally; after an error the lines are wanted now,
 * before anything else can end the process and take them along.
 */
export function flushLogsSync(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[pino.symbols.streamSym]
  try {
    stream?.flushSync?.()
  } catch {
    // A destination that is not open yet holds nothing to lose.
  }
}

/**
 * What escapes every handler (an 'error' event no one listens to, a rejected promise no one awaits) is logged with
 * the id of the request whose work it was, flushed, and the process keeps serving: one bad request must not end
 * every other visitor's (decision 0064). If the process dies anyway, `npm start` brings it back
 * (scripts/start.mjs). Returns the undo.
 */
export function guardProcess(logger: Logger, requestId: () => string | undefined): () => void {
  const report = (kind: string) => (error: unknown) => {
    logger.error({ err: error, requestId: requestId() }, `${kind}: logged, still serving`)
    flushLogsSync(logger)
  }
  const onException = report('uncaught exception')
  const onRejection = report('unhandled rejection')
  process.on('uncaughtException', onException)
  process.on('unhandledRejection', onRejection)
  return () => {
    process.off('uncaughtException', onException)
    process.off('unhandledRejection', onRejection)
  }
}
