import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedJsonOf, sendCachedJson } from './wire-text'

const big = JSON.stringify({ name: 'Wörthersee edition — 2.0 TSI', rows: Array.from({ length: 400 }, (_, i) => i) })
const small = JSON.stringify({ status: 'ok', note: 'é' })

let server: Server
let port = 0

/** The raw answer: status, headers and body bytes as they came off the socket (no decoding by a client). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

beforeAll(async () => {
  const bodies = { '/big': cachedJsonOf(big), '/small': cachedJsonOf(small) }
  server = createServer((req, res) => {
    sendCachedJson(res, req.headers['accept-encoding'], bodies[req.url as keyof typeof bodies], ['X-Test', 'yes'])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('sendCachedJson', () => {
  it('sends UTF-8 JSON byte for byte, with its length in bytes', async () => {
    const answer = await get('/big')
    expect(answer.body.toString('utf8')).toBe(big)
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(big)))
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['x-test']).toBe('yes')
  })

  it('sends the gzip copy to a client that takes gzip', async () => {
    const answer = await get('/big', 'gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['content-length']).toBe(String(answer.body.length))
    expect(gunzipSync(answer.body).toString('utf8')).toBe(big)
  })

  it('leaves a body under 1 KB uncompressed', async () => {
    expect(cachedJsonOf(small).gzip).toBeNull()
    const answer = await get('/small', 'gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString('utf8')).toBe(small)
  })
})
