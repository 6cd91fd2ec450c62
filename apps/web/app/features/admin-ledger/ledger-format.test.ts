import type { LedgerPostingView } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { describe, expect, it } from 'vitest'
import {
  accountKindLabel,
  formatLedgerAmount,
  ledgerObjectHref,
  movedOf,
  ownerLabel,
  partiesOf,
  transactionKindLabel,
  transferPartyLabel,
  unitLabel,
} from './ledger-format'

const posting = (over: Partial<LedgerPostingView>): LedgerPostingView => ({
  entry_id: 1,
  account_id: '00000000-0000-4000-8000-000000000001',
  owner_kind: 'user',
  owner_id: 'u1',
  owner_name: 'Casey Customer',
  owner_email: 'customer@example.com',
  account_kind: 'tune-credits-ecu',
  unit: 'credit-ecu',
  amount_minor: '2',
  amount: '2',
  ...over,
})

describe('the ledger in words (decision 0091)', () => {
  it('names units and amounts: money as the shop prints it, credits counted', () => {
    expect(unitLabel('credit-ecu')).toBe('ECU credits')
    expect(unitLabel('EUR')).toBe('EUR')
    expect(formatLedgerAmount('-1250', 'USD')).toBe('-$12.50')
    expect(formatLedgerAmount('2', 'credit-ecu')).toBe('2 ECU credits')
    expect(formatLedgerAmount(-1, 'credit-awd')).toBe('-1 AWD credit')
  })

  it('labels kinds and accounts, a new one as its words', () => {
    expect(transactionKindLabel('value-transfer')).toBe('Value transfer')
    expect(transactionKindLabel('credit-code-claim')).toBe('Credit code claimed')
    expect(transactionKindLabel('store-refund')).toBe('Store refund')
    expect(accountKindLabel('tune-credits-tcu')).toBe('TCU credits')
    expect(accountKindLabel('tune-credits-ecu-issued')).toBe('ECU credits issued')
    expect(accountKindLabel('house-funds')).toBe('Shop funds')
    expect(accountKindLabel('dealer-balance')).toBe('Money balance')
    expect(accountKindLabel('tuner-pool')).toBe('Tuner pool')
  })

  it('names owners: the shop, a name, or the id of an owner since removed', () => {
    expect(ownerLabel(posting({ owner_kind: 'system', owner_id: 'shop', owner_name: null }))).toBe('The shop')
    expect(ownerLabel(posting({}))).toBe('Casey Customer')
    expect(ownerLabel(posting({ owner_name: null }))).toBe('u1')
  })

  it('sums what a transaction moved per unit, and who gave and who got', () => {
    const transaction = {
      postings: [
        posting({ owner_kind: 'system', owner_id: 'shop', owner_name: null, amount_minor: '-3' }),
        posting({ amount_minor: '2' }),
        posting({ amount_minor: '1' }),
        posting({ owner_kind: 'system', owner_id: 'shop', owner_name: null, unit: 'credit-tcu', amount_minor: '-1' }),
        posting({ unit: 'credit-tcu', amount_minor: '1' }),
      ],
    }
    expect(movedOf(transaction)).toBe('3 ECU credits, 1 TCU credit')
    expect(partiesOf(transaction)).toEqual({ from: 'The shop', to: 'Casey Customer' })
    expect(movedOf({ postings: [] })).toBe('—')
  })

  it('links the object a transaction belongs to where a page exists', () => {
    expect(ledgerObjectHref({ type: 'order', id: 'S-12' })).toBe(paths.adminOrder('S-12'))
    expect(ledgerObjectHref({ type: 'order', id: '12' })).toBe(paths.adminOrder('S-12'))
    expect(ledgerObjectHref({ type: 'order', id: 'order-77' })).toBeNull()
    expect(ledgerObjectHref({ type: 'value-transfer', id: 'abc' })).toBe(paths.adminValueTransfer('abc'))
    expect(ledgerObjectHref({ type: 'tune-request', id: '9' })).toBe(paths.tuneRequest('9'))
    expect(ledgerObjectHref({ type: 'credit-code', id: 'ABCD-1234' })).toBeNull()
  })

  it('names a transfer’s sides', () => {
    const side = { kind: 'customer' as const, id: 'u1', name: 'Casey Customer', account_id: 'a' }
    expect(transferPartyLabel(side)).toBe('Customer: Casey Customer')
    expect(transferPartyLabel({ ...side, name: null })).toBe('Customer: u1')
    expect(transferPartyLabel({ kind: 'house', id: 'shop', name: null, account_id: 'a' })).toBe('The shop')
  })
})
