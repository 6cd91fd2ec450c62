import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from './site-config.schema'
import { toPublicSiteConfig } from './to-public-site-config'

describe('SiteConfigSchema defaults (SPEC §1, §9)', () => {
  const config = SiteConfigSchema.parse({})

  it('"Default support hours: 9 to 17, weekdays, Pacific"', () => {
    expect(config.supportHours).toEqual({ start: 9, end: 17, days: [1, 2, 3, 4, 5], timeZone: 'America/Los_Angeles' })
  })

  it('"Default regions: [1] (1 North America, 2 Europe)"', () => {
    expect(config.regions).toEqual([1])
    expect(config.regionDefinitions['1'].name).toBe('North America')
    expect(config.regionDefinitions['2'].name).toBe('Europe')
    expect(config.regionDefinitions['1'].catalogName).toBe('North American Catalog')
    expect(config.regionDefinitions['2'].catalogName).toBe('European Catalog')
  })

  it('has store currencies, a default currency among them, no forced CAD, no social logins, features off', () => {
    expect(config.currencies).toContain(config.defaultCurrency)
    expect(config.forceCad).toBe(false)
    expect(config.socialLogins).toEqual([])
    expect(config.features).toEqual({ kitBuilder: false, immoHidden: false })
    expect(config.analytics).toEqual({ tagId: null, pixelId: null })
  })

  it('support is closed on the US federal holidays of 2026 and 2027 by default, each on a weekday', () => {
    expect(config.supportHolidays).toHaveLength(23)
    expect(config.supportHolidays).toContain('2026-11-26') // Thanksgiving
    expect(config.supportHolidays).toContain('2026-07-03') // Independence Day, a Saturday, observed on Friday
    expect(config.supportHolidays).toContain('2027-07-05') // Independence Day, a Sunday, observed on Monday
    for (const day of config.supportHolidays) {
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay())
    }
    expect(SiteConfigSchema.parse({ supportHolidays: ['2026-08-14'] }).supportHolidays).toEqual(['2026-08-14'])
    expect(SiteConfigSchema.parse({ supportHolidays: [] }).supportHolidays).toEqual([])
  })

  it('a partial supportHours keeps the other defaults', () => {
    expect(SiteConfigSchema.parse({ supportHours: { end: 18 } }).supportHours).toEqual({
      start: 9,
      end: 18,
      days: [1, 2, 3, 4, 5],
      timeZone: 'America/Los_Angeles',
    })
  })

  it('defaults are not shared between parses', () => {
    SiteConfigSchema.parse({}).regions.push(2)
    expect(SiteConfigSchema.parse({}).regions).toEqual([1])
  })
})

describe('SiteConfigSchema: a bad config names the field', () => {
  const social = { id: 'mock', name: 'Mock', discoveryUrl: 'https://id.example/.well-known/openid-configuration' }
  it.each([
    ['supportHours.end', { supportHours: { start: 18 } }],
    ['supportHours.start', { supportHours: { start: -1 } }],
    ['supportHours.end', { supportHours: { end: 25 } }],
    ['supportHours.days.0', { supportHours: { days: [0] } }],
    ['supportHours.days', { supportHours: { days: [] } }],
    ['supportHours.timeZone', { supportHours: { timeZone: 'Mars/Olympus_Mons' } }],
    ['supportHolidays.0', { supportHolidays: ['2026-02-30'] }],
    ['supportHolidays.1', { supportHolidays: ['2026-12-25', '25/12/2026'] }],
    ['supportHolidays', { supportHolidays: '2026-12-25' }],
    ['regions.0', { regions: [3] }],
    ['regions', { regions: [] }],
    ['currencies.0', { currencies: ['usd'] }],
    ['defaultCurrency', { defaultCurrency: 'JPY' }],
    ['forceCad', { forceCad: true, currencies: ['USD'], defaultCurrency: 'USD' }],
    ['brandName', { brandName: '' }],
    ['supportEmail', { supportEmail: 'nope' }],
    ['socialLogins.0.id', { socialLogins: [{ ...social, id: 'Bad Id', clientId: 'a', clientSecret: 'b' }] }],
    ['socialLogins.0.clientSecret', { socialLogins: [{ ...social, clientId: 'a' }] }],
    [
      'socialLogins.0.discoveryUrl',
      { socialLogins: [{ ...social, discoveryUrl: 'x', clientId: 'a', clientSecret: 'b' }] },
    ],
    [
      'regionDefinitions.2.hostPrefix',
      {
        regionDefinitions: {
          '1': { name: 'NA', catalogName: 'NA', hostPrefix: '', defaultCurrency: 'USD' },
          '2': { name: 'EU', catalogName: 'EU', hostPrefix: 'EU!', defaultCurrency: 'EUR' },
        },
      },
    ],
  ])('%s', (field, raw) => {
    const result = SiteConfigSchema.safeParse(raw)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field)
  })
})

describe('toPublicSiteConfig', () => {
  it('keeps secrets out and forces CAD into the default currency when configured', () => {
    const config = SiteConfigSchema.parse({
      forceCad: true,
      socialLogins: [
        {
          id: 'mock',
          name: 'Mock ID',
          discoveryUrl: 'https://id.example/.well-known/openid-configuration',
          clientId: 'shop',
          clientSecret: 'very-secret',
        },
      ],
    })
    const publicConfig = toPublicSiteConfig(config)
    expect(publicConfig.socialLogins).toEqual([{ id: 'mock', name: 'Mock ID' }])
    expect(JSON.stringify(publicConfig)).not.toContain('very-secret')
    expect(publicConfig.defaultCurrency).toBe('CAD')
  })
})
