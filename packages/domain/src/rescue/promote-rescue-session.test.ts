import { describe, expect, it } from 'vitest'
import { transitionTuneRequest } from '../tuning/transition-tune-request'
import { promoteRescueSession, RESCUE_SESSION_RULES } from './promote-rescue-session'
import {
  NewRescueSessionSchema,
  RESCUE_SESSION_ACTIONS,
  RESCUE_SESSION_STATUSES,
  type RescueSessionStatus,
} from './rescue-session.schema'

describe('promoteRescueSession (SPEC §4: promoted to rescue free, estimate, pay or pay-later)', () => {
  it.each([
    ['open', 'free', 'staff', 'free'],
    ['open', 'estimate', 'staff', 'estimated'],
    ['estimated', 'estimate', 'staff', 'estimated'],
    ['estimated', 'pay', 'customer', 'paid'],
    ['estimated', 'pay-later', 'customer', 'pay-later'],
    ['open', 'close', 'customer', 'closed'],
  ] as const)('%s --%s by %s--> %s', (from, action, party, to) => {
    expect(promoteRescueSession(from, action, party)).toMatchObject({ ok: true, status: to })
  })

  it('every other status and action is refused', () => {
    for (const status of RESCUE_SESSION_STATUSES) {
      for (const action of RESCUE_SESSION_ACTIONS) {
        const rule = RESCUE_SESSION_RULES[action]
        const result = promoteRescueSession(status, action, rule.by[0]!)
        expect(result.ok).toBe(rule.from.includes(status))
      }
    }
  })

  it('a customer cannot rescue free or estimate, staff cannot pay for the customer', () => {
    expect(promoteRescueSession('open', 'free', 'customer')).toEqual({ ok: false, reason: 'not-yours' })
    expect(promoteRescueSession('open', 'estimate', 'customer')).toEqual({ ok: false, reason: 'not-yours' })
    expect(promoteRescueSession('estimated', 'pay', 'staff')).toEqual({ ok: false, reason: 'not-yours' })
  })

  it('the linked tune request can follow every promotion through the pipeline state machine', () => {
    const walks: [RescueSessionStatus, 'free' | 'estimate' | 'pay' | 'pay-later'][][] = [
      [['open', 'free']],
      [
        ['open', 'estimate'],
        ['estimated', 'pay'],
      ],
      [
        ['open', 'estimate'],
        ['estimated', 'pay-later'],
      ],
      [
        ['open', 'estimate'],
        ['estimated', 'estimate'],
        ['estimated', 'free'],
      ],
    ]
    for (const walk of walks) {
      let request = { status: 'created' as const, funding: null } as Parameters<typeof transitionTuneRequest>[0]
      for (const [status, action] of walk) {
        const promoted = promoteRescueSession(status, action, RESCUE_SESSION_RULES[action].by[0]!)
        if (!promoted.ok || !promoted.tuneRequestEvent) throw new Error('refused')
        const party = RESCUE_SESSION_RULES[action].by[0] === 'staff' ? 'worker' : 'customer'
        const next = transitionTuneRequest(request, promoted.tuneRequestEvent, party)
        expect(next.ok).toBe(true)
        if (next.ok) request = next.state
      }
    }
  })
})

describe('NewRescueSessionSchema', () => {
  const valid = {
    kind: 'ID',
    tool_name: 'Flashzilla V3',
    vehicle: '2019 VW Golf GTI 2.0T',
    description: 'Flash stopped at 43%.',
  }
  it('accepts kinds ID and check only', () => {
    expect(NewRescueSessionSchema.safeParse(valid).success).toBe(true)
    expect(NewRescueSessionSchema.safeParse({ ...valid, kind: 'check' }).success).toBe(true)
    expect(NewRescueSessionSchema.safeParse({ ...valid, kind: 'id' }).success).toBe(false)
  })
  it('refuses a bad VIN and a too-short description', () => {
    expect(NewRescueSessionSchema.safeParse({ ...valid, vin: 'WVWZZZ1KZAW00000O' }).success).toBe(false)
    expect(NewRescueSessionSchema.safeParse({ ...valid, description: 'dead' }).success).toBe(false)
  })
})
