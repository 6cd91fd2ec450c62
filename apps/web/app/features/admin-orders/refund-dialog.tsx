import { Button, Checkbox, Group, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core'
import {
  ADMIN_REFUND_SCOPE_LABELS,
  ADMIN_REFUND_SCOPES,
  lineRefundMinor,
  type AdminOrderDetail,
  type AdminRefundScope,
} from '@shop/domain/admin-orders'
import { DEFAULT_MODAL_WIDTH } from '@shop/domain/site'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { formatAmount } from './admin-orders-format'

type Line = AdminOrderDetail['lines'][number]
const unitsLeft = (line: Line) => line.quantity - line.refunded_quantity

/** The lines that can still be refunded: store lines with units not refunded yet. */
const refundableLines = (order: AdminOrderDetail) =>
  order.lines.filter((line): line is Line & { line_id: number } => line.line_id !== null && unitsLeft(line) > 0)

/**
 * The back office's refund (decision 0092): the whole order or chosen units of its lines, the units back in stock
 * or not, and why. The amount shown is the server's rule (`lineRefundMinor`). Mount it when it opens: each opening
 * has its own Idempotency-Key, so a double click or a retry after a lost answer refunds once.
 */
export function RefundDialog({
  order,
  opened,
  onClose,
  onRefunded,
}: {
  order: AdminOrderDetail
  opened: boolean
  onClose: () => void
  onRefunded: (message: string) => void
}) {
  const revalidator = useRevalidator()
  const lines = refundableLines(order)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [scope, setScope] = useState<AdminRefundScope>('order')
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [restock, setRestock] = useState(false)
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  const figures = {
    subtotalMinor: order.subtotal_minor ?? 0,
    shippingMinor: order.shipping_minor ?? 0,
    totalMinor: order.total_minor ?? 0,
  }
  const left = order.refundable_minor ?? 0
  const picked = lines.filter((line) => (chosen[line.line_id] ?? 0) > 0)
  const amount =
    scope === 'order'
      ? left
      : Math.min(
          left,
          picked.reduce(
            (sum, line) =>
              sum +
              lineRefundMinor(
                figures,
                { lineTotalMinor: line.total_minor ?? 0, quantity: line.quantity },
                chosen[line.line_id]!,
              ),
            0,
          ),
        )
  const reasonOk = reason.trim().length >= 3
  const ready = reasonOk && amount > 0 && (scope === 'order' || picked.length > 0)

  const submit = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const refund = await answer(
        browserApi.POST('/api/admin/orders/{id}/refunds', {
          params: { path: { id: order.id }, header: { 'idempotency-key': key } },
          body: {
            scope,
            lines:
              scope === 'lines'
                ? picked.map((line) => ({ line_id: line.line_id, quantity: chosen[line.line_id]! }))
                : [],
            restock,
            reason: reason.trim(),
          },
        }),
      )
      await revalidator.revalidate()
      onRefunded(`Refunded ${formatAmount(refund.amount_minor, refund.currency)}.`)
    } catch (error) {
      setFailure(error)
      // A refusal is final for this key (a retry would answer it again): the next try is a new refund. A lost
      // answer keeps the key, so that trying again cannot refund twice.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setKey(crypto.randomUUID())
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Refund order ${order.id}`}
      size={DEFAULT_MODAL_WIDTH}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Radio.Group label="What to refund" value={scope} onChange={(value) => setScope(value as AdminRefundScope)}>
          <Stack gap="xs" mt="xs">
            {ADMIN_REFUND_SCOPES.map((value) => (
              <Radio key={value} value={value} label={ADMIN_REFUND_SCOPE_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {scope === 'lines' ? (
          <Stack gap="xs" role="group" aria-label="Lines to refund">
            {lines.map((line) => {
              const on = (chosen[line.line_id] ?? 0) > 0
              return (
                <Group key={line.line_id} justify="space-between" align="flex-end" wrap="wrap" gap="sm">
                  <Checkbox
                    label={`${line.name} (${unitsLeft(line)} of ${line.quantity} left to refund)`}
                    checked={on}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked
                      setChosen((current) => ({ ...current, [line.line_id]: checked ? 1 : 0 }))
                    }}
                  />
                  <NumberInput
                    label={`Units of ${line.name}`}
                    w={140}
                    min={1}
                    max={unitsLeft(line)}
                    allowDecimal={false}
                    disabled={!on}
                    value={on ? chosen[line.line_id] : ''}
                    onChange={(value) =>
                      setChosen((current) => ({
                        ...current,
                        [line.line_id]: Math.max(1, Math.min(unitsLeft(line), Number(value) || 1)),
                      }))
                    }
                  />
                </Group>
              )
            })}
          </Stack>
        ) : null}
        <Checkbox
          label="Put the refunded units back in stock where they were taken from"
          checked={restock}
          onChange={(event) => setRestock(event.currentTarget.checked)}
        />
        <Textarea
          label="Reason"
          description="Kept with the refund and in the audit log; the customer does not see it."
          required
          minLength={3}
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Text size="sm">
          Amount to refund: <strong>{formatAmount(amount, order.currency)}</strong> of{' '}
          {formatAmount(left, order.currency)} left
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} disabled={!ready} onClick={() => void submit()}>
            Refund {formatAmount(amount, order.currency)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
