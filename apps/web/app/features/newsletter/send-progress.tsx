import { Group, Progress, Text } from '@mantine/core'
import type { IssueSummary } from '@shop/domain/newsletter'
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/** Delivered of total as a bar; the issue's list numbers while it is being sent. */
export function SendProgress({ issue }: { issue: Pick<IssueSummary, 'status' | 'total' | 'delivered'> }) {
  if (issue.status === 'draft') return null
  const percent = issue.total > 0 ? Math.min(100, Math.round((issue.delivered / issue.total) * 100)) : 100
  const label = `${issue.delivered.toLocaleString('en-US')} of ${issue.total.toLocaleString('en-US')} mailed`
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={issue.status === 'sent' ? 100 : percent}
        aria-label={label}
        striped={issue.status === 'sending'}
        animated={issue.status === 'sending'}
        w={120}
        size="lg"
      />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  )
}

/** Reloads the page's data every two seconds while `active` (an issue being sent), so its progress moves. */
export function usePollWhile(active: boolean) {
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!active) return
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible') void revalidator.revalidate()
    }, 2000)
    return () => window.clearInterval(timer)
  }, [active, revalidator])
}
