import { describe, expect, it } from 'vitest'
import { canWriteTo, isFirstResponse, statusAfterMessage } from './ticket-thread'
import { TICKET_STATUSES } from './ticket.constants'

const customer = { authorKind: 'customer', internal: false } as const
const staff = { authorKind: 'staff', internal: false } as const
const note = { authorKind: 'staff', internal: true } as const

describe('statusAfterMessage', () => {
  it('brings a waiting or solved ticket back to support when the customer writes', () => {
    expect(statusAfterMessage('waiting-on-customer', customer)).toBe('open')
    expect(statusAfterMessage('solved', customer)).toBe('open')
    expect(statusAfterMessage('new', customer)).toBe('new')
  })

  it('opens a new ticket with support’s first answer and leaves the rest', () => {
    expect(statusAfterMessage('new', staff)).toBe('open')
    expect(statusAfterMessage('waiting-on-customer', staff)).toBe('waiting-on-customer')
  })

  it('never changes a status for an internal note, and never reopens a closed ticket', () => {
    for (const status of TICKET_STATUSES) expect(statusAfterMessage(status, note)).toBe(status)
    expect(statusAfterMessage('closed', customer)).toBe('closed')
    expect(canWriteTo('closed')).toBe(false)
    expect(canWriteTo('solved')).toBe(true)
  })
})

describe('isFirstResponse', () => {
  it('is the first public staff message only', () => {
    expect(isFirstResponse(null, staff)).toBe(true)
    expect(isFirstResponse(null, note)).toBe(false)
    expect(isFirstResponse(null, customer)).toBe(false)
    expect(isFirstResponse(new Date(), staff)).toBe(false)
  })
})
