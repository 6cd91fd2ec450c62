import { Anchor, Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_STATUS_LABELS } from '@shop/domain/tuning'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { EmptyState } from '../../../components/ui/empty-state'
import { StatusBadge } from '../../../components/ui/status-badge'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { formatDateTime, vehicleLine } from '../api/tune-requests-api'

type BoardCard = Schema<'PipelineCard'>

const OPEN = ['created', 'estimated', 'help', 'paid', 'pay-later', 'free', 'raw']
const WORKING = ['created', 'estimated', 'help', 'paid', 'pay-later', 'free', 'raw', 'in-progress', 'support']

function Card({ card, onDone }: { card: BoardCard; onDone: () => void }) {
  const [panel, setPanel] = useState<'upload' | 'reject' | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [note, setNote] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const run = async (what: string, call: () => Promise<unknown>) => {
    setBusy(what)
    setError(null)
    try {
      await call()
      setPanel(null)
      onDone()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(null)
    }
  }
  const act = (action: 'take' | 'deliver' | 'reject', extra: Record<string, string> = {}) =>
    run(action, () =>
      answer(browserApi.POST('/api/v1/pipeline', { body: { action, tune_request_id: card.id, ...extra } })),
    )
  const upload = () =>
    run('upload', () => {
      const form = new FormData()
      form.append('action', 'upload')
      form.append('tune_request_id', String(card.id))
      form.append('note', note)
      form.append('file', file!)
      // Multipart: openapi-fetch sends FormData as it is (the browser sets the boundary).
      return answer(browserApi.POST('/api/v1/pipeline', { body: form as never }))
    })

  const canTake = OPEN.includes(card.status) && !card.assigned_to_me
  const canStart = ['paid', 'pay-later', 'free', 'raw'].includes(card.status)
  const canReject = ['paid', 'pay-later', 'free', 'raw', 'in-progress'].includes(card.status)
  const canDeliver = ['in-progress', 'support'].includes(card.status) && card.tuned_files > 0

  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Tune request ${card.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.tuneRequest(card.id)} fw={600}>
            #{card.id}
          </Anchor>
          <StatusBadge size="sm" status={card.status} label={TUNE_REQUEST_STATUS_LABELS[card.status]} />
        </Group>
        <Text size="sm">{vehicleLine(card)}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {card.customer.name} · {card.customer.email}
        </Text>
        <Text size="xs" c="dimmed">
          {card.total ? `${formatMoney(card.total)} · ` : ''}
          {card.tuned_files > 0 ? `tuned file ready · ` : ''}
          {card.assigned_to_me ? 'yours · ' : card.assigned ? 'taken · ' : ''}
          {formatDateTime(card.updated_at)}
        </Text>
        {card.rejection_reason && card.status === 'rejected' ? (
          <Text size="xs" c="red.9">
            {card.rejection_reason}
          </Text>
        ) : null}
        <Group gap={6}>
          {canTake || (canStart && card.assigned_to_me) ? (
            <Button size="xs" loading={busy === 'take'} onClick={() => void act('take')}>
              {canStart ? 'Start work' : 'Take'}
            </Button>
          ) : null}
          {WORKING.includes(card.status) ? (
            <Button size="xs" variant="light" onClick={() => setPanel(panel === 'upload' ? null : 'upload')}>
              Upload tuned file
            </Button>
          ) : null}
          {canDeliver ? (
            <Button size="xs" color="green" loading={busy === 'deliver'} onClick={() => void act('deliver')}>
              Deliver
            </Button>
          ) : null}
          {canReject ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setPanel(panel === 'reject' ? null : 'reject')}
            >
              Reject
            </Button>
          ) : null}
        </Group>
        {panel === 'upload' ? (
          <Stack gap={6}>
            <FileInput
              label={`Tuned file for #${card.id}`}
              placeholder="Choose the tuned file"
              value={file}
              onChange={setFile}
              size="xs"
            />
            <Textarea
              label="Note to the customer"
              autosize
              minRows={2}
              maxLength={4000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              size="xs"
            />
            <Button
              size="xs"
              disabled={!file}
              loading={busy === 'upload'}
              onClick={() => void upload()}
              style={{ alignSelf: 'flex-start' }}
            >
              Send tuned file
            </Button>
          </Stack>
        ) : null}
        {panel === 'reject' ? (
          <Stack gap={6}>
            <Textarea
              label="Reason the customer will read"
              autosize
              minRows={2}
              maxLength={4000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              size="xs"
            />
            <Button
              size="xs"
              color="red"
              disabled={reason.trim().length < 5}
              loading={busy === 'reject'}
              onClick={() => void act('reject', { reason })}
              style={{ alignSelf: 'flex-start' }}
            >
              Reject the read
            </Button>
          </Stack>
        ) : null}
        {error ? <ApiErrorAlert error={error} /> : null}
      </Stack>
    </Paper>
  )
}

/** What an empty column means for the calibrator looking at it, and what fills it. */
const EMPTY_COLUMN: Record<string, { title: string; text: string }> = {
  new: {
    title: 'No new requests',
    text: 'Uploaded reads waiting for an estimate or an answer to a question land here.',
  },
  ready: {
    title: 'Nothing ready to work',
    text: 'Paid, dealer-billed, free and as-sent requests wait here until a calibrator takes them.',
  },
  'in-progress': { title: 'Nothing in progress', text: 'Take a request from “Ready to work” to start on it.' },
  rejected: {
    title: 'No reads to replace',
    text: 'A rejected read waits here until its customer uploads a new one.',
  },
  delivered: { title: 'Nothing delivered yet', text: 'Requests move here once their tuned file is delivered.' },
}

/** The staff board (GET /api/v1/pipeline): one column per stage; the actions post to /api/v1/pipeline. */
export function PipelineBoard({ board, onDone }: { board: Schema<'PipelineBoard'>; onDone: () => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
      {board.columns.map((column) => (
        <section key={column.id} aria-labelledby={`column-${column.id}`}>
          <Title order={2} size="h5" id={`column-${column.id}`} mb="xs">
            {column.title}{' '}
            <Text span c="dimmed" size="sm">
              ({column.requests.length})
            </Text>
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {column.requests.map((card) => (
              <Card key={card.id} card={card} onDone={onDone} />
            ))}
            {column.requests.length === 0 ? (
              <EmptyState
                as="li"
                compact
                level={3}
                title={EMPTY_COLUMN[column.id]?.title ?? `No requests in “${column.title}”`}
                text={EMPTY_COLUMN[column.id]?.text}
              />
            ) : null}
          </Stack>
        </section>
      ))}
    </SimpleGrid>
  )
}
