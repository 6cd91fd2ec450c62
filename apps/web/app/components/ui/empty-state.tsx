import type { ReactNode } from 'react'
import classes from './empty-state.module.css'

type EmptyStateProps = {
  /** What is empty, as the user would say it: "No tunes delivered yet". */
  title: ReactNode
  /** Why, or what fills it. */
  text?: ReactNode
  /** The one thing to do next (a link or button). */
  action?: ReactNode
  /** Heading level of the title inside the page's outline. */
  level?: 2 | 3
  /** Drop the frame and padding, for a column of a board. */
  compact?: boolean
  /** The element it is rendered as (`li` inside a list). */
  as?: 'div' | 'li'
}

/** An empty list or column: says what would be here and how it gets filled, never just "Nothing here". */
export function EmptyState({ title, text, action, level = 2, compact = false, as: Tag = 'div' }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Tag className={classes.empty} data-compact={compact || undefined}>
      <Heading className={classes.title}>{title}</Heading>
      {text ? <p className={classes.text}>{text}</p> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </Tag>
  )
}
