import type { ErrorEnvelope } from '@shop/domain/errors'

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

/** A failed API call: its status and the error envelope (or null when the body was not one). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorEnvelope> | null,
    readonly headers?: Headers,
  ) {
    super(body?.message ?? `Request failed with status ${status}`)
  }
}

type Body = Record<string, unknown> | unknown[] | undefined
export type RequestOptions = { headers?: HeadersInit; signal?: AbortSignal }

/** The typed-by-use API client: the same code on the server (in-process) and in the browser (fetch). */
export function createApiClient(fetcher: ApiFetch) {
  async function request<T>(method: string, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers(options.headers)
    headers.set('accept', 'application/json')
    if (body !== undefined) headers.set('content-type', 'application/json')
    const response = await fetcher(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    })
    if (response.status === 204) return undefined as T
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    if (!response.ok) throw new ApiError(response.status, parsed as Partial<ErrorEnvelope> | null, response.headers)
    return parsed as T
  }
  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
    patch: <T>(path: string, body: Body, options?: RequestOptions) => request<T>('PATCH', path, body, options),
    put: <T>(path: string, body: Body, options?: RequestOptions) => request<T>('PUT', path, body, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
