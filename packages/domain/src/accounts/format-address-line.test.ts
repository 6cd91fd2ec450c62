import { describe, expect, it } from 'vitest'
import { formatAddressLine } from './format-address-line'

const full = {
  full_name: 'Casey Customer',
  line1: '1200 Harbor Blvd',
  line2: 'Suite 4',
  city: 'Costa Mesa',
  state: 'CA',
  country_code: 'US',
}

describe('formatAddressLine (SPEC §3)', () => {
  it.each([
    ['every part', full, 'Casey Customer, 1200 Harbor Blvd, Suite 4, Costa Mesa, CA, US'],
    ['no line2', { ...full, line2: '' }, 'Casey Customer, 1200 Harbor Blvd, Costa Mesa, CA, US'],
    ['no state', { ...full, state: '' }, 'Casey Customer, 1200 Harbor Blvd, Suite 4, Costa Mesa, US'],
    ['blank parts', { ...full, line2: '   ', state: '\t' }, 'Casey Customer, 1200 Harbor Blvd, Costa Mesa, US'],
    [
      'padded parts',
      { ...full, full_name: '  Casey  ', city: ' Costa Mesa ' },
      'Casey, 1200 Harbor Blvd, Suite 4, Costa Mesa, CA, US',
    ],
    [
      'missing parts',
      { full_name: 'Jo', line1: 'Hauptstr. 1', city: 'Berlin', country_code: 'DE' } as typeof full,
      'Jo, Hauptstr. 1, Berlin, DE',
    ],
    ['nothing at all', { full_name: '', line1: '', line2: '', city: '', state: '', country_code: '' }, ''],
  ])('"name, line1, line2, city, state, country, skipping empty parts": %s', (_case, address, line) => {
    expect(formatAddressLine(address)).toBe(line)
  })
})
