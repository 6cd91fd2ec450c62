import { Text, VisuallyHidden } from '@mantine/core'
import { FEEDBACK_RATING_MAX, starLabel, type AdminFeedbackItem } from '@shop/domain/support'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'

const WIDE = '(min-width: 48em)'

const date = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const COLUMNS: AdminTableColumn<AdminFeedbackItem>[] = [
  { accessor: 'submitted_at', title: 'Date', primary: true, render: (item) => date(item.submitted_at) },
  {
    accessor: 'about',
    title: 'About',
    render: (item) => (
      <>
        <Text size="sm">{item.about.title}</Text>
        <Text size="xs" c="dimmed">
          {item.email}
        </Text>
      </>
    ),
  },
  {
    accessor: 'rating',
    title: 'Rating',
    render: (item) => (
      <Text size="sm" c="yellow.8" style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden="true">
          {'★'.repeat(item.rating)}
          {'☆'.repeat(FEEDBACK_RATING_MAX - item.rating)}
        </span>
        <VisuallyHidden>{starLabel(item.rating)}</VisuallyHidden>
      </Text>
    ),
  },
  {
    accessor: 'comment',
    title: 'Comment',
    visibleMediaQuery: WIDE,
    render: (item) =>
      item.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.comment}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No comment
        </Text>
      ),
  },
]

/** The customers' answers to feedback links, newest first. */
export function FeedbackTable({
  items,
  total,
  state,
  onChange,
  fetching,
}: {
  items: readonly AdminFeedbackItem[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  return (
    <AdminTable
      label="Feedback"
      columns={COLUMNS}
      records={items}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      fetching={fetching}
      empty={
        <EmptyState
          title="No feedback yet"
          text="Customers get a feedback link when a ticket is solved or a tune is delivered; their ratings show here."
        />
      }
    />
  )
}
