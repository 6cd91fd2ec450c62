import { describe, expect, it } from 'vitest'
import { jobKindLabel } from './jobs.contract'

describe('jobKindLabel', () => {
  it('names the shop’s job kinds as staff say them, and any other by its words', () => {
    expect(jobKindLabel('mail-send')).toBe('Send an e-mail')
    expect(jobKindLabel('payments-reconcile')).toBe('Settle unfinished payments')
    expect(jobKindLabel('statement-generate')).toBe('Statement generate')
  })
})
