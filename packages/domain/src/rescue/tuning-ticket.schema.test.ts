import { describe, expect, it } from 'vitest'
import { isTicketValid } from './tuning-ticket.schema'

describe("isTicketValid (SPEC §5: refused with 'ticket is not valid' unless all three are non-empty)", () => {
  const ticket = { title: 'Tuned file', description: 'Idle surges after the flash.', customer_name: 'Sam Rivera' }
  it('accepts a complete ticket', () => expect(isTicketValid(ticket)).toBe(true))
  it.each(['title', 'description', 'customer_name'] as const)('refuses a blank %s', (field) => {
    expect(isTicketValid({ ...ticket, [field]: '' })).toBe(false)
    expect(isTicketValid({ ...ticket, [field]: '   ' })).toBe(false)
  })
})
