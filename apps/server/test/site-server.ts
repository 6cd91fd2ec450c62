import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createSiteApp } from '../src/server'
import { createSiteListener } from '../src/site-listener'
import { createTestApp, type TestApp } from './test-app'

/** A hashed asset of the stand-in web build, plain and precompressed as the real build writes them. */
export const ASSET_PATH = '/assets/app-Bx1y2z3.js'
const ASSET_BODY = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`

/**
 * A web build of our own: React Router's server entry reduced to what `createSiteApp` calls. Its page handler
 * reads the body of a POST, as a route action does, and answers 405 for it and 404 for an unknown page.
 */
function writeWebBuild(dir: string) {
  mkdirSync(join(dir, 'server'), { recursive: true })
  mkdirSync(join(dir, 'client/assets'), { recursive: true })
  writeFileSync(
    join(dir, 'server/index.js'),
    `export const entry = { module: {
  createLoadContext: (values) => values,
  createRequestHandler: () => async (request) => {
    const headers = { 'content-type': 'text/html; charset=utf-8' }
    if (request.method === 'POST') {
      const body = await request.text()
      return new Response('<!doctype html><p>read ' + body.length + '</p>', { status: 405, headers })
    }
    const known = new URL(request.url).pathname === '/'
    return new Response('<!doctype html><p>page</p>', { status: known ? 200 : 404, headers })
  },
} }
`,
  )
  writeFileSync(join(dir, `client${ASSET_PATH}`), ASSET_BODY)
  writeFileSync(join(dir, `client${ASSET_PATH}.gz`), gzipSync(ASSET_BODY))
}

/** The whole site (API, assets, pages) behind the request listener main.ts uses, on a port of 127.0.0.1. */
export async function startSiteServer(options: Parameters<typeof createTestApp>[0] = {}) {
  const app: TestApp = await createTestApp(options)
  const buildDir = mkdtempSync(join(tmpdir(), 'tuneshop-web-build-'))
  writeWebBuild(buildDir)
  const site = createSiteListener(app.deps, await createSiteApp(app.deps, { webBuildDir: buildDir }))
  const server: Server = createServer(site.listen)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    app,
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      site.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await app.close()
      rmSync(buildDir, { recursive: true, force: true })
    },
  }
}
export type SiteServer = Awaited<ReturnType<typeof startSiteServer>>

export type RawAnswer = {
  status: number
  headers: Record<string, string>
  body: string
  /** Whether the server closed the connection within `closeWithinMs` of its answer. */
  closed: boolean
}

/**
 * Sends a request over a socket of its own, with exactly the headers and body bytes given (no Content-Length is
 * added: a test chooses between a declared length and chunks), and reads the answer. `keepSending` keeps the
 * body open (the request is never finished), so an answer proves the server did not wait for the rest.
 */
export function rawRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer; keepSending?: boolean },
  closeWithinMs = 1500,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const head = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1']
    for (const [name, value] of Object.entries(request.headers ?? {})) head.push(`${name}: ${value}`)
    let received = Buffer.alloc(0)
    let answer: Omit<RawAnswer, 'closed'> | undefined
    let closeTimer: NodeJS.Timeout | undefined
    const timeout = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer to ${request.method} ${request.path}`))
    }, 20_000)
    const finish = (closed: boolean) => {
      clearTimeout(timeout)
      clearTimeout(closeTimer)
      socket.destroy()
      if (answer) resolve({ ...answer, closed })
      else reject(new Error(`the connection closed without an answer to ${request.method} ${request.path}`))
    }
    socket.on('error', () => undefined) // a reset after the answer is what some tests expect
    socket.on('close', () => finish(true))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (answer) return
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const length = Number(headers['content-length'] ?? 0)
      if (headers['content-length'] !== undefined && received.length < end + 4 + length) return
      answer = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
      }
      closeTimer = setTimeout(() => finish(false), closeWithinMs)
    })
    socket.write(`${head.join('\r\n')}\r\n\r\n`)
    if (request.body) socket.write(request.body)
    if (!request.keepSending) return
    // Trickle more of the body, as a slow client would, until the answer comes.
    const chunked = Object.entries(request.headers ?? {}).some(
      ([name, value]) => name.toLowerCase() === 'transfer-encoding' && value === 'chunked',
    )
    const more = setInterval(() => {
      const bytes = Buffer.alloc(16 * 1024, 0x61)
      if (answer || socket.destroyed) clearInterval(more)
      else socket.write(chunked ? chunkOf(bytes) : bytes, () => undefined)
    }, 20)
    socket.on('close', () => clearInterval(more))
  })
}

/** A chunk of a chunked body (`Transfer-Encoding: chunked`). */
export const chunkOf = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
