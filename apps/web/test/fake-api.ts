import { vi } from 'vitest'

/** One request the component sent, as the API would see it. */
export type ApiCall = { method: string; path: string; body: unknown }

/** An answer of the fake API: a status (200 by default) and a JSON body. */
export type ApiReply = { status?: number; body?: unknown }

type Route = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)

/**
 * Replaces `fetch` with a fake API at the network edge: `routes` maps `'GET /api/…'` to an answer (or a function
 * of the call, for answers that depend on the body or that a test holds back). Every call is recorded in `calls`;
 * a call no route answers gets a 404 envelope, so a test that expects it to succeed fails on what the user sees.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    )
    // The API client sends a Request (openapi-fetch, decision 0081); other code may still pass a URL and init.
    const request = input instanceof Request ? input : null
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase()
    const text = request ? (await request.text()) || null : typeof init?.body === 'string' ? init.body : null
    const call: ApiCall = { method, path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : null }
    calls.push(call)
    const route = routes[`${method} ${call.path}`]
    const reply = route === undefined ? notFound : typeof route === 'function' ? await route(call) : route
    return jsonResponse(reply.status ?? 200, reply.body ?? null)
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, fetch }
}

const notFound: ApiReply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }

function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** A promise with its resolve function outside, for answers a test releases when it has seen the wait. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
