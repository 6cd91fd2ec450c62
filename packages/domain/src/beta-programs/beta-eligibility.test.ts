import { describe, expect, it } from 'vitest'
import { describeEligibility, eligibilityProblems, placesLeft } from './beta-eligibility'

const vag = {
  makes: [
    { slug: 'audi', name: 'Audi' },
    { slug: 'volkswagen', name: 'Volkswagen' },
  ],
  tools: [],
}
const fz3 = { makes: [], tools: [{ id: 1, name: 'FlashZilla V3 (FZ3)' }] }

describe('beta program eligibility (issue 26 item 7)', () => {
  it('lets anyone apply to a program that lists nothing', () => {
    expect(eligibilityProblems({ makes: [], tools: [] }, { make: 'ford', tool_id: null })).toEqual({})
    expect(describeEligibility({ makes: [], tools: [] })).toBe(
      'Open to every customer, whatever the vehicle and flash tool.',
    )
  })

  it('names the makes an applicant’s vehicle is not', () => {
    expect(eligibilityProblems(vag, { make: 'audi', tool_id: null })).toEqual({})
    expect(eligibilityProblems(vag, { make: 'bmw', tool_id: 3 })).toEqual({
      make: ['This beta is for Audi or Volkswagen vehicles only.'],
    })
    expect(describeEligibility(vag)).toBe('Open to Audi or Volkswagen vehicles, with any flash tool.')
  })

  it('names the tool an applicant does not use, or did not say', () => {
    expect(eligibilityProblems(fz3, { make: 'bmw', tool_id: 1 })).toEqual({})
    const problem = { tool_id: ['This beta is for owners of a FlashZilla V3 (FZ3) only.'] }
    expect(eligibilityProblems(fz3, { make: 'bmw', tool_id: 2 })).toEqual(problem)
    expect(eligibilityProblems(fz3, { make: 'bmw', tool_id: null })).toEqual(problem)
    expect(describeEligibility(fz3)).toBe('Open to owners of a FlashZilla V3 (FZ3), on any vehicle.')
  })

  it('checks both lists at once and says so in one sentence', () => {
    const both = { makes: [...vag.makes, { slug: 'porsche', name: 'Porsche' }], tools: fz3.tools }
    expect(Object.keys(eligibilityProblems(both, { make: 'ford', tool_id: 9 }))).toEqual(['make', 'tool_id'])
    expect(describeEligibility(both)).toBe(
      'Open to Audi, Volkswagen or Porsche vehicles flashed with a FlashZilla V3 (FZ3).',
    )
  })

  it('counts the places left, never below zero', () => {
    expect(placesLeft(null, 40)).toBeNull()
    expect(placesLeft(10, 3)).toBe(7)
    expect(placesLeft(2, 5)).toBe(0)
  })
})
