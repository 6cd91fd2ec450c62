import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }
export type FakeReply = { status: number; body: string; contentType?: string }
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>

/**
 * A provider's HTTP API on 127.0.0.1, for adapter tests: the SDK talks to it through its own host or
 * base-URL setting, so the test crosses the real SDK and a real socket, never the network.
 */
export async function startFakeServer(handler: FakeHandler, port = 0) {
  const requests: FakeRequest[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local')
      const request = {
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      Promise.resolve(handler(request))
        .then((reply) => {
          res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' })
          res.end(reply.body)
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' })
          res.end(String(error))
        })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: listening } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>

export const json = (status: number, body: unknown): FakeReply => ({ status, body: JSON.stringify(body) })
