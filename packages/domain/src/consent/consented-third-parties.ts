import type { Consent } from './consent.schema'
import type { SiteConfig } from '../site/site-config.schema'

/**
 * SPEC §4: which third-party tags may load: a tag the site configures and the visitor ticked when
 * accepting. Nothing loads while consent is unset.
 */
export function consentedThirdParties(
  analytics: SiteConfig['analytics'],
  consent: Consent | null,
): { analytics: boolean; pixel: boolean } {
  return {
    analytics: Boolean(analytics.tagId) && consent?.analytics === true,
    pixel: Boolean(analytics.pixelId) && consent?.pixel === true,
  }
}
