import type { Context } from 'hono'
import type { Actor } from '@shop/domain/accounts'
import { showsDealerPricing } from '@shop/domain/catalog'
import { displayCurrencyOf } from '@shop/domain/regions'
import { type RegionId } from '@shop/domain/site'
import type { AppEnv } from '../../http/app-env'
import { regionOfRequest } from '../../http/region'
import { lookUpSession } from '../../http/session'

/**
 * Who sees which prices (decision 0015): dealer prices go to members of a dealer (`showDealerPricing`) and,
 * because they sell and support on the dealers' behalf, to staff, calibrators and admins. Everyone else, logged
 * in or not, sees the same public prices, so anonymous visitors and customers share one cache entry.
 */
export const PRICING_AUDIENCES = ['public', 'dealer'] as const
export type PricingAudience = (typeof PRICING_AUDIENCES)[number]

export type CatalogCaller = {
  audience: PricingAudience
  /** The region of the request's host (null when unknown): it decides the default currency. */
  region: RegionId | null
  /** The display currency of this request. */
  currency: string
  /** The logged-in caller's preferred display currency (what `currency` is without `?currency=`), else null. */
  preferredCurrency: string | null
}

/**
 * The caller's pricing audience and display currency. Without a session cookie this touches nothing but the
 * site config; with one, the one session lookup (`http/session.ts`, memoized per process) says who is asking.
 * The default currency is the region's of the request's host (decision 0021).
 */
export async function resolveCaller(c: Context<AppEnv>, wanted: string | undefined): Promise<CatalogCaller> {
  const { siteConfig } = c.get('deps')
  const region = regionOfRequest(c)
  const { user, actor } = await lookUpSession(c)
  const preferredCurrency = user?.preferred_display_currency ?? null
  return {
    audience: audienceOf(actor),
    region,
    currency: displayCurrencyOf(siteConfig, { wanted, preferred: preferredCurrency, region }),
    preferredCurrency,
  }
}

/** Dealer prices or public ones (`showDealerPricing`). */
export function audienceOf(actor: Actor | null): PricingAudience {
  return showsDealerPricing(actor) ? 'dealer' : 'public'
}
