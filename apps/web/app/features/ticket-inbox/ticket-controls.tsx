import { NativeSelect, SimpleGrid } from '@mantine/core'
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SETTABLE_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketChange,
  type TicketInboxDetail,
} from '@shop/domain/tickets'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Person = { id: string; name: string }

/** Assignee, priority, status and type: each change is saved at once, on the version shown (412 if stale). */
export function TicketControls({ ticket, people }: { ticket: TicketInboxDetail; people: readonly Person[] }) {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const closed = ticket.status === 'closed'

  async function change(fields: Omit<TicketChange, 'version'>) {
    setBusy(true)
    setFailure(null)
    try {
      await answer(
        browserApi.PATCH('/api/admin/tickets/{id}', {
          params: { path: { id: ticket.id } },
          body: { ...fields, version: ticket.updated_at },
        }),
      )
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm" aria-busy={busy}>
        <NativeSelect
          label="Assignee"
          value={ticket.assignee?.id ?? ''}
          disabled={busy}
          onChange={(event) => void change({ assignee_user_id: event.currentTarget.value || null })}
          data={[{ value: '', label: 'Unassigned' }, ...people.map((p) => ({ value: p.id, label: p.name }))]}
        />
        <NativeSelect
          label="Priority"
          value={ticket.priority}
          disabled={busy}
          onChange={(event) => void change({ priority: event.currentTarget.value as TicketChange['priority'] })}
          data={TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] }))}
        />
        <NativeSelect
          label="Status"
          value={ticket.status}
          disabled={busy || closed}
          onChange={(event) => void change({ status: event.currentTarget.value as TicketChange['status'] })}
          data={[
            ...(ticket.status === 'new' ? [{ value: 'new', label: TICKET_STATUS_LABELS.new, disabled: true }] : []),
            ...TICKET_SETTABLE_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
          ]}
        />
        <NativeSelect
          label="Type"
          value={ticket.type}
          disabled={busy}
          onChange={(event) => void change({ type: event.currentTarget.value as TicketChange['type'] })}
          data={TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] }))}
        />
      </SimpleGrid>
    </>
  )
}
