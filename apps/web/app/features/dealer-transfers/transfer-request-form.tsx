import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import {
  DEALER_TRANSFER_RECIPIENT_KINDS,
  DEALER_TRANSFER_RECIPIENT_LABELS,
  DEALER_TRANSFER_VALUE_LABELS,
  DEALER_TRANSFER_VALUES,
  MAX_DEALER_TRANSFER_MEMO,
  MAX_DEALER_TRANSFERS_PER_GROUP,
  type DealerTransferInput,
  type DealerTransferRecipientKind,
  type DealerTransferValue,
} from '@shop/domain/dealers'
import { useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError, type BodyOf } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { emptyTransferRow, transferInputOf, type TransferRowErrors, type TransferRowValues } from './transfer-input'

const RECIPIENT_OPTIONS = DEALER_TRANSFER_RECIPIENT_KINDS.map((kind) => ({
  value: kind,
  label: DEALER_TRANSFER_RECIPIENT_LABELS[kind],
}))
const VALUE_OPTIONS = DEALER_TRANSFER_VALUES.map((value) => ({ value, label: DEALER_TRANSFER_VALUE_LABELS[value] }))

/** The API's field errors (`to.email`, `transfers.1.amount`) on the row and field they are about. */
function rowErrorsOf(error: unknown, group: boolean): Record<number, TransferRowErrors> {
  const found: Record<number, TransferRowErrors> = {}
  if (!(error instanceof ApiError) || !error.body?.errors) return found
  for (const [path, messages] of Object.entries(error.body.errors)) {
    const match = group ? /^transfers\.(\d+)\.(.+)$/.exec(path) : ([path, '0', path] as const)
    if (!match) continue
    const field = match[2]!.startsWith('to.') ? 'recipient' : match[2] === 'memo' ? 'memo' : 'amount'
    const row = (found[Number(match[1])] ??= {})
    row[field] = messages.join(' ')
  }
  return found
}

