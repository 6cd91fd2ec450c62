import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedTransferActions,
  TRANSFER_ACTIONS,
  TRANSFER_LOCK_AFTER_DAYS,
  TRANSFER_REFUSALS,
  TRANSFER_STATES,
  transferTransition,
  type TransferAction,
  type TransferFacts,
  type TransferState,
} from './transfer-transition'

const NOW = new Date('2026-11-27T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000)
const fresh = (state: TransferState, amount = 2n): TransferFacts => ({ state, amount, createdAt: daysAgo(1) })
const old = (state: TransferState, amount = 2n): TransferFacts => ({
  state,
  amount,
  createdAt: daysAgo(TRANSFER_LOCK_AFTER_DAYS),
})
const outcome = (transfer: TransferFacts, action: TransferAction) => {
  const result = transferTransition(transfer, action, NOW)
  return result.ok ? result.to : result.refusal
}

describe('transferTransition (SPEC §4: cancelled, reviewed, locked old, set new value if zero, performed)', () => {
  // Every action from every state, for a fresh transfer with an amount and one of zero, and an old one.
  it.each([
    ['pending', 2n, 'fresh', ['reviewed', 'transfer_value_set', 'performed', 'cancelled', 'transfer_not_old']],
    [
      'pending',
      0n,
      'fresh',
      ['transfer_needs_value', 'pending', 'transfer_needs_value', 'cancelled', 'transfer_not_old'],
    ],
    ['pending', 2n, 'old', ['reviewed', 'transfer_value_set', 'performed', 'cancelled', 'locked']],
    [
      'reviewed',
      2n,
      'fresh',
      ['transfer_reviewed', 'transfer_value_set', 'performed', 'cancelled', 'transfer_not_old'],
    ],
    ['reviewed', 2n, 'old', ['transfer_reviewed', 'transfer_value_set', 'performed', 'cancelled', 'locked']],
    ['performed', 2n, 'old', Array(5).fill('transfer_performed')],
    ['cancelled', 0n, 'old', Array(5).fill('transfer_cancelled')],
    ['locked', 2n, 'old', Array(5).fill('transfer_locked')],
  ] as const)(
    'a %s transfer of %s, %s: review, set-value, perform, cancel, lock-old give %j',
    (state, amount, age, expected) => {
      const transfer = age === 'old' ? old(state, amount) : fresh(state, amount)
      expect(TRANSFER_ACTIONS.map((action) => outcome(transfer, action))).toEqual(expected)
    },
  )

  it('locks a transfer exactly TRANSFER_LOCK_AFTER_DAYS old, not a millisecond younger', () => {
    const edge = { state: 'pending' as const, amount: 1n, createdAt: daysAgo(TRANSFER_LOCK_AFTER_DAYS) }
    expect(outcome(edge, 'lock-old')).toBe('locked')
    expect(outcome({ ...edge, createdAt: new Date(edge.createdAt.getTime() + 1) }, 'lock-old')).toBe('transfer_not_old')
  })

  it('records a transfer sent straight from pending as reviewed, one sent after review not again', () => {
    expect(transferTransition(fresh('pending'), 'perform', NOW)).toEqual({
      ok: true,
      to: 'performed',
      alsoReviewed: true,
    })
    expect(transferTransition(fresh('reviewed'), 'perform', NOW)).toEqual({
      ok: true,
      to: 'performed',
      alsoReviewed: false,
    })
  })

  it('over any sequence of actions: final states are never left, a transfer of zero is never sent, refusals are named', () => {
    const facts = fc.record({
      state: fc.constantFrom(...TRANSFER_STATES),
      amount: fc.bigInt({ min: 0n, max: 1000n }),
      ageDays: fc.integer({ min: 0, max: 90 }),
    })
    const step = fc.record({
      action: fc.constantFrom(...TRANSFER_ACTIONS),
      newAmount: fc.bigInt({ min: 1n, max: 99n }),
    })
    fc.assert(
      fc.property(facts, fc.array(step, { maxLength: 12 }), (start, steps) => {
        let transfer: TransferFacts = { state: start.state, amount: start.amount, createdAt: daysAgo(start.ageDays) }
        for (const { action, newAmount } of steps) {
          const before = transfer
          const result = transferTransition(before, action, NOW)
          expect(allowedTransferActions(before, NOW).includes(action)).toBe(result.ok)
          if (!result.ok) {
            expect(TRANSFER_REFUSALS[result.refusal]).toBeTruthy()
            continue
          }
          expect(['performed', 'cancelled', 'locked']).not.toContain(before.state)
          if (result.to === 'performed') expect(before.amount > 0n).toBe(true)
          if (action === 'set-value') expect(before.amount).toBe(0n)
          transfer = { ...before, state: result.to, amount: action === 'set-value' ? newAmount : before.amount }
        }
      }),
      { numRuns: 2000 },
    )
  })
})
