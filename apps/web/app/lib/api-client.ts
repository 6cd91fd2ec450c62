import type { ErrorEnvelope } from '@shop/domain/errors'
import createClient, { type Client } from 'openapi-fetch'
import { data } from 'react-router'
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
export type Api = Client<paths>

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

/**
 * `answer` for a page about one object named in its address: an object the API does not know (404), or an address
 * that names none (422), is the page's 404 — the not-found page, with its status — rather than a failed page.
 */
export async function answerOrNotFound<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Exclude<Data, undefined>> {
  try {
    return await answer(call)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

function envelopeOf(error: unknown): Partial<ErrorEnvelope> | null {
  return typeof error === 'object' && error !== null ? (error as Partial<ErrorEnvelope>) : null
}

/** The API client: one for the browser (`browserApi`), one per page request on the server (`serverApi`). */
export function createApi(fetcher: ApiFetch, origin = ''): Api {
  return createClient<paths>({
    baseUrl: origin,
    fetch: fetcher,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
}
