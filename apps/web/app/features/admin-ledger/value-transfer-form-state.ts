import {
  VALUE_TRANSFER_PARTY_KIND_LABELS,
  type ValueTransferInput,
  type ValueTransferParty,
  type ValueTransferPartyKind,
  type ValueTransferValue,
} from '@shop/domain/ledger'
import { minorAmountOf, minorUnitsOf } from '@shop/domain/money'

/** The value transfer form as typed (decision 0091): the amount as a person writes it, the parties as chosen. */
export type ValueTransferFormValues = {
  value: ValueTransferValue
  currency: string
  amount: string
  fromKind: ValueTransferPartyKind
  fromId: string
  toKind: ValueTransferPartyKind
  toId: string
  reason: string
}

export type ValueTransferFormErrors = Partial<Record<keyof ValueTransferFormValues, string>>

const WHOLE = /^\d+$/

/** The amount in the API's terms: minor units of the currency (`12.50` EUR → 1250), or whole credits. */
function amountOf(values: ValueTransferFormValues): number | string {
  const typed = values.amount.trim().replace(/,/g, '')
  if (values.value !== 'money') {
    if (!WHOLE.test(typed) || Number(typed) < 1) return 'Amount must be a whole number of credits, 1 or more'
    return Number(typed)
  }
  if (!/^[A-Z]{3}$/.test(values.currency)) return 'Choose the currency first'
  const digits = minorUnitsOf(values.currency)
  const wrong =
    digits === 0
      ? `Amount must be a whole number of ${values.currency}`
      : `Amount must be a number of ${values.currency} with at most ${digits} decimals, such as 12.50`
  let minor: bigint
  try {
    minor = minorAmountOf(typed, values.currency)
  } catch {
    return wrong
  }
  if (minor < 1n) return 'Amount must be more than zero'
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return wrong
  return Number(minor)
}

function partyOf(kind: ValueTransferPartyKind, id: string): ValueTransferParty | string {
  if (kind === 'house') return { kind }
  if (!id) return `Choose the ${VALUE_TRANSFER_PARTY_KIND_LABELS[kind].toLowerCase()}`
  return { kind, id }
}

/**
 * The API's input of the form's values, or the errors the admin can mend before sending: an amount the currency
 * cannot hold, a party not chosen, the same account on both sides, a reason too short. Every rule is the server's
 * too (its 422 names the field); these only save a round trip.
 */
export function transferInputOf(
  values: ValueTransferFormValues,
): { input: ValueTransferInput; errors?: undefined } | { errors: ValueTransferFormErrors } {
  const errors: ValueTransferFormErrors = {}
  const amount = amountOf(values)
  if (typeof amount === 'string') errors.amount = amount
  const from = partyOf(values.fromKind, values.fromId)
  if (typeof from === 'string') errors.fromId = from
  const to = partyOf(values.toKind, values.toId)
  if (typeof to === 'string') errors.toId = to
  if (values.fromKind === values.toKind && (values.fromKind === 'house' || values.fromId === values.toId))
    errors.toId = 'Choose another account than the one the value comes from'
  const reason = values.reason.trim()
  if (reason.length < 3 || reason.length > 500) errors.reason = 'Say why, in 3 to 500 characters'
  if (
    Object.keys(errors).length > 0 ||
    typeof amount === 'string' ||
    typeof from === 'string' ||
    typeof to === 'string'
  )
    return { errors }
  return {
    input: {
      value: values.value,
      ...(values.value === 'money' ? { currency: values.currency } : {}),
      amount,
      from,
      to,
      reason,
    },
  }
}

/** The form's fields named by the API's 422 (`from.id`, `to`, `amount`…), for the errors shown on them. */
export const FORM_FIELD_OF_API_FIELD: Readonly<Record<string, keyof ValueTransferFormValues>> = {
  value: 'value',
  currency: 'currency',
  amount: 'amount',
  'from.id': 'fromId',
  from: 'fromId',
  'to.id': 'toId',
  to: 'toId',
  reason: 'reason',
}
