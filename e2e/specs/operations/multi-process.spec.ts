import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs'

// docs/deploy.md as a test: two web processes and a worker on one fresh PostgreSQL database, behind a load balancer
// of a few lines that hands the requests to the web processes in turn. A shopper's journey crosses processes at every
// step; the confirmation mail is sent once, by the worker; a catalog write on one web process is seen on the other.

const SERVER = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url))
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DEMO_PASSWORD = 'demo-password'
const ADDRESS = {
  country_code: 'US',
  full_name: 'Multi Process',
  line1: '1200 Harbor Blvd',
  city: 'Costa Mesa',
  state: 'CA',
  postal_code: '92627',
  email: 'customer@example.com',
}
// A product of the demo store without options, in stock.
const PRODUCT = 'obd-y-splitter-cable'

type Shop = { name: string; url: string; child: ChildProcess; tail: () => string }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The upstream that answered each request, in order. */
const served: string[] = []

/** Round robin over the web processes, as a reverse proxy would (X-Forwarded-For, which TRUSTED_PROXIES trusts). */
function loadBalancer(port: number, upstreams: () => Shop[]): Promise<Server> {
  let next = 0
  const server = createServer((req, res) => {
    const shops = upstreams()
    const shop = shops[next++ % shops.length]!
    served.push(shop.name)
    const target = new URL(req.url ?? '/', shop.url)
    const forwarded = httpRequest(
      target,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': shop.name })
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(forwarded)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function waitForHealth(shop: Shop, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`${shop.name} exited (${shop.child.exitCode}): ${shop.tail()}`)
    try {
      if ((await fetch(`${shop.url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${shop.name} did not answer within ${timeoutMs / 1000} s: ${shop.tail()}`)
}

test.describe('several processes on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })

  const databaseName = `tuneshop_mp_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const databaseUrl = (() => {
    const url = new URL(POSTGRES)
    url.pathname = `/${databaseName}`
    return url.toString()
  })()
  const dataDir = mkdtempSync(join(tmpdir(), 'tuneshop-mp-'))
  const shops: Shop[] = []
  const mails: string[] = []
  let smtp: SMTPServer
  let smtpPort = 0
  let balancer: Server
  let lbUrl = ''
  let api: APIRequestContext
  let postgresUp = true

  const start = async (name: string, role: 'web' | 'worker'): Promise<Shop> => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SERVER_ROLE: role,
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dataDir, name),
        // Every process shares the secret and the public address: the load balancer's.
        AUTH_SECRET: 'multi-process-test-secret-that-is-long-enough-0123456789',
        PUBLIC_URL: lbUrl,
        TRUSTED_PROXIES: '127.0.0.1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'shop@example.com',
      },
    })
    let stderr = ''
    child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
    const shop = { name, url, child, tail: () => stderr.trim() || '(no stderr)' }
    shops.push(shop)
    await waitForHealth(shop)
    return shop
  }
  const webShops = () => shops.filter((shop) => shop.name.startsWith('web'))
  const stop = async (shop: Shop) => {
    if (shop.child.exitCode !== null) return
    const exited = new Promise((resolve) => shop.child.once('exit', resolve))
    shop.child.kill('SIGTERM')
    await exited
  }

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES })
    try {
      await admin.connect()
    } catch {
      postgresUp = false
      return
    }
    await admin.query(`create database ${databaseName}`)
    await admin.end()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        stream.on('end', () => {
          mails.push(raw)
          done()
        })
      },
    })
    smtpPort = await freePort()
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
    const lbPort = await freePort()
    lbUrl = `http://127.0.0.1:${lbPort}`
    balancer = await loadBalancer(lbPort, webShops)
    // The first process migrates and seeds; the others find the database ready (the migration lock would also do).
    await start('web-a', 'web')
    await start('web-b', 'web')
    api = await playwrightRequest.newContext({ baseURL: lbUrl, extraHTTPHeaders: { origin: lbUrl } })
  })

  test.afterAll(async () => {
    await api?.dispose()
    await Promise.all(shops.map(stop))
    balancer?.close()
    smtp?.close()
    rmSync(dataDir, { recursive: true, force: true })
    if (!postgresUp) return
    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    await admin.query(`drop database if exists ${databaseName} with (force)`)
    await admin.end()
  })

  test('a shopper crosses processes at every step; the worker sends the confirmation once', async () => {
    test.skip(!postgresUp, 'no PostgreSQL server answers at ' + POSTGRES)
    served.length = 0
    const login = await api.post('/api/auth/sign-in/email', {
      data: { email: 'customer@example.com', password: DEMO_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const me = await api.get('/api/user/me')
    expect(me.status()).toBe(200)
    expect((await me.json()).email).toBe('customer@example.com')
    // Logged in on one process, known on the other.
    expect(served.slice(0, 2)).toEqual(['web-a', 'web-b'])

    const entry = {
      kind: 'product',
      product: { slug: PRODUCT, name: PRODUCT, subtext: '', image: null, pricesByCurrency: { USD: 0 } },
      options: [],
      quantity: 1,
      hash: `mp-${PRODUCT}`,
    }
    const saved = await api.put('/api/store/cart', { data: { currency: 'USD', entries: [entry], merge: false } })
    expect(saved.status()).toBe(200)
    const cart = await api.get('/api/store/cart')
    expect(cart.status()).toBe(200)
    expect((await cart.json()).entries.map((line: { product: { slug: string } }) => line.product.slug)).toEqual([
      PRODUCT,
    ])
    expect(served[served.length - 1]).not.toBe(served[served.length - 2])

    const created = await api.post('/api/order', { data: { entries: [entry], billing_address: ADDRESS } })
    expect(created.status()).toBe(201)
    const { order } = await created.json()
    const paid = await api.post(`/api/order/${order.id}/payment`, {
      data: { test_token: 'tok_visa' },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(paid.status()).toBe(200)
    expect((await paid.json()).status).toBe('paid')

    // The web processes only queue the mail: nothing goes out until a worker runs.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const confirmation = (raw: string) => raw.includes(`order ${order.id} confirmed`)
    expect(mails.filter(confirmation)).toHaveLength(0)
    await start('worker', 'worker')
    await expect.poll(() => mails.filter(confirmation).length, { timeout: 30_000 }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(mails.filter(confirmation)).toHaveLength(1)
  })

  test('with two workers, ten orders paid across both web processes send ten mails: no job runs twice', async () => {
    test.skip(!postgresUp, 'no PostgreSQL server answers at ' + POSTGRES)
    await start('worker-2', 'worker')
    const guest = await playwrightRequest.newContext({ baseURL: lbUrl, extraHTTPHeaders: { origin: lbUrl } })
    const entry = {
      kind: 'product',
      product: { slug: PRODUCT, name: PRODUCT, subtext: '', image: null, pricesByCurrency: { USD: 0 } },
      options: [],
      quantity: 1,
      hash: `mp-guest-${PRODUCT}`,
    }
    const ids: number[] = []
    for (let i = 0; i < 10; i += 1) {
      const created = await guest.post('/api/order', {
        data: { entries: [entry], billing_address: { ...ADDRESS, email: `guest-${i}@example.com` } },
      })
      expect(created.status()).toBe(201)
      const { order, token } = await created.json()
      const paid = await guest.post(`/api/order/${order.id}/payment`, {
        data: { test_token: 'tok_visa', token },
        headers: { 'idempotency-key': randomUUID() },
      })
      expect(paid.status()).toBe(200)
      ids.push(order.id)
    }
    const sentFor = (id: number) => mails.filter((raw) => raw.includes(`order ${id} confirmed`)).length
    await expect.poll(() => ids.map(sentFor), { timeout: 60_000 }).toEqual(ids.map(() => 1))
    // Long enough for a second run of any of them to have happened.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(ids.map(sentFor)).toEqual(ids.map(() => 1))
    const messageIds = mails.map((raw) => /^Message-ID: (.+)$/im.exec(raw)?.[1])
    expect(new Set(messageIds).size).toBe(mails.length)
    await guest.dispose()
  })

  test('a price changed on one web process is served by the other within a second', async () => {
    test.skip(!postgresUp, 'no PostgreSQL server answers at ' + POSTGRES)
    const [a, b] = webShops()
    // Product prices are an Admin's (PERMISSIONS.md); the admin works on web-a alone.
    const admin = await playwrightRequest.newContext({ baseURL: a!.url, extraHTTPHeaders: { origin: lbUrl } })
    const login = await admin.post('/api/auth/sign-in/email', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const priceOn = async (url: string): Promise<number> => {
      const answer = await fetch(`${url}/api/store/product/${PRODUCT}`)
      return (await answer.json()).data.pricesByCurrency.USD
    }
    // Warm the other process's cache first, so that the change must reach it as an invalidation.
    const before = await priceOn(b!.url)
    const changed = before + 123
    const write = await admin.patch(`/api/admin/store/product/${PRODUCT}`, { data: { prices: { USD: changed } } })
    expect(write.status()).toBe(200)
    const at = Date.now()
    await expect.poll(() => priceOn(b!.url), { timeout: 1_000, intervals: [20] }).toBe(changed)
    expect(Date.now() - at).toBeLessThan(1_000)
    await admin.dispose()
  })
})
