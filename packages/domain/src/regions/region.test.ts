import { describe, expect, it } from 'vitest'
import { hostForRegion } from './host-for-region'
import { isEuropeanTimeZone } from './is-european-time-zone'
import { regionOfHost } from './region-of-host'
import { regionSwitchCandidate, regionSwitchOffer } from './region-switch-offer'
import { SiteConfigSchema } from '../site/site-config.schema'

const twoRegions = SiteConfigSchema.parse({ regions: [1, 2] })
const oneRegion = SiteConfigSchema.parse({})

describe('regionOfHost', () => {
  it.each([
    ['shop.example', 1],
    ['eu.shop.example', 2],
    ['EU.Shop.Example:8443', 2],
    ['127.0.0.1:4173', 1],
    ['eu.localhost:4173', 2],
    ['europe.shop.example', 1],
    ['eu', 1],
  ])('%s → %s with two regions', (host, region) => {
    expect(regionOfHost(host, twoRegions)).toBe(region)
  })

  it('a one-region site: every host is that region; no host is unknown', () => {
    expect(regionOfHost('eu.shop.example', oneRegion)).toBe(1)
    expect(regionOfHost(undefined, oneRegion)).toBeNull()
  })

  it('a Europe-only site on its main host: unknown unless a region has an empty prefix', () => {
    expect(regionOfHost('shop.example', SiteConfigSchema.parse({ regions: [2] }))).toBeNull()
  })
})

describe('hostForRegion', () => {
  it.each([
    ['shop.example', 1, 2, 'eu.shop.example'],
    ['eu.shop.example', 2, 1, 'shop.example'],
    ['localhost:4173', 1, 2, 'eu.localhost:4173'],
    ['shop.example', 1, 1, 'shop.example'],
  ] as const)('%s (region %s) → region %s: %s', (host, from, to, expected) => {
    expect(hostForRegion(host, from, to, twoRegions)).toBe(expected)
  })
})

describe('isEuropeanTimeZone', () => {
  it.each([
    ['Europe/Berlin', true],
    ['Europe/London', true],
    ['America/Los_Angeles', false],
    ['Asia/Tokyo', false],
    ['UTC', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (zone, european) => {
    expect(isEuropeanTimeZone(zone)).toBe(european)
  })
})

describe('regionSwitchOffer (SPEC §2 "Switch Regions?")', () => {
  const base = { regions: [1, 2], dismissed: false }
  it.each([
    ['European zone on the North American catalog → the European Catalog', 1, 'Europe/Berlin', 2],
    ['non-European zone on the European catalog → the North American Catalog', 2, 'America/Chicago', 1],
    ['European zone on the European catalog → nothing', 2, 'Europe/Paris', null],
    ['American zone on the North American catalog → nothing', 1, 'America/New_York', null],
    ['current region unknown → nothing', null, 'Europe/Berlin', null],
  ] as const)('%s', (_case, current, timeZone, offer) => {
    expect(regionSwitchOffer({ ...base, current, timeZone })).toBe(offer)
  })

  it('"only when the site has 2 or more regions"', () => {
    expect(regionSwitchOffer({ regions: [1], current: 1, timeZone: 'Europe/Berlin', dismissed: false })).toBeNull()
  })

  it('"the user has not dismissed it"', () => {
    expect(regionSwitchOffer({ ...base, current: 1, timeZone: 'Europe/Berlin', dismissed: true })).toBeNull()
  })
})

describe('regionSwitchCandidate: the only region an offer could name, before the time zone is read', () => {
  it.each([
    [[1, 2], 1, false, 2],
    [[1, 2], 2, false, 1],
    [[1], 1, false, null],
    [[1, 2], 1, true, null],
    [[1, 2], null, false, null],
  ] as const)('regions %j, current %s, dismissed %s → %s', (regions, current, dismissed, candidate) => {
    expect(regionSwitchCandidate({ regions, current, dismissed })).toBe(candidate)
  })

  it('is the offer whenever there is one, whatever the time zone', () => {
    for (const timeZone of ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', undefined]) {
      for (const current of [1, 2, null] as const) {
        const offer = regionSwitchOffer({ regions: [1, 2], current, timeZone, dismissed: false })
        if (offer !== null) expect(regionSwitchCandidate({ regions: [1, 2], current, dismissed: false })).toBe(offer)
      }
    }
  })
})
