import { Text } from '@mantine/core'
import { describeTicketClock, type TicketClockWire } from '@shop/domain/tickets'
import { StatusBadge } from '../../components/ui/status-badge'

/**
 * A clock as staff read it: "due in 2 h 10 min (support hours)", "overdue by 35 min" (red, with a badge), "paused
 * (waiting on customer), 3 h left", "met".
 */
export function TicketClockText({ clock, label }: { clock: TicketClockWire; label?: string }) {
  const text = describeTicketClock(clock)
  const tone = clock.overdue || clock.state === 'breached' ? 'red.8' : undefined
  return (
    <Text size="sm" c={tone} component="span" style={{ whiteSpace: 'nowrap' }}>
      {label ? `${label}: ` : ''}
      {text}
    </Text>
  )
}

/** The overdue mark of a ticket: colour and text. */
export function OverdueBadge() {
  return <StatusBadge status="overdue" label="Overdue" size="sm" />
}
