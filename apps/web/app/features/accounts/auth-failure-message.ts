import { UNKNOWN_ERROR_MESSAGE } from '@shop/domain/errors'
import { ApiError } from '../../lib/api-client'

/** Answers whose library wording does not say what to do next. */
const BY_CODE: Record<string, string> = {
  // Decision 0067: a new account logs in once its e-mail is confirmed; logging in mails a new link.
  email_not_verified:
    'Please confirm your e-mail address first: open the link in the message we have sent you (a new one is on its way).',
}

/**
 * What to show when an auth call fails: the server's own message (Better Auth answers
 * `{ code, message }`, e.g. "Invalid email or password"; our limiter's 429 carries its envelope),
 * else the SPEC §8 default text.
 */
export function authFailureMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.body?.code : undefined
  if (code && Object.hasOwn(BY_CODE, code)) return BY_CODE[code]!
  if (error instanceof ApiError && typeof error.body?.message === 'string' && error.body.message) {
    return error.body.message
  }
  return UNKNOWN_ERROR_MESSAGE
}
