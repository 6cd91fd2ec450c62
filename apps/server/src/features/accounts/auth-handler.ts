import type { Context } from 'hono'
import { PASSWORD_MIN_LENGTH, safeRedirectTarget, SIGN_UP_ANSWER } from '@shop/domain/accounts'
import { UNKNOWN_ERROR_MESSAGE, ERROR_TEXTS } from '@shop/domain/errors'
import type { AppEnv } from '../../http/app-env'
import { AppError } from '../../http/app-error'
import { forgetSession, getSessionUser } from '../../http/session'
import { isOpenAuthEndpoint } from './auth-endpoints'

type Envelope = { code: string; message: string; errors?: Record<string, string[]> }

/** Better Auth codes that are about one field, with the words our own schemas use for it. */
const FIELD_ERRORS: Record<string, { field: 'email' | 'password'; message?: string }> = {
  USER_ALREADY_EXISTS: { field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { field: 'email' },
  INVALID_EMAIL: { field: 'email', message: 'Email must be a valid email address' },
  PASSWORD_TOO_SHORT: { field: 'password', message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
  PASSWORD_TOO_LONG: { field: 'password', message: 'Password must be at most 128 characters' },
}

const STATUS_CODES: Record<number, Envelope> = {
  400: { code: 'bad_request', message: ERROR_TEXTS.requestUnreadable },
  401: { code: 'unauthorized', message: ERROR_TEXTS.unauthorized },
  403: { code: 'forbidden', message: ERROR_TEXTS.forbidden },
  404: { code: 'not_found', message: ERROR_TEXTS.noSuchEndpoint },
  429: { code: 'rate_limited', message: ERROR_TEXTS.rateLimited },
}

const humanize = (field: string) => {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Better Auth's `[body.email] Invalid email address; [body.name] …` as field messages. */
function validationErrors(message: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const part of message.split('; ')) {
    const match = /^\[(?:body\.)?([^\]]*)\]\s*(.*)$/.exec(part.trim())
    const field = match?.[1] || 'body'
    const text = match?.[2] ?? part.trim()
    const said = /received undefined/.test(text) ? `${humanize(field)} is required` : `${humanize(field)}: ${text}`
    ;(errors[field] ??= []).push(said)
  }
  return errors
}

/** The body of an auth library error, as our envelope `{ code, message, errors? }`. */
export function toEnvelope(status: number, path: string, body: unknown): { status: number; envelope: Envelope } {
  const raw = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown }
  const libraryCode = typeof raw.code === 'string' && raw.code ? raw.code : null
  const libraryMessage = typeof raw.message === 'string' && raw.message ? raw.message : null
  if (status >= 500) return { status: 500, envelope: { code: 'unknown', message: UNKNOWN_ERROR_MESSAGE } }
  if (libraryCode === 'PASSWORD_REFUSED') {
    // Our password policy (auth/password-policy-hook.ts): a field error like any other.
    const field = path.endsWith('/sign-up/email') ? 'password' : 'newPassword'
    const message = 'Some fields were not correct.'
    return {
      status: 422,
      envelope: { code: 'validation_failed', message, errors: { [field]: [libraryMessage ?? ''] } },
    }
  }
  if (libraryCode === 'VALIDATION_ERROR') {
    return {
      status: 422,
      envelope: {
        code: 'validation_failed',
        message: ERROR_TEXTS.validationFailed,
        errors: validationErrors(libraryMessage ?? ''),
      },
    }
  }
  const fallback = STATUS_CODES[status] ?? { code: 'bad_request', message: UNKNOWN_ERROR_MESSAGE }
  const envelope: Envelope = {
    code: libraryCode ? libraryCode.toLowerCase() : fallback.code,
    message: libraryMessage ?? fallback.message,
  }
  const field = libraryCode ? FIELD_ERRORS[libraryCode] : undefined
  if (field && (status === 400 || status === 422)) {
    // On reset-password the new password travels as `newPassword`.
    const key = field.field === 'password' && path.endsWith('/reset-password') ? 'newPassword' : field.field
    envelope.message = field.message ?? envelope.message
    envelope.errors = { [key]: [envelope.message] }
  }
  return { status, envelope }
}

/**
 * The session lives only in the httpOnly cookie: no `token` key, at any depth, in what scripts can read
 * (sign-in and sign-up's `token`, get-session's `session.token`, a changed password's new `token`, a list's
 * `sessions[].token`…), whichever endpoint answered.
 */
export function withoutTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTokens)
  if (!body || typeof body !== 'object') return body
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'token')
      .map(([key, value]) => [key, withoutTokens(value)]),
  )
}

/** Where the library sends the browser afterwards (with a token, for a password reset). */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const

const isOwnPage = (value: unknown, publicUrl: string) => {
  if (typeof value !== 'string') return false
  const origin = new URL(publicUrl).origin
  const path = value.startsWith(`${origin}/`) ? value.slice(origin.length) : value
  return safeRedirectTarget(path, '') !== ''
}

/**
 * The library would redirect to any address it is given after a login or a reset: only pages of
 * this site are accepted (422 otherwise), in the query and in a JSON body alike.
 */
