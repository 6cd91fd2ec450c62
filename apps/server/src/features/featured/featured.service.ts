import { resolveDisplayCurrency } from '@shop/domain/regions'
import { type SiteConfig } from '@shop/domain/site'
import type { Db } from '../../db/client'
import { findActiveFeaturedItems } from './featured.repository'
import type { FeaturedList } from '@shop/domain/featured'

/** The home page's featured items, priced in the wanted currency or, when the store has no such currency, its first one. */
export async function listFeatured(db: Db, siteConfig: SiteConfig, wanted: string | undefined): Promise<FeaturedList> {
  // SPEC §5: a display currency must be one of the store currencies, else the first store currency.
  const currency = resolveDisplayCurrency(wanted, siteConfig.currencies)
  const rows = await findActiveFeaturedItems(db, currency)
  return {
    currency,
    data: rows.map((row) => ({
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      subtitle: row.subtitle,
      badge: row.badge,
      vehicle: row.vehicle,
      gain_hp: row.gainHp,
      gain_torque_lbft: row.gainTorqueLbft,
      image: row.image,
      href: row.href,
      price: row.amountMinor === null ? null : { amount_minor: row.amountMinor, currency },
    })),
  }
}
