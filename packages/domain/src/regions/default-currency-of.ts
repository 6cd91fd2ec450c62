import type { SiteConfig } from '../site/site-config.schema'
import type { RegionId } from '../site/site.constants'

/**
 * SPEC §9 "Default currency: from configuration; forced to CAD for a certain region flag", and the region
 * rule of docs/decisions/0021: CAD when forced; else, on a site of two or more regions, the
 * default currency of the request's region (known from its host); else the configured default.
 */
export function defaultCurrencyOf(
  config: Pick<SiteConfig, 'defaultCurrency' | 'forceCad'> & Partial<Pick<SiteConfig, 'regions' | 'regionDefinitions'>>,
  region: RegionId | null = null,
): string {
  if (config.forceCad) return 'CAD'
  const regional =
    region !== null && config.regions && config.regions.length >= 2 && config.regions.includes(region)
      ? config.regionDefinitions?.[region].defaultCurrency
      : undefined
  return regional ?? config.defaultCurrency
}
