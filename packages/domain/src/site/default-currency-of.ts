import type { SiteConfig } from './site-config.schema'

/** SPEC §9: the default currency comes from configuration, forced to CAD for a Canadian storefront. */
export function defaultCurrencyOf(config: Pick<SiteConfig, 'defaultCurrency' | 'forceCad'>): string {
  return config.forceCad ? 'CAD' : config.defaultCurrency
}
