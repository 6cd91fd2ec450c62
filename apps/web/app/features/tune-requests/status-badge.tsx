import { Badge, type BadgeProps } from '@mantine/core'

// Filled shades dark enough for white text at badge size (WCAG AA 4.5:1).
const COLOR: Record<string, string> = {
  rejected: 'red.9',
  // Waiting for the customer's read (decision 0069): cyan.9 (#0b7285) gives white text 5.5:1.
  'awaiting-read': 'cyan.9',
  // Mantine's green.9 (#2b8a3e) gives white text only 4.4:1; teal.9 (#087f5b) gives 5.0:1.
  delivered: 'teal.9',
  cancelled: 'gray.7',
  'in-progress': 'indigo.8',
  help: 'violet.9',
  support: 'violet.9',
}

/** A request's status as a badge, coloured by how it stands. */
export function StatusBadge({ status, label, ...props }: { status: string; label: string } & BadgeProps) {
  return (
    <Badge variant="filled" color={COLOR[status] ?? 'blue.8'} {...props}>
      {label}
    </Badge>
  )
}
