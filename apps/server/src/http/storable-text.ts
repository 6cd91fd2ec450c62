import type { MiddlewareHandler } from 'hono'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@shop/domain/text'
import { validationFailed } from './app-error'

const FIELD_MESSAGE = UNSTORABLE_TEXT_MESSAGE.charAt(0).toUpperCase() + UNSTORABLE_TEXT_MESSAGE.slice(1)

/** Field errors for the text in `value` the database cannot store (decision 0064), or null when there is none. */
export function unstorableTextErrors(value: unknown, whole = 'body'): Record<string, string[]> | null {
  const paths = unstorableTextPaths(value)
  if (paths.length === 0) return null
  return Object.fromEntries(paths.map((path) => [path || whole, [FIELD_MESSAGE]]))
}

/** Throws the 422 `validation_failed` for text in `value` the database cannot store. */
export function assertStorableText(value: unknown, whole = 'body'): void {
  const errors = unstorableTextErrors(value, whole)
  if (errors) throw validationFailed(errors)
}

/**
 * The same check for a request no contract validates (the auth library's): its query, and its body when it is
 * JSON or a form. The body is read from a clone, so the request goes on unread.
 */
export async function unstorableTextOfRequest(request: Request): Promise<Record<string, string[]> | null> {
  const url = new URL(request.url)
  const query = unstorableTextErrors(Object.fromEntries(url.searchParams), 'query')
  if (query) return query
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null)
    return unstorableTextErrors(body)
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.clone().text())
    return unstorableTextErrors(Object.fromEntries(form))
  }
  return null
}

/** For the routes no contract of ours validates (the auth library's): their text is checked before anything reads it. */
export const storableTextOnly: MiddlewareHandler = async (c, next) => {
  const errors = await unstorableTextOfRequest(c.req.raw)
  if (errors) throw validationFailed(errors)
  await next()
}
