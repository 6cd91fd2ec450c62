import { describe, expect, it } from 'vitest'
import { ticketLinkOf, ticketTokenMatches, ticketTokenOf } from './ticket-link'

const row = { id: 42, accessNonce: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }

describe('the ticket link', () => {
  it('carries the id and the nonce as a token', () => {
    expect(ticketTokenOf(row)).toBe('0f8e2c1a3b4d4e5f8a9b0c1d2e3f4a5b')
    expect(ticketLinkOf('https://shop.example/', row)).toBe(
      'https://shop.example/tickets/42/0f8e2c1a3b4d4e5f8a9b0c1d2e3f4a5b',
    )
  })

  it('opens only with the exact token', () => {
    expect(ticketTokenMatches(row, '0f8e2c1a3b4d4e5f8a9b0c1d2e3f4a5b')).toBe(true)
    expect(ticketTokenMatches(row, '0f8e2c1a3b4d4e5f8a9b0c1d2e3f4a5c')).toBe(false)
    expect(ticketTokenMatches(row, '0f8e2c1a')).toBe(false)
    expect(ticketTokenMatches(row, '')).toBe(false)
    expect(ticketTokenMatches({ accessNonce: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' }, ticketTokenOf(row))).toBe(false)
  })
})
