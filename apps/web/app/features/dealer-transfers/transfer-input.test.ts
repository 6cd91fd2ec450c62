import { describe, expect, it } from 'vitest'
import { emptyTransferRow, transferInputOf } from './transfer-input'

describe('transferInputOf (the transfer form’s row as the API’s input)', () => {
  it('sends credits to a customer by e-mail; an empty amount is a transfer of zero, set later', () => {
    const row = { ...emptyTransferRow('USD'), recipient: ' Customer@Example.com ', amount: '' }
    expect(transferInputOf(row)).toEqual({
      input: { to: { kind: 'customer', email: 'customer@example.com' }, value: 'ecu', amount: 0, memo: '' },
    })
  })

  it('sends money in minor units with its currency, to a dealer by slug', () => {
    const row = { ...emptyTransferRow('USD'), toKind: 'dealer' as const, recipient: 'apex-motorsport' }
    expect(transferInputOf({ ...row, value: 'money', amount: '12.50' })).toEqual({
      input: {
        to: { kind: 'dealer', slug: 'apex-motorsport' },
        value: 'money',
        currency: 'USD',
        amount: 1250,
        memo: '',
      },
    })
  })

  it('names what a person must fix', () => {
    const row = { ...emptyTransferRow('USD'), amount: '1.5' }
    expect(transferInputOf(row).errors).toEqual({
      recipient: 'Enter the customer’s e-mail address.',
      amount: 'Enter a whole number of credits, such as 2.',
    })
    expect(transferInputOf({ ...row, recipient: 'a@b.co', value: 'money', amount: '1.234' }).errors).toEqual({
      amount: 'Enter an amount in USD, such as 12.50.',
    })
  })
})
