import type { TuneRequestEvent } from '../tuning/tune-request.schema'
import type { RescueSessionAction, RescueSessionStatus } from './rescue-session.schema'

type Rule = {
  from: readonly RescueSessionStatus[]
  by: readonly ('customer' | 'staff')[]
  to: RescueSessionStatus
  /** The event the linked tune request takes (created first when the session has none). */
  tuneRequestEvent: TuneRequestEvent | null
}

/** The promotions of SPEC §4: staff rescue free or estimate; the customer pays or pays later an estimate. */
export const RESCUE_SESSION_RULES: Record<RescueSessionAction, Rule> = {
  free: { from: ['open', 'estimated'], by: ['staff'], to: 'free', tuneRequestEvent: 'free' },
  estimate: { from: ['open', 'estimated'], by: ['staff'], to: 'estimated', tuneRequestEvent: 'estimate' },
  pay: { from: ['estimated'], by: ['customer'], to: 'paid', tuneRequestEvent: 'pay' },
  'pay-later': { from: ['estimated'], by: ['customer'], to: 'pay-later', tuneRequestEvent: 'pay-later' },
  close: { from: ['open', 'estimated'], by: ['customer', 'staff'], to: 'closed', tuneRequestEvent: 'cancel' },
}

export type RescuePromotion =
  | { ok: true; status: RescueSessionStatus; tuneRequestEvent: TuneRequestEvent | null }
  | { ok: false; reason: 'not-allowed' | 'not-yours' }

/** The status a rescue session moves to on an action by a party, or why it may not. */
export function promoteRescueSession(
  status: RescueSessionStatus,
  action: RescueSessionAction,
  party: 'customer' | 'staff',
): RescuePromotion {
  const rule = RESCUE_SESSION_RULES[action]
  if (!rule.from.includes(status)) return { ok: false, reason: 'not-allowed' }
  if (!rule.by.includes(party)) return { ok: false, reason: 'not-yours' }
  return { ok: true, status: rule.to, tuneRequestEvent: rule.tuneRequestEvent }
}
