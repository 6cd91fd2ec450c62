import { describe, expect, it } from 'vitest'
import { mailAllowance } from './mail-allowance'

const limits = { maxPerAccount: 3, maxPerAddress: 10 }

describe('mailAllowance', () => {
  it.each([
    [{ account: 0, address: 0 }, 'send'],
    [{ account: 2, address: 9 }, 'send'],
    [{ account: 3, address: 0 }, 'skip'],
    [{ account: 0, address: 10 }, 'refuse'],
    [{ account: 3, address: 10 }, 'refuse'],
  ] as const)('"3 mails per account and 10 per address an hour": %j → %s', (counts, verdict) => {
    expect(mailAllowance(counts, limits)).toBe(verdict)
  })
})
