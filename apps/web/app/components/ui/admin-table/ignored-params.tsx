import { Text } from '@mantine/core'

/** Says which parameters of a shared link a list left out (`readListQuery`), so the view is not silently different. */
export function IgnoredParams({ ignored, what = 'list' }: { ignored: readonly string[]; what?: string }) {
  if (ignored.length === 0) return null
  return (
    <Text size="sm" role="status">
      Left out of this link: {ignored.join(', ')} (not a value the {what} understands).
    </Text>
  )
}
