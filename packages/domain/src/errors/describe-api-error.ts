import { CONFLICT_MESSAGES, UNKNOWN_ERROR_MESSAGE, VALIDATION_HEADING } from './error-catalogue'
import type { ErrorEnvelope } from './error-envelope.schema'

export type ApiErrorDescription = { heading: string; messages: string[] }

/**
 * SPEC §8: what the shop shows for a failed call. A 422 lists every field message, merged,
 * deduplicated and sorted, after 'Some fields were not correct:'; a 409 shows the catalogue text of
 * its code; 402 and 421 show the server's message; anything else the default text.
 */
export function describeApiError(status: number, body: Partial<ErrorEnvelope> | null | undefined): ApiErrorDescription {
  if (status === 422 && body?.errors && typeof body.errors === 'object') {
    // A body is whatever the network gave; only strings are messages.
    const merged = new Set(
      Object.values(body.errors)
        .flat()
        .filter((m): m is string => typeof m === 'string'),
    )
    return { heading: VALIDATION_HEADING, messages: [...merged].sort() }
  }
  if (status === 409 && typeof body?.code === 'string' && Object.hasOwn(CONFLICT_MESSAGES, body.code)) {
    return { heading: CONFLICT_MESSAGES[body.code as keyof typeof CONFLICT_MESSAGES], messages: [] }
  }
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null
  if ((status === 402 || status === 421) && message) return { heading: message, messages: [] }
  if ((status === 401 || status === 403 || status === 404 || status === 409 || status === 412) && message) {
    return { heading: message, messages: [] }
  }
  return { heading: UNKNOWN_ERROR_MESSAGE, messages: [] }
}
