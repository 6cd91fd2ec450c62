import { statusTone } from '@shop/domain/design'
import classes from './status-badge.module.css'

type StatusBadgeProps = {
  /** The status's value (`paid`, `in-progress`): picks the colour through `statusTone`, the same on every page. */
  status: string
  /** The status's human name, from its label table in the domain package; never the value itself. */
  label: string
  size?: 'sm' | 'md' | 'lg'
  'data-testid'?: string
}

/** A status as a badge: one colour per status across the product (docs/design.md "Status colours"). */
export function StatusBadge({ status, label, size = 'md', ...rest }: StatusBadgeProps) {
  return (
    <span className={classes.badge} data-tone={statusTone(status)} data-size={size} {...rest}>
      {label}
    </span>
  )
}
