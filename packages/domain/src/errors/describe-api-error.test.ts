import { describe, expect, it } from 'vitest'
import { describeApiError } from './describe-api-error'
import { CONFLICT_MESSAGES, UNKNOWN_ERROR_MESSAGE, VALIDATION_HEADING } from './error-catalogue'

describe('describeApiError (SPEC §8)', () => {
  it('"422 with errors: messages are merged, deduplicated and sorted, listed after \'Some fields were not correct:\'"', () => {
    const result = describeApiError(422, {
      code: 'validation_failed',
      message: 'Some fields were not correct.',
      errors: { name: ['Name is required', 'b dup'], email: ['Email must be a valid email address', 'b dup'] },
    })
    expect(result).toEqual({
      heading: 'Some fields were not correct:',
      messages: ['Email must be a valid email address', 'Name is required', 'b dup'],
    })
    expect(VALIDATION_HEADING).toBe('Some fields were not correct:')
  })

  it('422 ignores anything in errors that is not a message', () => {
    const body = { code: 'x', message: 'y', errors: { a: ['A'], b: [1, null], c: 'C' } } as never
    expect(describeApiError(422, body)).toEqual({ heading: VALIDATION_HEADING, messages: ['A', 'C'] })
  })

  it('422 without errors falls back to the default text', () => {
    expect(describeApiError(422, { code: 'validation_failed', message: 'Bad' })).toEqual({
      heading: UNKNOWN_ERROR_MESSAGE,
      messages: [],
    })
  })

  it.each([
    ['dealer_hit_credit_limit', 'This purchase exceeds a credit limit. Please confirm the current account balance.'],
    ['already_committed', 'It seems like this purchase has already been completed.'],
    ['shipping_tier_not_supported_for_destination', 'The specified shipping tier cannot be used for this destination.'],
    ['no_shipping_for_destination', 'No shipping could be found for your address.'],
    ['dealer_missing_billing_info', 'Billing information must be setup on this dealer account before proceeding.'],
  ])('"409 with an error code: %s" shows \'%s\'', (code, text) => {
    expect(describeApiError(409, { code, message: 'server wording' })).toEqual({ heading: text, messages: [] })
    expect(CONFLICT_MESSAGES[code as keyof typeof CONFLICT_MESSAGES]).toBe(text)
  })

  it('the catalogue has exactly the five 409 codes of SPEC §8', () => {
    expect(Object.keys(CONFLICT_MESSAGES).sort()).toEqual([
      'already_committed',
      'dealer_hit_credit_limit',
      'dealer_missing_billing_info',
      'no_shipping_for_destination',
      'shipping_tier_not_supported_for_destination',
    ])
  })

  it('a 409 code that only exists on Object.prototype is not a catalogue code', () => {
    expect(describeApiError(409, { code: 'toString', message: '' })).toEqual({
      heading: UNKNOWN_ERROR_MESSAGE,
      messages: [],
    })
  })

  it.each([402, 421])('"%i with code and message: the message is shown"', (status) => {
    expect(describeApiError(status, { code: 'card_declined', message: 'Your card was declined.' })).toEqual({
      heading: 'Your card was declined.',
      messages: [],
    })
  })

  it.each([401, 403, 404, 412])('%i shows the server message (each handled individually)', (status) => {
    expect(describeApiError(status, { code: 'x', message: 'You need to log in first.' }).heading).toBe(
      'You need to log in first.',
    )
  })

  it.each([
    [500, { code: 'unknown', message: 'boom' }],
    [400, { code: 'bad_request', message: 'The request body is not valid JSON.' }],
    [402, { code: 'x' }],
    [402, { code: 'x', message: '   ' }],
    [421, { code: 'x', message: 42 }],
    [503, null],
    [0, undefined],
    [404, 'not json' as never],
  ])('"Default: \'An unknown error occurred. Please try again later.\'" for %i %j', (status, body) => {
    expect(describeApiError(status, body as never)).toEqual({
      heading: 'An unknown error occurred. Please try again later.',
      messages: [],
    })
  })
})
