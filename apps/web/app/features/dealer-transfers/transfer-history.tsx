import { Timeline, Text } from '@mantine/core'
import type { Transfer } from './transfer-format'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

/** What happened to a transfer, oldest first: requested, amount set, reviewed, sent, cancelled or locked. */
export function TransferHistory({ transfer }: { transfer: Transfer }) {
  const steps = [
    { at: transfer.created_at, what: 'Requested', by: transfer.created_by },
    { at: transfer.value_set_at, what: 'Amount set', by: null },
    { at: transfer.reviewed_at, what: 'Reviewed', by: transfer.reviewed_by },
    { at: transfer.performed_at, what: 'Sent', by: transfer.performed_by },
    { at: transfer.cancelled_at, what: 'Cancelled', by: transfer.cancelled_by },
    { at: transfer.locked_at, what: 'Locked as too old to send', by: null },
  ].filter((step): step is typeof step & { at: string } => step.at !== null)
  steps.sort((a, b) => a.at.localeCompare(b.at))
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} aria-label="History">
      {steps.map((step) => (
        <Timeline.Item key={step.what} title={step.what}>
          <Text size="sm" c="dimmed">
            {when(step.at)}
            {step.by ? ` by ${step.by.name}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
