import type { ErrorEnvelope } from '@shop/domain/errors'
import createClient, { type Client } from 'openapi-fetch'
import type { RequestBodyJSON, SuccessResponseJSON } from 'openapi-typescript-helpers'
import type { components, paths } from './api-schema.generated'

/** How a call reaches the API: `fetch` in the browser, the app itself (in-process, with the visitor's cookies) on the server. */
export type ApiFetch = (request: Request) => Promise<Response>

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

/** A named schema of the API's contract (`Schema<'Order'>`), as the generated types say it (decision 0081). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]

/** The answer of an operation (`AnswerOf<'/api/v1/orders/{id}', 'get'>`), for code that cannot call through `Api` (an upload sent by XMLHttpRequest for its progress). */
export type AnswerOf<Path extends keyof paths, Method extends keyof paths[Path]> = SuccessResponseJSON<
  paths[Path][Method] & Record<string | number, unknown>
>

/** The JSON body of an operation's request (`BodyOf<'/api/order', 'post'>`), for a form that builds it before the call. */
export type BodyOf<Path extends keyof paths, Method extends keyof paths[Path]> = RequestBodyJSON<paths[Path][Method]>

/** The API, typed by its OpenAPI document: `api.GET('/api/v1/orders/{id}', { params: { path: { id } } })`. */
export type Api = Client<paths> & LegacyCalls

/**
 * The answer of a call, or its failure thrown as an `ApiError` (what loaders, queries and mutations expect):
 * `const order = await answer(api.GET('/api/v1/orders/{id}', …))`. Typed by the operation's success answer: the
 * parameter's optional `data` takes openapi-fetch's two branches (answer, or `data?: never` with the error).
 */
export async function answer<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Exclude<Data, undefined>> {
  const { data, error, response } = await call
  if (!response.ok) throw new ApiError(response.status, envelopeOf(error), response.headers)
  return data as Exclude<Data, undefined>
}

function envelopeOf(error: unknown): Partial<ErrorEnvelope> | null {
  return typeof error === 'object' && error !== null ? (error as Partial<ErrorEnvelope>) : null
}

/** The API client: one for the browser (`browserApi`), one per page request on the server (`serverApi`). */
export function createApi(fetcher: ApiFetch, origin = ''): Api {
  const client = createClient<paths>({
    baseUrl: origin,
    fetch: fetcher,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  return Object.assign(client, legacyCalls(fetcher, origin))
}

// The untyped calls of before decision 0081, while the features move to the typed ones; removed with the last.
type Body = Record<string, unknown> | unknown[] | undefined
export type RequestOptions = { headers?: HeadersInit; signal?: AbortSignal }
type LegacyCalls = ReturnType<typeof legacyCalls>

function legacyCalls(fetcher: ApiFetch, origin: string) {
  async function request<T>(method: string, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers(options.headers)
    headers.set('accept', 'application/json')
    if (body !== undefined) headers.set('content-type', 'application/json')
    const response = await fetcher(
      new Request(`${origin}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
        credentials: 'same-origin',
      }),
    )
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
/** @deprecated the legacy name of `Api`. */
export type ApiClient = Api
