import { defaultCurrencyOf } from './default-currency-of'
import { resolveDisplayCurrency } from './resolve-display-currency'
import type { SiteConfig } from './site-config.schema'

/**
 * SPEC §5 the display currency of a request: the one asked for, else the user's preferred one, else the
 * configured default (SPEC §9, CAD when forced); always one of the store currencies, else the first.
 */
export function displayCurrencyOf(
  config: Pick<SiteConfig, 'currencies' | 'defaultCurrency' | 'forceCad'>,
  choice: { wanted?: string | null; preferred?: string | null } = {},
): string {
  return resolveDisplayCurrency(choice.wanted ?? choice.preferred ?? defaultCurrencyOf(config), config.currencies)
}
