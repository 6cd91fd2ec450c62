import type { StreamsItsBody } from './body-bound'

/** The part of a registered route read here (`api.openAPIRegistry.definitions` of @hono/zod-openapi). */
type Definition = {
  type: string
  route?: { method: string; path: string; request?: { body?: { content?: Record<string, unknown> } } }
}

const UPLOAD_TYPE = 'multipart/form-data'

/** `/api/v1/tune-requests/{id}/reupload` → a pattern matching `/api/v1/tune-requests/7/reupload`. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

/**
 * The upload operations, as the API declares them: every registered operation whose body is `multipart/form-data`
 * streams that body itself, to its own caps (`receiveUpload`, the trade-in form). The same request with any other
 * content type is an ordinary body and gets the form limit. Derived from the routes' contracts, so a new upload
 * route is one that says so in its contract, and no list elsewhere goes stale. Read from the registry rather than
 * from the generated OpenAPI document, whose generation took 0.2 s of the server's start (decision 0087).
 */
export function uploadOperations(definitions: readonly Definition[], basePath: string): StreamsItsBody {
  const byMethod = new Map<string, RegExp[]>()
  for (const { type, route } of definitions) {
    if (type !== 'route' || !route?.request?.body?.content?.[UPLOAD_TYPE]) continue
    const key = route.method.toUpperCase()
    byMethod.set(key, [...(byMethod.get(key) ?? []), pathPattern(`${basePath}${route.path}`)])
  }
  return (method, path, contentType) =>
    contentType.toLowerCase().startsWith(UPLOAD_TYPE) &&
    (byMethod.get(method)?.some((pattern) => pattern.test(path)) ?? false)
}
