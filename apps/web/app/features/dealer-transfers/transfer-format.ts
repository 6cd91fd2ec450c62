import { TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import type { Schema } from '../../lib/api-client'

// How the dealer portal words a transfer request: its amount and its recipient, never enum values.

export type Transfer = Schema<'DealerTransfer'>
export type TransferGroup = Schema<'DealerTransferGroup'>

/** `2 ECU credits`, `1 TCU credit`, `$12.50`; a transfer of zero says its amount is still to be set. */
export function transferAmountLabel(transfer: Pick<Transfer, 'value' | 'unit' | 'amount'>): string {
  if (transfer.value === 'money') return formatMoney({ amount_minor: transfer.amount, currency: transfer.unit })
  const kind = TUNE_CREDIT_LABELS[transfer.value]
  return `${transfer.amount} ${kind} credit${transfer.amount === 1 ? '' : 's'}`
}

/** The recipient as the dealer knows it: a customer's name and e-mail, another dealer's name. */
export function recipientLabel(to: Transfer['to']): string {
  if (to.kind === 'customer') return to.name ? `${to.name} (${to.email})` : (to.email ?? '')
  return to.name
}
