import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { featuredItem, featuredItemPrice } from '../../db/schema/featured'

/** Active featured items in position order, each with its price in `currency` (null when it has none). */
export function findActiveFeaturedItems(db: Db, currency: string) {
  return db
    .select({
      slug: featuredItem.slug,
      kind: featuredItem.kind,
      title: featuredItem.title,
      subtitle: featuredItem.subtitle,
      badge: featuredItem.badge,
      vehicle: featuredItem.vehicle,
      gainHp: featuredItem.gainHp,
      gainTorqueLbft: featuredItem.gainTorqueLbft,
      image: featuredItem.image,
      href: featuredItem.href,
      amountMinor: featuredItemPrice.amountMinor,
    })
    .from(featuredItem)
    .leftJoin(
      featuredItemPrice,
      and(eq(featuredItemPrice.itemId, featuredItem.id), eq(featuredItemPrice.currency, currency)),
    )
    .where(eq(featuredItem.active, true))
    .orderBy(asc(featuredItem.position), asc(featuredItem.id))
}
