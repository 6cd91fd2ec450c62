import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import pino from 'pino'
import type { SiteConfig } from '@shop/domain/site'
import { createApi } from '../src/app'
import { buildDeps } from '../src/bootstrap'
import type { Database } from '../src/db/client'
import { seedDemo } from '../src/db/seed/run-seed'
import { outboxMail } from '../src/db/schema/mail'
import { readEnv } from '../src/env'
import type { AppDeps } from '../src/http/app-env'
import { CLIENT_IP_HEADER } from '../src/auth/client-ip-header'
import { parseSiteConfig } from '../src/site-config'
import { datalogWorkerScript } from './server-scripts'
import { freshDatabase } from './test-database'

export const TEST_ORIGIN = 'http://shop.test'

/** A response whose JSON body tests read freely (the assertions check its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json: () => Promise<any> }

type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string }

/**
 * The API on a fresh migrated database, called in-process as the server itself does. `request`
 * sends same-origin requests by default, as a browser on the shop would.
 */
export async function createTestApp(
  options: {
    seed?: boolean
    siteConfig?: Record<string, unknown>
    env?: Record<string, string>
    clock?: () => Date
    /** null: no PUBLIC_URL, as `npm start` runs with no settings. */
    publicUrl?: string | null
    /** Another database than a fresh one (the backup test's, served as the shop serves it); closed with the app. */
    database?: Database
  } = {},
) {
  const database = options.database ?? (await freshDatabase())
  const dataDir = mkdtempSync(join(tmpdir(), 'tuneshop-test-'))
  const env = readEnv({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(options.publicUrl === null ? {} : { PUBLIC_URL: options.publicUrl ?? TEST_ORIGIN }),
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    // Test files sign many people up from one address; the mail limits per address are tested with their defaults.
    MAIL_MAX_PER_IP: '10000',
    ...options.env,
  })
  const siteConfig: SiteConfig = parseSiteConfig(options.siteConfig ?? {})
  const deps: AppDeps = await buildDeps({
    env,
    database,
    siteConfig,
    logger: pino({ level: 'silent' }),
    clock: options.clock,
    datalogWorker: await datalogWorkerScript(),
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  })
  if (options.seed) await seedDemo(database.db, new Date(), { files: deps.files })
  const api = createApi(deps)

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      [CLIENT_IP_HEADER]: opts.ip ?? '203.0.113.7',
      ...opts.headers,
    }
    if (opts.cookie) headers.cookie = opts.cookie
    let body: string | undefined
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    }
    return api.request(`${TEST_ORIGIN}${path}`, { method, headers, body })
  }

  /** Logs in and returns the cookie header to send with later requests. */
  async function login(email: string, password = 'demo-password'): Promise<string> {
    const response = await request('POST', '/api/auth/sign-in/email', { body: { email, password } })
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`)
    return cookieFrom(response)
  }

  /** Signs up and follows the link of the confirmation mail, which logs the new user in; returns the cookie header. */
  async function signUp(email: string, password = 'correct-horse-battery', name = 'Test Person'): Promise<string> {
    const response = await request('POST', '/api/auth/sign-up/email', { body: { email, password, name } })
    if (response.status !== 200) throw new Error(`sign-up ${email} failed: ${response.status} ${await response.text()}`)
    const link = await verificationLinkOf(email)
    if (!link) throw new Error(`sign-up ${email}: no confirmation mail (is the e-mail already registered?)`)
    const opened = await request('GET', `${link.pathname}${link.search}`)
    const cookie = cookieFrom(opened)
    if (opened.status !== 302 || !cookie)
      throw new Error(`sign-up ${email}: the confirmation link answered ${opened.status}`)
    return cookie
  }

  /** The link of the last confirmation mail to an address, from the outbox. */
  async function verificationLinkOf(email: string): Promise<URL | null> {
    const mails = await database.db
      .select({ text: outboxMail.text })
      .from(outboxMail)
      .where(eq(outboxMail.to, email.toLowerCase()))
      .orderBy(desc(outboxMail.id))
    for (const mail of mails) {
      const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0]
      if (link) return new URL(link)
    }
    return null
  }

  /** A same-origin multipart POST of one file (and form fields), as the upload page sends it. */
  function upload(
    path: string,
    cookie: string | undefined,
    name: string,
    data: Uint8Array,
    fields: Record<string, string> = {},
  ): Promise<TestResponse> {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('file', new Blob([data as Uint8Array<ArrayBuffer>]), name)
    const headers: Record<string, string> = { origin: TEST_ORIGIN }
    if (cookie) headers.cookie = cookie
    return api.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: form }) as Promise<TestResponse>
  }

  return {
    api,
    deps,
    db: database.db,
    /** Every file the local store holds now, its temporary ones included (tests check that a refusal keeps none). */
    storedFiles: () => filesUnder(join(dataDir, 'files')),
    request,
    upload,
    login,
    signUp,
    verificationLinkOf,
    close: async () => {
      await deps.jobs.stop()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
  } catch {
    return []
  }
}

/** The cookies a response sets, as a Cookie request header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair): pair is string => Boolean(pair) && !pair!.endsWith('='))
    .join('; ')
}
