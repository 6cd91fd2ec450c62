import { describe, expect, it } from 'vitest'
import { thirdPartyCspSources } from './third-party-csp-sources'

const accepted = (analytics: boolean, pixel: boolean) => ({ state: 'accepted' as const, analytics, pixel })

describe('thirdPartyCspSources', () => {
  it('a site without tags lists no third-party host, whatever the consent', () => {
    const none = { tagId: null, pixelId: null }
    expect(thirdPartyCspSources(none, null)).toEqual({ script: [], connect: [], img: [] })
    expect(thirdPartyCspSources(none, accepted(true, true))).toEqual({ script: [], connect: [], img: [] })
  })

  it('a configured tag is listed while unset (accepting on this page works) and once accepted', () => {
    const config = { tagId: 'G-1', pixelId: null }
    expect(thirdPartyCspSources(config, null).script).toEqual(['https://www.googletagmanager.com'])
    expect(thirdPartyCspSources(config, accepted(true, false)).script).toEqual(['https://www.googletagmanager.com'])
  })

  it('a declined tag is not listed; the other one is', () => {
    const sources = thirdPartyCspSources({ tagId: 'G-1', pixelId: '42' }, accepted(false, true))
    expect(sources.script).toEqual(['https://connect.facebook.net'])
    expect(sources.img).toEqual(['https://www.facebook.com'])
  })
})
