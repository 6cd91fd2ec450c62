import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { keepIdleConnections } from './idle-connections'

describe('idle keep-alive connections (decision 0090)', () => {
  const server = keepIdleConnections(createServer((_req, res) => res.end('ok')))
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('tells the client it keeps an idle connection 65 s, past a proxy’s 60 s', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path: '/', headers: { connection: 'keep-alive' } }, (res) => {
        res.resume()
        res.once('end', () => resolve(res.headers['keep-alive']?.toString()))
      })
      sent.once('error', reject)
      sent.end()
    })
    expect(keepAlive).toBe('timeout=65')
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
