import { describeApiError } from '@shop/domain/errors'
import { ApiError } from '../../lib/api-client'
import { Notice } from './form/fields'

/**
 * A failed call as SPEC §8 words it: the heading as the alert's title and, for a 422, every field
 * message, merged, deduplicated and sorted. Anything that is not an ApiError shows the default text.
 * Plain markup (no Mantine): it is shown on the checkout as well as on the Mantine pages.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { heading, messages } =
    error instanceof ApiError ? describeApiError(error.status, error.body) : describeApiError(0, null)
  return (
    <Notice title={heading}>
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  )
}
