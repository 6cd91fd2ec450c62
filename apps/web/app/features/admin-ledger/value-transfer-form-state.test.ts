import { describe, expect, it } from 'vitest'
import { transferInputOf, type ValueTransferFormValues } from './value-transfer-form-state'

const form = (over: Partial<ValueTransferFormValues>): ValueTransferFormValues => ({
  value: 'ecu',
  currency: 'EUR',
  amount: '2',
  fromKind: 'house',
  fromId: '',
  toKind: 'customer',
  toId: 'u1',
  reason: 'Goodwill after a failed flash',
  ...over,
})

describe('the value transfer form (decision 0091)', () => {
  it('sends credits as whole credits, with no currency', () => {
    expect(transferInputOf(form({}))).toEqual({
      input: {
        value: 'ecu',
        amount: 2,
        from: { kind: 'house' },
        to: { kind: 'customer', id: 'u1' },
        reason: 'Goodwill after a failed flash',
      },
    })
  })

  it('sends money in minor units of its currency', () => {
    const money = (amount: string, currency = 'EUR') =>
      transferInputOf(form({ value: 'money', amount, currency, fromKind: 'dealer', fromId: 'd1', toKind: 'house' }))
    expect(money('12.50')).toMatchObject({ input: { value: 'money', currency: 'EUR', amount: 1250 } })
    expect(money('1,234.5')).toMatchObject({ input: { amount: 123_450 } })
    expect(money('500', 'JPY')).toMatchObject({ input: { currency: 'JPY', amount: 500 } })
    expect(money('12.505').errors?.amount).toBe('Amount must be a number of EUR with at most 2 decimals, such as 12.50')
    expect(money('1.5', 'JPY').errors?.amount).toBe('Amount must be a whole number of JPY')
    expect(money('0.00').errors?.amount).toBe('Amount must be more than zero')
    expect(money('-3').errors?.amount).toBeDefined()
  })

  it.each(['0', '1.5', 'two', ''])('refuses %j credits', (amount) => {
    expect(transferInputOf(form({ amount })).errors?.amount).toBe('Amount must be a whole number of credits, 1 or more')
  })

  it('asks for the party not chosen, and for two different accounts', () => {
    expect(transferInputOf(form({ toId: '' })).errors).toEqual({ toId: 'Choose the customer' })
    expect(transferInputOf(form({ fromKind: 'dealer', fromId: '' })).errors).toEqual({ fromId: 'Choose the dealer' })
    expect(transferInputOf(form({ fromKind: 'customer', fromId: 'u1' })).errors).toEqual({
      toId: 'Choose another account than the one the value comes from',
    })
    expect(transferInputOf(form({ toKind: 'house' })).errors?.toId).toBeDefined()
  })

  it('wants a reason of 3 to 500 characters, trimmed', () => {
    expect(transferInputOf(form({ reason: '  ok ' })).errors).toEqual({ reason: 'Say why, in 3 to 500 characters' })
    expect(transferInputOf(form({ reason: '  =1+1 ' }))).toMatchObject({ input: { reason: '=1+1' } })
  })
})
