// SPEC §4: "Transfer requests can be cancelled, reviewed, locked old, set new value if zero, or performed." Issue 25
// item 2: a dealer's transfer of credits or money to a customer or another dealer is a small state machine; the
// server applies it under a row lock on the transfer, the portal shows only the buttons it allows.

export const TRANSFER_STATES = ['pending', 'reviewed', 'performed', 'cancelled', 'locked'] as const
export type TransferState = (typeof TRANSFER_STATES)[number]

export const TRANSFER_STATE_LABELS: Record<TransferState, string> = {
  pending: 'Waiting for review',
  reviewed: 'Reviewed',
  performed: 'Sent',
  cancelled: 'Cancelled',
  locked: 'Locked (too old)',
}

/** The states a transfer never leaves. */
export const FINAL_TRANSFER_STATES: readonly TransferState[] = ['performed', 'cancelled', 'locked']

export const TRANSFER_ACTIONS = ['review', 'set-value', 'perform', 'cancel', 'lock-old'] as const
export type TransferAction = (typeof TRANSFER_ACTIONS)[number]

export const TRANSFER_ACTION_LABELS: Record<TransferAction, string> = {
  review: 'Mark as reviewed',
  'set-value': 'Set amount',
  perform: 'Send now',
  cancel: 'Cancel transfer',
  'lock-old': 'Lock old transfers',
}

/** A pending or reviewed transfer this many days old is locked by `lock-old` and can no longer be sent. */
export const TRANSFER_LOCK_AFTER_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** Why an action is refused: each a 409 code of the API with the text the portal shows. */
export const TRANSFER_REFUSALS = {
  transfer_performed: 'This transfer has already been sent.',
  transfer_cancelled: 'This transfer has been cancelled.',
  transfer_locked: 'This transfer is locked because it is too old to be sent. Create a new transfer instead.',
  transfer_reviewed: 'This transfer has already been reviewed.',
  transfer_needs_value: 'Set the amount of this transfer before reviewing or sending it.',
  transfer_value_set: 'The amount of this transfer is already set: only a transfer of zero can be given a new amount.',
  transfer_not_old: `Only a transfer waiting for ${TRANSFER_LOCK_AFTER_DAYS} days or more can be locked.`,
} as const
export type TransferRefusal = keyof typeof TRANSFER_REFUSALS

/** What the machine needs to know of a transfer. */
export type TransferFacts = { state: TransferState; amount: bigint; createdAt: Date }

export type TransferTransition =
  | {
      ok: true
      to: TransferState
      /** A transfer sent straight from pending counts as reviewed by who sent it (review is not a separate step). */
      alsoReviewed: boolean
    }
  | { ok: false; refusal: TransferRefusal }

const refuse = (refusal: TransferRefusal): TransferTransition => ({ ok: false, refusal })
const finalRefusal: Record<'performed' | 'cancelled' | 'locked', TransferRefusal> = {
  performed: 'transfer_performed',
  cancelled: 'transfer_cancelled',
  locked: 'transfer_locked',
}

/**
 * The state `action` takes `transfer` to at `now`, or the named refusal. Performed, cancelled and locked are final:
 * every action on them is refused with that state's refusal. Review and perform need an amount above zero; set-value
 * only a pending transfer of zero; lock-old only a transfer at least TRANSFER_LOCK_AFTER_DAYS old. Review is not
 * required before perform: a pending transfer performed is recorded as reviewed by its performer (`alsoReviewed`).
 */
export function transferTransition(transfer: TransferFacts, action: TransferAction, now: Date): TransferTransition {
  const { state, amount } = transfer
  if (state === 'performed' || state === 'cancelled' || state === 'locked') return refuse(finalRefusal[state])
  switch (action) {
    case 'cancel':
      return { ok: true, to: 'cancelled', alsoReviewed: false }
    case 'review':
      if (state === 'reviewed') return refuse('transfer_reviewed')
      if (amount <= 0n) return refuse('transfer_needs_value')
      return { ok: true, to: 'reviewed', alsoReviewed: false }
    case 'set-value':
      if (amount > 0n) return refuse('transfer_value_set')
      return { ok: true, to: state, alsoReviewed: false }
    case 'perform':
      if (amount <= 0n) return refuse('transfer_needs_value')
      return { ok: true, to: 'performed', alsoReviewed: state === 'pending' }
    case 'lock-old':
      if (now.getTime() - transfer.createdAt.getTime() < TRANSFER_LOCK_AFTER_DAYS * DAY_MS)
        return refuse('transfer_not_old')
      return { ok: true, to: 'locked', alsoReviewed: false }
  }
}

/** The actions `transfer` allows at `now`, in the order the portal shows their buttons. */
export function allowedTransferActions(transfer: TransferFacts, now: Date): TransferAction[] {
  return TRANSFER_ACTIONS.filter((action) => transferTransition(transfer, action, now).ok)
}
