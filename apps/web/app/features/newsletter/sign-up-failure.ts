import { describeApiError } from '@shop/domain/errors'
import { ApiError } from '../../lib/api-client'

/** A failed sign-up in words: the fields' messages, else the answer's heading (or the network's). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const { heading, messages } = describeApiError(error.status, error.body)
    return messages.length ? messages.join(' ') : heading
  }
  return describeApiError(0, null).heading
}
