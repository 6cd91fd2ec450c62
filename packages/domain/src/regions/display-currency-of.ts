import { defaultCurrencyOf } from './default-currency-of'
import { resolveDisplayCurrency } from './resolve-display-currency'
import type { SiteConfig } from '../site/site-config.schema'
import type { RegionId } from '../site/site.constants'

/**
 * SPEC §5 the display currency of a request: the one asked for, else the user's preferred one, else the default
 * (`defaultCurrencyOf`: CAD when forced, the region's on a multi-region site, else the configured one); always
 * one of the store currencies, else the first.
 */
export function displayCurrencyOf(
  config: Pick<SiteConfig, 'currencies' | 'defaultCurrency' | 'forceCad'> &
    Partial<Pick<SiteConfig, 'regions' | 'regionDefinitions'>>,
  choice: { wanted?: string | null; preferred?: string | null; region?: RegionId | null } = {},
): string {
  return resolveDisplayCurrency(
    choice.wanted ?? choice.preferred ?? defaultCurrencyOf(config, choice.region ?? null),
    config.currencies,
  )
}
