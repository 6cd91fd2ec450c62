// The baseline: a bare node:http server answering what the shop's GET /api/health answers, with about
// the same number of response headers, so the ratio shows what the framework and middleware cost.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 0)
const host = process.env.HOST ?? '127.0.0.1'
const body = JSON.stringify({ status: 'ok' })

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'content-type': 'application/json',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-identity': 'anonymous',
    'x-request-id': randomUUID(),
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
})

server.listen(port, host)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)))
