import { Anchor, Stack, Text } from '@mantine/core'
import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_TYPE_LABELS, type AuditEvent } from '@shop/domain/audit'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { actorLabel } from './audit-trail'

/** Who the record is about, linked to its admin page where there is one. */
function Subject({ event }: { event: AuditEvent }) {
  const kind = AUDIT_SUBJECT_TYPE_LABELS[event.subject_type] ?? 'Object'
  const name = event.subject_label ?? event.subject_id
  return (
    <Stack gap={0}>
      {/* A long e-mail or id breaks anywhere rather than push the table wider than a phone. */}
      {event.subject_type === 'user' ? (
        <Anchor component={Link} to={paths.adminUser(event.subject_id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {kind}
      </Text>
    </Stack>
  )
}

const WIDE = '(min-width: 48em)'

const COLUMNS: AdminTableColumn<AuditEvent>[] = [
  {
    accessor: 'at',
    title: 'When',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (event) => formatInstant(event.at),
  },
  {
    accessor: 'action',
    title: 'Change',
    primary: true,
    render: (event) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {AUDIT_ACTION_LABELS[event.action]}
        </Text>
        <Text size="xs">{event.summary}</Text>
        {/* On a phone the When and By columns give way; they show under the change instead. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {actorLabel(event)} · {formatInstant(event.at)}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'subject', title: 'About', render: (event) => <Subject event={event} /> },
  { accessor: 'actor', title: 'By', visibleMediaQuery: WIDE, render: (event) => actorLabel(event) },
  {
    accessor: 'request_id',
    title: 'Request',
    visibleMediaQuery: WIDE,
    render: (event) => (
      <Text size="xs" ff="monospace">
        {event.request_id ?? '—'}
      </Text>
    ),
  },
]

/** One page of the audit log, newest first. Read-only: nothing here changes a record. */
export function AuditLogTable({
  events,
  total,
  state,
  onChange,
  fetching,
}: {
  events: readonly AuditEvent[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  return (
    <AdminTable
      label="Audit log"
      columns={COLUMNS}
      records={events}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      fetching={fetching}
      empty={
        <EmptyState
          title="No audit records match these filters"
          text="Role, flag and account changes, value transfers and other admin writes are recorded here. Clear a filter to see more."
        />
      }
    />
  )
}
