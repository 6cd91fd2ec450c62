import { describe, expect, it } from 'vitest'
import { isTicketValid, missingTicketFields } from './ticket-validity'

describe('missingTicketFields', () => {
  it('names each empty or blank field, and none when all are there', () => {
    expect(missingTicketFields({ title: 'Tool', description: ' ', customer_name: undefined })).toEqual([
      'description',
      'customer_name',
    ])
    expect(missingTicketFields({ title: 'a', description: 'b', customer_name: 'c' })).toEqual([])
  })

  it('agrees with isTicketValid', () => {
    const samples = [
      { title: '', description: 'b', customer_name: 'c' },
      { title: 'a', description: 'b', customer_name: 'c' },
      { title: 'a', description: '\t', customer_name: 'c' },
    ]
    for (const sample of samples) expect(missingTicketFields(sample).length === 0).toBe(isTicketValid(sample))
  })
})
