import type { DealerTransferInput, DealerTransferRecipientKind, DealerTransferValue } from '@shop/domain/dealers'
import { MAX_DEALER_TRANSFER_MEMO } from '@shop/domain/dealers'
import { minorAmountOf } from '@shop/domain/money'

// The transfer form's rows as typed, turned into the API's input with messages on the fields a person can fix.

export type TransferRowValues = {
  toKind: DealerTransferRecipientKind
  /** The customer's e-mail or the other dealer's slug. */
  recipient: string
  value: DealerTransferValue
  currency: string
  /** As typed: whole credits, or a decimal amount of money; empty is 0 (set later). */
  amount: string
  memo: string
}
export type TransferRowErrors = Partial<Record<'recipient' | 'amount' | 'memo', string>>

export const emptyTransferRow = (currency: string): TransferRowValues => ({
  toKind: 'customer',
  recipient: '',
  value: 'ecu',
  currency,
  amount: '',
  memo: '',
})

/** The row as the API's input, or the messages of what is wrong with it. */
export function transferInputOf(
  row: TransferRowValues,
): { input: DealerTransferInput; errors?: undefined } | { input?: undefined; errors: TransferRowErrors } {
  const errors: TransferRowErrors = {}
  const recipient = row.recipient.trim()
  if (!recipient)
    errors.recipient = row.toKind === 'customer' ? 'Enter the customer’s e-mail address.' : 'Enter the dealer’s slug.'
  let amount = 0
  const typed = row.amount.trim()
  if (typed) {
    if (row.value === 'money') {
      try {
        amount = Number(minorAmountOf(typed, row.currency))
        if (amount < 0) errors.amount = 'The amount cannot be negative.'
      } catch {
        errors.amount = `Enter an amount in ${row.currency}, such as 12.50.`
      }
    } else if (/^\d{1,10}$/.test(typed)) amount = Number(typed)
    else errors.amount = 'Enter a whole number of credits, such as 2.'
  }
  if (row.memo.trim().length > MAX_DEALER_TRANSFER_MEMO) errors.memo = `At most ${MAX_DEALER_TRANSFER_MEMO} characters.`
  if (Object.keys(errors).length) return { errors }
  const to =
    row.toKind === 'customer'
      ? { kind: 'customer' as const, email: recipient.toLowerCase() }
      : { kind: 'dealer' as const, slug: recipient.toLowerCase() }
  return {
    input: {
      to,
      value: row.value,
      ...(row.value === 'money' ? { currency: row.currency } : {}),
      amount,
      memo: row.memo.trim(),
    },
  }
}