async function offSiteRedirect(request: Request, url: URL, publicUrl: string): Promise<Response | null> {
  const values: [string, unknown][] = REDIRECT_FIELDS.flatMap((field) =>
    url.searchParams.has(field) ? [[field, url.searchParams.get(field)] as [string, unknown]] : [],
  )
  if (request.method === 'POST' && (request.headers.get('content-type') ?? '').includes('json')) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null)
    if (body && typeof body === 'object') {
      for (const field of REDIRECT_FIELDS) {
        if (field in body) values.push([field, (body as Record<string, unknown>)[field]])
      }
    }
  }
  const errors: Record<string, string[]> = {}
  for (const [field, value] of values) {
    if (value !== undefined && value !== null && !isOwnPage(value, publicUrl)) {
      errors[field] = [`${humanize(field)} must be a page of this site`]
    }
  }
  if (Object.keys(errors).length === 0) return null
  return Response.json({ code: 'validation_failed', message: ERROR_TEXTS.validationFailed, errors }, { status: 422 })
}

const SOCIAL_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'disableRedirect'] as const

/**
 * The request with its body read here, once (at most 256 KB, decision 0065): a client that hangs up mid-body gets
 * our 400, instead of a failed read inside the library, which answers 500 and writes it to the console.
 */
async function withBodyRead(request: Request): Promise<Request> {
  if (!request.body) return request
  let body: ArrayBuffer
  try {
    body = await request.arrayBuffer()
  } catch {
    throw new AppError(400, 'bad_request', ERROR_TEXTS.bodyUnreadable)
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body })
}

/**
 * Our social-login paths on the library's: `POST sign-in/oauth2 { providerId, … }` is its
 * `sign-in/social { provider, … }`, and `oauth2/callback/{id}` (the redirect URI registered at the
 * provider, see create-auth.ts) its `callback/{id}`. Everything else passes unchanged.
 */
async function toLibraryRequest(request: Request, publicUrl: string): Promise<Request | Response> {
  const url = new URL(request.url)
  const refused = await offSiteRedirect(request, url, publicUrl)
  if (refused) return refused
  const callback = /^\/api\/auth\/oauth2\/callback\/([^/]+)$/.exec(url.pathname)
  if (callback) {
    url.pathname = `/api/auth/callback/${callback[1]}`
    return new Request(url, request)
  }
  if (url.pathname !== '/api/auth/sign-in/oauth2' || request.method !== 'POST') return request
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return Response.json({ code: 'bad_request', message: ERROR_TEXTS.bodyNotJson }, { status: 400 })
  }
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const social: Record<string, unknown> = { provider: input.providerId }
  for (const field of SOCIAL_FIELDS) if (input[field] !== undefined) social[field] = input[field]
  url.pathname = '/api/auth/sign-in/social'
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(social) })
}

/** Auth library calls that only start sessions or send mail: they leave every remembered session as it is. */
const STARTS_SESSIONS = /\/(sign-in|sign-up|request-password-reset|forget-password|send-verification-email)(\/|$)/

/**
 * Decision 0020: a successful auth call may end sessions or change who someone is (sign-out, ban, role, member,
 * password reset revoking sessions, …). A sign-out forgets the leaving user's sessions; any other change whose
 * user is not known here forgets every remembered session (rare calls; each session is looked up once again).
 */
async function forgetChangedSessions(c: Context<AppEnv>, path: string, leaving: string | null) {
  if (path.endsWith('/sign-out')) return forgetSession(c, leaving)
  if (STARTS_SESSIONS.test(path)) return
  await c.get('deps').globalState.forgetAllSessions()
}

/**
 * The auth library's answers, made ours: its errors in the one envelope (codes lower-cased, field
 * messages under `errors`), and no session token in JSON bodies. Redirects and cookies pass as they are.
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  // Decision 0066: closed endpoints are not revealed, and nothing of the request is read before this.
  if (!isOpenAuthEndpoint(c.req.method, new URL(c.req.url).pathname)) {
    throw new AppError(404, 'not_found', ERROR_TEXTS.noSuchEndpoint)
  }
  const request = await toLibraryRequest(await withBodyRead(c.req.raw), c.get('deps').publicUrl)
  if (request instanceof Response) return request
  const path = c.req.path
  // Whose sessions a sign-out ends: asked before the library deletes the session.
  const leaving = request.method === 'POST' && path.endsWith('/sign-out') ? await getSessionUser(c) : null
  const response = await c.get('deps').auth.handler(request)
  if (request.method === 'POST' && response.status < 400) await forgetChangedSessions(c, path, leaving?.id ?? null)
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
  if (response.status < 400 && !isJson) return response
  if (response.status >= 300 && response.status < 400) return response
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  if (response.status < 400) {
    // A sign-up answers the same whether the e-mail was new or taken: not even the made-up user's id differs.
    const answer = path.endsWith('/sign-up/email') ? SIGN_UP_ANSWER : withoutTokens(body)
    return new Response(JSON.stringify(answer), { status: response.status, headers })
  }
  const { status, envelope } = toEnvelope(response.status, path, body)
  if (status >= 500) c.get('logger').error({ status: response.status, body: text.slice(0, 500), path }, 'auth failed')
  return new Response(JSON.stringify(envelope), { status, headers })
}
