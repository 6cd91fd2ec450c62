import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { TRANSFER_ACTION_LABELS, type TransferAction } from '@shop/domain/dealers'
import { useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { recipientLabel, transferAmountLabel, type Transfer } from './transfer-format'
import { transferInputOf, emptyTransferRow } from './transfer-input'

/**
 * The buttons of the actions the server allows on a transfer now (`transfer.actions`), each showing its wait;
 * Send now asks first, since it moves the value at once. `onChanged` reloads the page's data.
 */
export function TransferActions({
  slug,
  transfer,
  onChanged,
}: {
  slug: string
  transfer: Transfer
  onChanged: () => Promise<void> | void
}) {
  const [running, setRunning] = useState<TransferAction | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [confirming, setConfirming] = useState(false)
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | undefined>()
  const params = { path: { slug, id: transfer.id } }

  async function run(action: TransferAction, call: () => Promise<unknown>) {
    setRunning(action)
    setFailure(null)
    try {
      await call()
      setConfirming(false)
      await onChanged()
    } catch (error) {
      setFailure(error)
      setConfirming(false)
    } finally {
      setRunning(null)
    }
  }
  const simple = (action: 'review' | 'cancel') =>
    run(action, () =>
      answer(
        action === 'review'
          ? browserApi.POST('/api/v1/dealers/{slug}/transfers/{id}/review', { params })
          : browserApi.POST('/api/v1/dealers/{slug}/transfers/{id}/cancel', { params }),
      ),
    )

  function setValue(event: FormEvent) {
    event.preventDefault()
    const checked = transferInputOf({
      ...emptyTransferRow(transfer.value === 'money' ? transfer.unit : 'USD'),
      recipient: 'x',
      value: transfer.value,
      amount,
    })
    const value = checked.input?.amount ?? 0
    if (checked.errors || value < 1) {
      setAmountError(checked.errors?.amount ?? 'Enter an amount above zero.')
      return
    }
    setAmountError(undefined)
    void run('set-value', () =>
      answer(browserApi.POST('/api/v1/dealers/{slug}/transfers/{id}/set-value', { params, body: { amount: value } })),
    )
  }

  const allowed = new Set(transfer.actions)
  if (allowed.size === 0 && !failure) return null
  return (
    <Stack gap="sm">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {allowed.has('set-value') ? (
        <form onSubmit={setValue} aria-label="Set the amount">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Amount"
              description={
                transfer.value === 'money' ? `In ${transfer.unit}, such as 12.50` : 'Whole credits, such as 2'
              }
              inputMode={transfer.value === 'money' ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={amount}
              error={amountError}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <Button type="submit" loading={running === 'set-value'} disabled={running !== null}>
              {TRANSFER_ACTION_LABELS['set-value']}
            </Button>
          </Group>
        </form>
      ) : null}
      <Group gap="sm">
        {allowed.has('perform') ? (
          <Button onClick={() => setConfirming(true)} disabled={running !== null}>
            {TRANSFER_ACTION_LABELS.perform}
          </Button>
        ) : null}
        {allowed.has('review') ? (
          <Button
            variant="default"
            loading={running === 'review'}
            disabled={running !== null}
            onClick={() => simple('review')}
          >
            {TRANSFER_ACTION_LABELS.review}
          </Button>
        ) : null}
        {allowed.has('cancel') ? (
          <Button
            variant="subtle"
            color="red"
            loading={running === 'cancel'}
            disabled={running !== null}
            onClick={() => simple('cancel')}
          >
            {TRANSFER_ACTION_LABELS.cancel}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Send this transfer now?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            {transferAmountLabel(transfer)} will go from your dealer account to {recipientLabel(transfer.to)} at once. A
            sent transfer cannot be undone from the portal.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={running === 'perform'}>
              Not now
            </Button>
            <Button
              loading={running === 'perform'}
              onClick={() =>
                run('perform', () =>
                  answer(browserApi.POST('/api/v1/dealers/{slug}/transfers/{id}/perform', { params })),
                )
              }
            >
              Send {transferAmountLabel(transfer)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
