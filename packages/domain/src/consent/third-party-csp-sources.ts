import type { Consent } from './consent.schema'
import type { SiteConfig } from '../site/site-config.schema'
import { THIRD_PARTY_TAGS, type ThirdPartyTag } from './third-party.constants'

export type CspSources = { script: string[]; connect: string[]; img: string[] }

/**
 * The third-party hosts a page's CSP lists (docs/decisions/0017): a tag's hosts only when the site
 * configures it and the visitor has not declined it. While consent is unset they are listed so that
 * accepting on this page can load the tag without a reload; the browser code, not the CSP, keeps
 * anything from loading before consent. A declined tag is shut out by the CSP too.
 */
export function thirdPartyCspSources(analytics: SiteConfig['analytics'], consent: Consent | null): CspSources {
  const sources: CspSources = { script: [], connect: [], img: [] }
  const configured: Record<ThirdPartyTag, boolean> = {
    analytics: Boolean(analytics.tagId) && consent?.analytics !== false,
    pixel: Boolean(analytics.pixelId) && consent?.pixel !== false,
  }
  for (const tag of Object.keys(THIRD_PARTY_TAGS) as ThirdPartyTag[]) {
    if (!configured[tag]) continue
    sources.script.push(...THIRD_PARTY_TAGS[tag].script)
    sources.connect.push(...THIRD_PARTY_TAGS[tag].connect)
    sources.img.push(...THIRD_PARTY_TAGS[tag].img)
  }
  return {
    script: [...new Set(sources.script)],
    connect: [...new Set(sources.connect)],
    img: [...new Set(sources.img)],
  }
}
