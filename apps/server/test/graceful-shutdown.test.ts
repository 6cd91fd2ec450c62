import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, freePort, startBuiltServer } from './built-server'

// Decision 0085: on SIGTERM the server stops accepting, lets the requests in flight finish and exits 0; without
// OTEL_EXPORTER_OTLP_ENDPOINT not one OpenTelemetry module is loaded. The built server, as `npm start` runs it.
// The SDK, its instrumentations and exporters. Not `@opentelemetry/api`: the auth library imports that no-op facade
// itself, whatever our configuration.
const OTEL_SDK = String.raw`@opentelemetry/(sdk-|instrumentation|exporter-|otlp-)`
const recorder = fileURLToPath(new URL('./fixtures/record-imports.mjs', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'tuneshop-shutdown-'))
let mainScript: string
beforeAll(async () => {
  mainScript = await buildServer()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A sign-up whose body arrives in two halves: the request is in flight until `finish()` sends the second. */
function slowSignUp(base: string) {
  const body = JSON.stringify({ email: 'slow@example.com', password: 'correct-horse-battery', name: 'Slow' })
  const half = Math.floor(body.length / 2)
  const { hostname, port } = new URL(base)
  const sent = request({
    hostname,
    port,
    path: '/api/auth/sign-up/email',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.once('error', reject)
    sent.once('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
  })
  sent.write(body.slice(0, half))
  return { answer, finish: () => sent.end(body.slice(half)) }
}

describe('the built server on SIGTERM', () => {
  it('finishes a request in flight with 200, refuses new connections, and exits 0; no OpenTelemetry SDK loaded', async () => {
    const record = join(dir, 'imports.txt')
    const server = await startBuiltServer(mainScript, {
      port: await freePort(),
      nodeArgs: ['--import', recorder],
      env: { RECORD_IMPORTS_MATCH: OTEL_SDK, RECORD_IMPORTS_TO: record, SHUTDOWN_TIMEOUT_MS: '20000' },
    })
    const signUp = slowSignUp(server.base)
    // The first half is read by the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.child.exitCode).toBeNull()
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow()
    signUp.finish()
    const answer = await signUp.answer
    expect(answer.status, answer.body).toBe(200)
    // Signed up: the account exists, its verification mail waits in the outbox.
    expect(JSON.parse(answer.body)).toEqual({ status: 'check_email' })
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('requests drained')
    expect(existsSync(record) ? readFileSync(record, 'utf8') : '').toBe('')
  })
})

describe('tracing', () => {
  it('with OTEL_EXPORTER_OTLP_ENDPOINT set, the spans of a request and its query reach the OTLP/HTTP collector', async () => {
    // The collector: a loopback HTTP server that keeps what is posted to /v1/traces.
    const posted: Buffer[] = []
    const collector = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        if (req.url === '/v1/traces') posted.push(Buffer.concat(chunks))
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end()
      })
    })
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`
    const record = join(dir, 'imports-traced.txt')
    const server = await startBuiltServer(mainScript, {
      port: await freePort(),
      nodeArgs: ['--import', recorder],
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRICS_EXPORTER: 'none',
        OTEL_LOGS_EXPORTER: 'none',
        RECORD_IMPORTS_MATCH: OTEL_SDK,
        RECORD_IMPORTS_TO: record,
      },
    })
    try {
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200)
      const deadline = Date.now() + 15_000
      const sent = () => Buffer.concat(posted).toString('latin1')
      while (!(sent().includes('/api/ready') && sent().includes('select 1')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      // The span of the request (its path) and of the readiness query (its text), in the protobuf's strings.
      expect(sent()).toContain('/api/ready')
      expect(sent()).toContain('select 1')
      expect(sent()).toContain('tuneshop')
      expect(readFileSync(record, 'utf8')).toContain('@opentelemetry/sdk-node')
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      await new Promise((resolve) => collector.close(resolve))
    }
  })
})
