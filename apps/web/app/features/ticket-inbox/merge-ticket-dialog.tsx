import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { TICKET_STATUS_LABELS, type TicketInboxRow } from '@shop/domain/tickets'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** Merges this ticket (a duplicate) into another, found by number or title; the page then opens the target. */
export function MergeTicketDialog({
  ticketId,
  opened,
  onClose,
}: {
  ticketId: number
  opened: boolean
  onClose: () => void
}) {
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  const [found, setFound] = useState<TicketInboxRow[] | null>(null)
  const [target, setTarget] = useState('')
  const [busy, setBusy] = useState<'search' | 'merge' | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  async function search() {
    setBusy('search')
    setFailure(null)
    try {
      const list = await answer(
        browserApi.GET('/api/admin/tickets', { params: { query: { status: 'all', q: q.trim(), per_page: 10 } } }),
      )
      setFound(list.data.filter((t) => t.id !== ticketId && t.status !== 'closed'))
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  async function merge() {
    setBusy('merge')
    setFailure(null)
    try {
      const merged = await answer(
        browserApi.POST('/api/admin/tickets/{id}/merge', {
          params: { path: { id: ticketId } },
          body: { into: Number(target) },
        }),
      )
      onClose()
      await navigate(paths.adminTicket(merged.id))
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Merge into another ticket" size={600}>
      <Stack gap="sm">
        <Text size="sm">
          This ticket’s messages are copied into the one you choose, in time order, and this ticket is closed.
        </Text>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            void search()
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Ticket number or title"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" variant="default" loading={busy === 'search'} disabled={q.trim() === ''}>
              Find
            </Button>
          </Group>
        </form>
        {found !== null ? (
          found.length === 0 ? (
            <Text size="sm" role="status">
              No open ticket matches “{q.trim()}”.
            </Text>
          ) : (
            <Radio.Group value={target} onChange={setTarget} label="Merge into">
              <Stack gap={6} mt={6}>
                {found.map((t) => (
                  <Radio
                    key={t.id}
                    value={String(t.id)}
                    label={`#${t.number} ${t.title} — ${t.customer.name} (${TICKET_STATUS_LABELS[t.status]})`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void merge()} loading={busy === 'merge'} disabled={!target}>
            Merge
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
