import { gunzipSync, inflateSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressAnswers } from './compress-answers'

const big = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) })

function app() {
  const hono = new Hono()
  hono.use('*', compressAnswers())
  hono.get('/big', (c) => c.json(JSON.parse(big)))
  hono.get('/tiny', (c) => c.json({ status: 'ok' }))
  hono.get('/huge', (c) => c.json({ rows: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `row ${i}` })) }))
  hono.get('/stream', (c) => c.body(new Blob([big]).stream(), 200, { 'Content-Type': 'text/plain; charset=UTF-8' }))
  hono.get('/small', (c) => c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }))
  hono.get('/binary', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'application/octet-stream' }))
  hono.get('/no-transform', (c) =>
    c.body(big, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
  )
  hono.get('/vary', (c) => c.body(big, 200, { 'Content-Type': 'application/json', Vary: 'Cookie' }))
  return hono
}

describe('compressAnswers', () => {
  it('gzips a large JSON answer for a client that accepts gzip, and says it varies by Accept-Encoding', async () => {
    const response = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await response.arrayBuffer())
    // Sized in one go (decision 0086), not streamed.
    expect(response.headers.get('Content-Length')).toBe(String(body.length))
    expect(gunzipSync(body).toString()).toBe(big)
  })

  it('sends a small JSON answer made without a Content-Length as it is to a client that accepts gzip', async () => {
    const response = await app().request('/tiny', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('Vary')).toBeNull()
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('compresses a JSON answer over 64 KB on the thread pool, to the same bytes', async () => {
    const response = await app().request('/huge', { headers: { 'Accept-Encoding': 'deflate' } })
    expect(response.headers.get('Content-Encoding')).toBe('deflate')
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(body.length))
    expect(JSON.parse(inflateSync(body).toString()).rows).toHaveLength(5000)
  })

  it('keeps a streamed text answer compressed on the fly', async () => {
    const response = await app().request('/stream', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(big)
  })

  it('picks deflate when gzip is refused, and nothing when every encoding is', async () => {
    const deflated = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0, deflate' } })
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate')
    const plain = await app().request('/big', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(big)
  })

  it('leaves a client without Accept-Encoding an uncompressed body, still marked Vary', async () => {
    const response = await app().request('/big')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(big)
  })

  it('passes small bodies of known length, binary types and no-transform answers untouched', async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } }
    const small = await app().request('/small', gzip)
    expect(await small.json()).toEqual({ ok: true })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect((await app().request('/binary', gzip)).headers.get('Content-Encoding')).toBeNull()
    expect((await app().request('/no-transform', gzip)).headers.get('Content-Encoding')).toBeNull()
  })

  it('adds Accept-Encoding to an existing Vary', async () => {
    const response = await app().request('/vary', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Encoding')
  })
})
