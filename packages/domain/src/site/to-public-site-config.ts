import type { PublicSiteConfig, SiteConfig } from './site-config.schema'
import { defaultCurrencyOf } from './default-currency-of'

/** The public subset of the site configuration that reaches the browser. */
export function toPublicSiteConfig(config: SiteConfig): PublicSiteConfig {
  return {
    brandName: config.brandName,
    tagline: config.tagline,
    supportEmail: config.supportEmail,
    supportHours: config.supportHours,
    regions: config.regions,
    regionDefinitions: config.regionDefinitions,
    currencies: config.currencies,
    defaultCurrency: defaultCurrencyOf(config),
    socialLogins: config.socialLogins.map(({ id, name }) => ({ id, name })),
    features: config.features,
    analytics: config.analytics,
  }
}
