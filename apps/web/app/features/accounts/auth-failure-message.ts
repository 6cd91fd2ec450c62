import { UNKNOWN_ERROR_MESSAGE } from '@shop/domain/errors'
import { ApiError } from '../../lib/api-client'

/**
 * What to show when an auth call fails: the server's own message (Better Auth answers
 * `{ code, message }`, e.g. "Invalid email or password"; our limiter's 429 carries its envelope),
 * else the SPEC §8 default text.
 */
export function authFailureMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body?.message === 'string' && error.body.message) {
    return error.body.message
  }
  return UNKNOWN_ERROR_MESSAGE
}
