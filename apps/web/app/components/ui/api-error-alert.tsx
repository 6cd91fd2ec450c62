import { Alert, List } from '@mantine/core'
import { describeApiError } from '@shop/domain/errors'
import { ApiError } from '../../lib/api-client'

/**
 * A failed call as SPEC §8 words it: the heading as the alert's title and, for a 422, every field
 * message, merged, deduplicated and sorted. Anything that is not an ApiError shows the default text.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { heading, messages } =
    error instanceof ApiError ? describeApiError(error.status, error.body) : describeApiError(0, null)
  return (
    <Alert color="red" variant="light" title={heading}>
      {messages.length > 0 ? (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  )
}
