import type { PublicSiteConfig, SiteConfig } from './site-config.schema'
import { defaultCurrencyOf } from '../regions/default-currency-of'
import type { RegionId } from './site.constants'

/** The public subset of the site configuration that reaches the browser; the default currency is the region's. */
export function toPublicSiteConfig(config: SiteConfig, region: RegionId | null = null): PublicSiteConfig {
  return {
    brandName: config.brandName,
    tagline: config.tagline,
    supportEmail: config.supportEmail,
    supportHours: config.supportHours,
    supportHolidays: config.supportHolidays,
    regions: config.regions,
    regionDefinitions: config.regionDefinitions,
    currencies: config.currencies,
    defaultCurrency: defaultCurrencyOf(config, region),
    socialLogins: config.socialLogins.map(({ id, name }) => ({ id, name })),
    features: config.features,
    analytics: config.analytics,
  }
}
