import type {
  TuneRequestEvent,
  TuneRequestFunding,
  TuneRequestParty,
  TuneRequestState,
  TuneRequestStatus,
} from './tune-request.schema'

type Rule = { from: readonly TuneRequestStatus[]; by: readonly TuneRequestParty[] }

const FUNDED = ['paid', 'pay-later', 'free', 'raw'] as const

/** The transition table; the target of each event is computed in `transitionTuneRequest`. */
export const TUNE_REQUEST_RULES: Record<TuneRequestEvent, Rule> = {
  estimate: { from: ['created', 'estimated', 'help'], by: ['customer', 'worker'] },
  'ask-help': { from: ['created', 'estimated'], by: ['customer'] },
  'answer-help': { from: ['help'], by: ['worker'] },
  pay: { from: ['estimated'], by: ['customer'] },
  'pay-later': { from: ['estimated'], by: ['customer'] },
  free: { from: ['created', 'estimated', 'help'], by: ['worker'] },
  raw: { from: ['created', 'estimated'], by: ['customer'] },
  take: { from: [...FUNDED], by: ['worker'] },
  reject: { from: [...FUNDED, 'in-progress'], by: ['worker'] },
  reupload: { from: ['rejected'], by: ['customer'] },
  'attach-read': { from: ['awaiting-read'], by: ['customer'] },
  deliver: { from: ['in-progress', 'support'], by: ['worker'] },
  'ask-support': { from: ['delivered'], by: ['customer'] },
  cancel: { from: ['created', 'estimated', 'help'], by: ['customer', 'worker'] },
}

const FUNDING_OF: Partial<Record<TuneRequestEvent, TuneRequestFunding>> = {
  pay: 'paid',
  'pay-later': 'pay-later',
  free: 'free',
  raw: 'raw',
}

export type TransitionResult =
  { ok: true; state: TuneRequestState } | { ok: false; reason: 'not-allowed' | 'not-yours' }

/**
 * The next state of a tune request after an event by a party, or why it may not happen. A rejected request
 * re-uploaded goes back to its funding status (paid, pay-later, free or raw): the customer does not pay again;
 * a request paid from a store order (`awaiting-read`) does the same once its read is attached.
 */
export function transitionTuneRequest(
  state: TuneRequestState,
  event: TuneRequestEvent,
  party: TuneRequestParty,
): TransitionResult {
  const rule = TUNE_REQUEST_RULES[event]
  if (!rule.from.includes(state.status)) return { ok: false, reason: 'not-allowed' }
  if (!rule.by.includes(party)) return { ok: false, reason: 'not-yours' }
  const funding = FUNDING_OF[event]
  if (funding) return { ok: true, state: { status: funding, funding } }
  switch (event) {
    case 'estimate':
    case 'answer-help':
      return { ok: true, state: { status: 'estimated', funding: null } }
    case 'ask-help':
      return { ok: true, state: { status: 'help', funding: null } }
    case 'take':
      return { ok: true, state: { status: 'in-progress', funding: state.funding } }
    case 'reject':
      return { ok: true, state: { status: 'rejected', funding: state.funding } }
    case 'attach-read':
    case 'reupload':
      // A request paid from an order (decision 0069) or rejected after funding goes back to its funding status.
      // A rejection only follows funding, so funding is set; `paid` is the safe reading of a legacy row.
      return { ok: true, state: { status: state.funding ?? 'paid', funding: state.funding ?? 'paid' } }
    case 'deliver':
      return { ok: true, state: { status: 'delivered', funding: state.funding } }
    case 'ask-support':
      return { ok: true, state: { status: 'support', funding: state.funding } }
    case 'cancel':
      return { ok: true, state: { status: 'cancelled', funding: null } }
    default:
      return { ok: false, reason: 'not-allowed' }
  }
}
