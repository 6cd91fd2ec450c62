import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ERROR_TEXTS, UNKNOWN_ERROR_MESSAGE } from '@shop/domain/errors'
import type { Logger } from 'pino'
import type { Metrics } from '../platform/metrics/metrics'

/** Where Prometheus reads the figures (outside /api: it is no operation of the shop's API). */
export const METRICS_PATH = '/metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

function sendEnvelope(res: ServerResponse, status: number, code: string, message: string, headers: string[] = []) {
  const body = JSON.stringify({ code, message })
  res.writeHead(status, [
    ...headers,
    'content-type',
    'application/json',
    'content-length',
    String(Buffer.byteLength(body)),
    'cache-control',
    'no-store',
  ])
  res.end(body)
}

/**
 * `GET /metrics` in the Prometheus text format (decision 0085), behind `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured the figures are not served at all (404), so a shop that never set one does not show
 * its traffic to the world; a wrong or missing token is a 401. The token is compared as digests, in constant time.
 */
export function metricsEndpoint(metrics: Metrics, logger: Pick<Logger, 'error'>, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : undefined
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!expected) return sendEnvelope(res, 404, 'not_found', ERROR_TEXTS.noSuchEndpoint)
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      return sendEnvelope(res, 401, 'unauthorized', ERROR_TEXTS.unauthorized, ['www-authenticate', 'Bearer'])
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendEnvelope(res, 405, 'method_not_allowed', ERROR_TEXTS.methodNotAllowed, ['allow', 'GET, HEAD'])
    }
    metrics.render().then(
      (text) => {
        res.writeHead(200, ['content-type', metrics.contentType, 'cache-control', 'no-store'])
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: unknown) => {
        // A gauge someone registered failed to read: the scrape fails visibly, the shop is not affected.
        logger.error({ err: error }, 'metrics could not be collected')
        sendEnvelope(res, 503, 'unknown', UNKNOWN_ERROR_MESSAGE, ['retry-after', '5'])
      },
    )
  }
}