function TransferRowFields({
  index,
  row,
  errors,
  currencies,
  onChange,
  onRemove,
}: {
  index: number | null
  row: TransferRowValues
  errors: TransferRowErrors
  currencies: readonly string[]
  onChange: (row: TransferRowValues) => void
  onRemove?: () => void
}) {
  const set = (change: Partial<TransferRowValues>) => onChange({ ...row, ...change })
  const suffix = index === null ? '' : ` (recipient ${index + 1})`
  return (
    <Stack gap="xs">
      {index !== null ? (
        <Group justify="space-between">
          <Text fw={700} size="sm">
            Recipient {index + 1}
          </Text>
          {onRemove ? (
            <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove recipient ${index + 1}`}>
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label={`Send to${suffix}`}
          data={RECIPIENT_OPTIONS}
          value={row.toKind}
          onChange={(event) => set({ toKind: event.currentTarget.value as DealerTransferRecipientKind, recipient: '' })}
        />
        <TextInput
          label={row.toKind === 'customer' ? `Customer’s e-mail${suffix}` : `Dealer’s slug${suffix}`}
          description={row.toKind === 'customer' ? undefined : 'As in its portal’s address, such as apex-motorsport'}
          type={row.toKind === 'customer' ? 'email' : 'text'}
          autoComplete="off"
          value={row.recipient}
          error={errors.recipient}
          onChange={(event) => set({ recipient: event.currentTarget.value })}
        />
        <NativeSelect
          label={`What to send${suffix}`}
          data={VALUE_OPTIONS}
          value={row.value}
          onChange={(event) => set({ value: event.currentTarget.value as DealerTransferValue })}
        />
        {row.value === 'money' ? (
          <NativeSelect
            label={`Currency${suffix}`}
            data={[...currencies]}
            value={row.currency}
            onChange={(event) => set({ currency: event.currentTarget.value })}
          />
        ) : null}
        <TextInput
          label={`Amount${suffix}`}
          description={
            row.value === 'money'
              ? `In ${row.currency}, such as 12.50; leave empty to set it later`
              : 'Whole credits, such as 2; leave empty to set it later'
          }
          inputMode={row.value === 'money' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={row.amount}
          error={errors.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
        />
        <TextInput
          label={`Note for the recipient${suffix}`}
          description="Shown in their credit history (optional)"
          maxLength={MAX_DEALER_TRANSFER_MEMO}
          value={row.memo}
          error={errors.memo}
          onChange={(event) => set({ memo: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  )
}

/**
 * A dealer requests a transfer of credits or money (SPEC §4), to one recipient or to several at once (`group`).
 * Nothing moves until a transfer is sent from its page. One Idempotency-Key per form: a double submit requests once.
 */
export function TransferRequestForm({
  slug,
  group,
  idempotencyKey,
  currencies,
  defaultCurrency,
  onDone,
  onCancel,
}: {
  slug: string
  group: boolean
  idempotencyKey: string
  currencies: readonly string[]
  defaultCurrency: string
  onDone: (answer: { transferId?: string; groupId?: string }) => Promise<void> | void
  onCancel: () => void
}) {
  const [rows, setRows] = useState<TransferRowValues[]>(() => [emptyTransferRow(defaultCurrency)])
  const [groupMemo, setGroupMemo] = useState('')
  const [errors, setErrors] = useState<Record<number, TransferRowErrors>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    const checked = rows.map(transferInputOf)
    const found: Record<number, TransferRowErrors> = {}
    checked.forEach((result, i) => {
      if (result.errors) found[i] = result.errors
    })
    setErrors(found)
    if (Object.keys(found).length) return
    const inputs = checked.map((result) => result.input!) as DealerTransferInput[]
    setBusy(true)
    try {
      const header = { 'idempotency-key': idempotencyKey }
      if (group) {
        const made = await answer(
          browserApi.POST('/api/v1/dealers/{slug}/transfer-groups', {
            params: { path: { slug }, header },
            body: { memo: groupMemo.trim(), transfers: inputs } as BodyOf<
              '/api/v1/dealers/{slug}/transfer-groups',
              'post'
            >,
          }),
        )
        await onDone({ groupId: made.id })
      } else {
        const made = await answer(
          browserApi.POST('/api/v1/dealers/{slug}/transfers', {
            params: { path: { slug }, header },
            body: inputs[0] as BodyOf<'/api/v1/dealers/{slug}/transfers', 'post'>,
          }),
        )
        await onDone({ transferId: made.id })
      }
    } catch (error) {
      setErrors(rowErrorsOf(error, group))
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const title = group ? 'New group transfer' : 'New transfer'
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Stack gap={4}>
            <Text component="h2" fw={700} size="lg" m={0}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              Nothing is sent yet: the transfer waits on its page for review, and is sent when you choose Send now.
            </Text>
          </Stack>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          {group ? (
            <TextInput
              label="What the group is for"
              description="For your own list (optional)"
              maxLength={MAX_DEALER_TRANSFER_MEMO}
              value={groupMemo}
              onChange={(event) => setGroupMemo(event.currentTarget.value)}
            />
          ) : null}
          {rows.map((row, i) => (
            <TransferRowFields
              key={i}
              index={group ? i : null}
              row={row}
              errors={errors[i] ?? {}}
              currencies={currencies}
              onChange={(next) => setRows(rows.map((each, j) => (j === i ? next : each)))}
              onRemove={group && rows.length > 1 ? () => setRows(rows.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          <Group justify="space-between" gap="sm">
            {group ? (
              <Button
                variant="default"
                disabled={rows.length >= MAX_DEALER_TRANSFERS_PER_GROUP}
                onClick={() => setRows([...rows, emptyTransferRow(defaultCurrency)])}
              >
                Add a recipient
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
                Close
              </Button>
              <Button type="submit" loading={busy}>
                {group ? `Request ${rows.length} transfer${rows.length === 1 ? '' : 's'}` : 'Request transfer'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
