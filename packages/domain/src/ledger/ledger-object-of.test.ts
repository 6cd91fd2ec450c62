import { describe, expect, it } from 'vitest'
import { ledgerObjectOf } from './ledger-object-of'

describe('ledgerObjectOf', () => {
  it.each([
    [
      { id: 't1', kind: 'credit-code-claim', reference: { code: 'ABCD-EFGH-JKMN' } },
      { type: 'credit-code', id: 'ABCD-EFGH-JKMN' },
    ],
    [
      { id: 't2', kind: 'tune-request-credits', reference: { tune_request_id: 42 } },
      { type: 'tune-request', id: '42' },
    ],
    [
      { id: 't3', kind: 'refund', reference: { order_id: 'o-1' } },
      { type: 'order', id: 'o-1' },
    ],
    [
      { id: 't4', kind: 'value-transfer', reference: { from_kind: 'house' } },
      { type: 'value-transfer', id: 't4' },
    ],
    [{ id: 't5', kind: 'test', reference: {} }, null],
  ])('names the object of %j', (transaction, object) => {
    expect(ledgerObjectOf(transaction)).toEqual(object)
  })
})
