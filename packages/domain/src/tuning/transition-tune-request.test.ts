import { describe, expect, it } from 'vitest'
import { TUNE_REQUEST_RULES, transitionTuneRequest } from './transition-tune-request'
import {
  TUNE_REQUEST_EVENTS,
  TUNE_REQUEST_STATUSES,
  type TuneRequestEvent,
  type TuneRequestFunding,
  type TuneRequestParty,
  type TuneRequestState,
  type TuneRequestStatus,
} from './tune-request.schema'

const at = (status: TuneRequestStatus, funding: TuneRequestFunding | null = null): TuneRequestState => ({
  status,
  funding,
})

describe('transitionTuneRequest (SPEC §4 tune request pipeline)', () => {
  const allowed: [TuneRequestState, TuneRequestEvent, TuneRequestParty, TuneRequestState][] = [
    [at('created'), 'estimate', 'customer', at('estimated')],
    [at('estimated'), 'estimate', 'worker', at('estimated')],
    [at('help'), 'estimate', 'customer', at('estimated')],
    [at('created'), 'ask-help', 'customer', at('help')],
    [at('estimated'), 'ask-help', 'customer', at('help')],
    [at('help'), 'answer-help', 'worker', at('estimated')],
    [at('estimated'), 'pay', 'customer', at('paid', 'paid')],
    [at('estimated'), 'pay-later', 'customer', at('pay-later', 'pay-later')],
    [at('estimated'), 'free', 'worker', at('free', 'free')],
    [at('created'), 'free', 'worker', at('free', 'free')],
    [at('help'), 'free', 'worker', at('free', 'free')],
    [at('created'), 'raw', 'customer', at('raw', 'raw')],
    [at('estimated'), 'raw', 'customer', at('raw', 'raw')],
    [at('paid', 'paid'), 'take', 'worker', at('in-progress', 'paid')],
    [at('pay-later', 'pay-later'), 'take', 'worker', at('in-progress', 'pay-later')],
    [at('free', 'free'), 'take', 'worker', at('in-progress', 'free')],
    [at('raw', 'raw'), 'take', 'worker', at('in-progress', 'raw')],
    [at('in-progress', 'paid'), 'reject', 'worker', at('rejected', 'paid')],
    [at('paid', 'paid'), 'reject', 'worker', at('rejected', 'paid')],
    [at('rejected', 'paid'), 'reupload', 'customer', at('paid', 'paid')],
    [at('rejected', 'pay-later'), 'reupload', 'customer', at('pay-later', 'pay-later')],
    [at('awaiting-read', 'paid'), 'attach-read', 'customer', at('paid', 'paid')],
    [at('in-progress', 'free'), 'deliver', 'worker', at('delivered', 'free')],
    [at('support', 'paid'), 'deliver', 'worker', at('delivered', 'paid')],
    [at('delivered', 'paid'), 'ask-support', 'customer', at('support', 'paid')],
    [at('created'), 'cancel', 'customer', at('cancelled')],
    [at('estimated'), 'cancel', 'worker', at('cancelled')],
    [at('help'), 'cancel', 'customer', at('cancelled')],
  ]

  it.each(allowed)('%o --%s by %s--> %o', (state, event, party, next) => {
    expect(transitionTuneRequest(state, event, party)).toEqual({ ok: true, state: next })
  })

  it('a re-upload after a rejection never asks for payment again: it returns to the funding status', () => {
    const rejected = transitionTuneRequest(at('in-progress', 'paid'), 'reject', 'worker')
    expect(rejected.ok && transitionTuneRequest(rejected.state, 'reupload', 'customer')).toEqual({
      ok: true,
      state: at('paid', 'paid'),
    })
  })

  it('a request paid from a store order waits for its read: only attaching the read moves it, to ready-to-work', () => {
    const state = at('awaiting-read', 'paid')
    const moves = TUNE_REQUEST_EVENTS.filter(
      (event) => transitionTuneRequest(state, event, 'customer').ok || transitionTuneRequest(state, event, 'worker').ok,
    )
    expect(moves).toEqual(['attach-read'])
    expect(transitionTuneRequest(state, 'attach-read', 'worker')).toEqual({ ok: false, reason: 'not-yours' })
    expect(transitionTuneRequest(state, 'take', 'worker')).toEqual({ ok: false, reason: 'not-allowed' })
    expect(transitionTuneRequest(at('paid', 'paid'), 'attach-read', 'customer')).toEqual({
      ok: false,
      reason: 'not-allowed',
    })
  })

  it('every status × event outside the table is refused as not allowed, for either party', () => {
    for (const status of TUNE_REQUEST_STATUSES) {
      for (const event of TUNE_REQUEST_EVENTS) {
        if (TUNE_REQUEST_RULES[event].from.includes(status)) continue
        for (const party of ['customer', 'worker'] as const) {
          expect(transitionTuneRequest(at(status, 'paid'), event, party)).toEqual({ ok: false, reason: 'not-allowed' })
        }
      }
    }
  })

  it('the wrong party is refused as not theirs', () => {
    expect(transitionTuneRequest(at('paid', 'paid'), 'take', 'customer')).toEqual({ ok: false, reason: 'not-yours' })
    expect(transitionTuneRequest(at('estimated'), 'pay', 'worker')).toEqual({ ok: false, reason: 'not-yours' })
    expect(transitionTuneRequest(at('in-progress', 'paid'), 'deliver', 'customer')).toEqual({
      ok: false,
      reason: 'not-yours',
    })
    expect(transitionTuneRequest(at('estimated'), 'free', 'customer')).toEqual({ ok: false, reason: 'not-yours' })
  })

  it('nothing leaves delivered but a support request, and nothing leaves cancelled', () => {
    const fromDelivered = TUNE_REQUEST_EVENTS.filter(
      (event) =>
        transitionTuneRequest(at('delivered', 'paid'), event, 'customer').ok ||
        transitionTuneRequest(at('delivered', 'paid'), event, 'worker').ok,
    )
    expect(fromDelivered).toEqual(['ask-support'])
    const fromCancelled = TUNE_REQUEST_EVENTS.filter(
      (event) =>
        transitionTuneRequest(at('cancelled'), event, 'customer').ok ||
        transitionTuneRequest(at('cancelled'), event, 'worker').ok,
    )
    expect(fromCancelled).toEqual([])
  })
})
