import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core'
import {
  STOCK_ADJUSTMENT_REASON_HINTS,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASON_LABELS,
  type StockAdjustment,
  type StockAdjustmentReason,
} from '@shop/domain/admin-stock'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { ApiError } from '../../lib/api-client'
import { adjustStock, type StockAdjustmentBody } from './stock-api'
import { formatUnits } from './stock-format'

// SPEC §9: dialogs are 600px wide by default.
const MODAL_WIDTH = 600

/** The level being adjusted: which product, where, and what is on hand now. */
export type AdjustTarget = {
  product_slug: string
  product_name: string
  location_slug: string
  location_name: string
  quantity_on_hand: number
}

type FieldErrors = Partial<Record<'reason' | 'units' | 'note', string>>

/** The server's 422 on the form's own fields: delta and counted are both the quantity field here. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body?.errors) return null
  const fields: Record<string, keyof FieldErrors> = { reason: 'reason', delta: 'units', counted: 'units', note: 'note' }
  const found: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const name = fields[field]
    if (!name) return null
    found[name] = messages.join(' ')
  }
  return found
}

/**
 * Adjust one level with a reason (decision 0094): units received, returned or damaged, or the quantity counted on
 * the shelf. The reason is required; the server checks every rule and its refusal is shown on the fields.
 */
export function AdjustStockModal({
  target,
  onClose,
  onAdjusted,
}: {
  target: AdjustTarget | null
  onClose: () => void
  onAdjusted: (adjustment: StockAdjustment) => Promise<void> | void
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title="Adjust stock"
      size={MODAL_WIDTH}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target ? (
        <AdjustStockForm
          key={`${target.product_slug}@${target.location_slug}`}
          target={target}
          onCancel={onClose}
          onAdjusted={onAdjusted}
        />
      ) : null}
    </Modal>
  )
}

function AdjustStockForm({
  target,
  onCancel,
  onAdjusted,
}: {
  target: AdjustTarget
  onCancel: () => void
  onAdjusted: (adjustment: StockAdjustment) => Promise<void> | void
}) {
  // One key per opened form: a second click or a retry after a dropped answer adjusts once.
  const [key] = useState(() => crypto.randomUUID())
  const [reason, setReason] = useState<StockAdjustmentReason | ''>('')
  const [units, setUnits] = useState<number | ''>('')
  const [note, setNote] = useState('')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const counting = reason === 'counted'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    setFailure(null)
    setErrors({})
    const quantity = units === '' ? undefined : units
    const body = {
      product: target.product_slug,
      location: target.location_slug,
      // Sent as chosen: without a reason the server answers which field is missing.
      ...(reason ? { reason } : {}),
      ...(counting
        ? { counted: quantity }
        : { delta: quantity === undefined ? undefined : reason === 'damaged' ? -quantity : quantity }),
      note,
    } as StockAdjustmentBody
    try {
      const adjustment = await adjustStock(body, key)
      await onAdjusted(adjustment)
    } catch (error) {
      const onFields = fieldErrorsOf(error)
      if (onFields) setErrors(onFields)
      else setFailure(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Text>
          <strong>{target.product_name}</strong> at {target.location_name}: {formatUnits(target.quantity_on_hand)} on
          hand.
        </Text>
        <NativeSelect
          label="Reason"
          required
          withAsterisk={false}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as StockAdjustmentReason | '')}
          description={
            reason ? STOCK_ADJUSTMENT_REASON_HINTS[reason] : 'Why the level changes: it is kept in the history.'
          }
          error={errors.reason}
          data={[
            { value: '', label: 'Choose a reason' },
            ...STOCK_ADJUSTMENT_REASONS.map((value) => ({ value, label: STOCK_MOVEMENT_REASON_LABELS[value] })),
          ]}
        />
        <NumberInput
          label={counting ? 'Counted quantity' : reason === 'damaged' ? 'Units to take away' : 'Units to add'}
          description={counting ? 'What is on the shelf now: the level becomes this number.' : undefined}
          required
          withAsterisk={false}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={units}
          onChange={(value) => setUnits(typeof value === 'number' ? value : '')}
          error={errors.units}
        />
        <Textarea
          label="Note"
          description="Optional: a delivery or invoice number, what was damaged."
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
