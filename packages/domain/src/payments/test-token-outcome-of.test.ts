import { describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_KINDS, PAYMENT_ERROR_MESSAGES } from '../errors/error-catalogue'
import { TEST_PAYMENT_TOKENS, TEST_TOKEN_SUCCEEDS } from './payment.constants'
import { testTokenOutcomeOf } from './test-token-outcome-of'

describe('test provider tokens', () => {
  it('tok_visa succeeds', () => {
    expect(testTokenOutcomeOf(TEST_TOKEN_SUCCEEDS)).toBe('succeeds')
  })

  it.each(PAYMENT_ERROR_KINDS)('"%s" (SPEC §8 payment error kind) has a token that produces it', (kind) => {
    const entries = TEST_PAYMENT_TOKENS.filter((entry) => entry.outcome === kind)
    expect(entries).toHaveLength(1)
    expect(testTokenOutcomeOf(entries[0]!.token)).toBe(kind)
  })

  it('an undocumented token has no outcome', () => {
    expect(testTokenOutcomeOf('tok_mastercard')).toBeNull()
  })

  it('tokens are unique', () => {
    const tokens = TEST_PAYMENT_TOKENS.map((entry) => entry.token)
    expect(new Set(tokens).size).toBe(tokens.length)
  })
})

describe('PAYMENT_ERROR_MESSAGES', () => {
  it.each(PAYMENT_ERROR_KINDS)('"%s" has a buyer-facing sentence', (kind) => {
    expect(PAYMENT_ERROR_MESSAGES[kind]).toMatch(/^[A-Z].{20,}\.$/)
  })
})
