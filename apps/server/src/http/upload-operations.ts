import type { StreamsItsBody } from './body-bound'

/** The part of an OpenAPI document read here. */
type OpenApiDocument = { paths?: object }
type Operation = { requestBody?: { content?: Record<string, unknown> } } | undefined

const UPLOAD_TYPE = 'multipart/form-data'

/** `/api/v1/tune-requests/{id}/reupload` → a pattern matching `/api/v1/tune-requests/7/reupload`. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

/**
 * The upload operations, as the API declares them: every operation of the OpenAPI document whose body is
 * `multipart/form-data` streams that body itself, to its own caps (`receiveUpload`, the trade-in form). The same
 * request with any other content type is an ordinary body and gets the form limit. Derived from the document, so
 * a new upload route is one that says so in its contract, and no list elsewhere goes stale.
 */
export function uploadOperations(document: OpenApiDocument): StreamsItsBody {
  const byMethod = new Map<string, RegExp[]>()
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      if (!operation?.requestBody?.content?.[UPLOAD_TYPE]) continue
      const key = method.toUpperCase()
      byMethod.set(key, [...(byMethod.get(key) ?? []), pathPattern(path)])
    }
  }
  return (method, path, contentType) =>
    contentType.toLowerCase().startsWith(UPLOAD_TYPE) &&
    (byMethod.get(method)?.some((pattern) => pattern.test(path)) ?? false)
}
