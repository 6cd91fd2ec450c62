import { and, eq, gt, isNotNull } from 'drizzle-orm'
import type { Db } from '../client'
import { catalogTool, catalogToolPrice } from '../schema/catalog'
import { fzToolDealerPrice } from '../schema/fz-orders'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What a dealer pays for a flash tool: this share of its store price, in each currency it is sold in. */
export const DEMO_DEALER_TOOL_SHARE_PERCENT = 80n

/**
 * Dealer prices of the flash tools a dealer may own and order in bulk (issue 25 fz-orders): the tools with a
 * compatibility type and a store price; the in-house flash station is a service, not a tool to ship.
 */
export async function seedFzOrders(tx: Tx) {
  const prices = await tx
    .select({ toolId: catalogToolPrice.toolId, currency: catalogToolPrice.currency, price: catalogToolPrice.price })
    .from(catalogToolPrice)
    .innerJoin(catalogTool, eq(catalogTool.id, catalogToolPrice.toolId))
    .where(and(eq(catalogTool.isDealerOwnable, true), isNotNull(catalogTool.compatType), gt(catalogToolPrice.price, 0)))
  if (prices.length === 0) return
  await tx.insert(fzToolDealerPrice).values(
    prices.map((row) => ({
      toolId: row.toolId,
      currency: row.currency,
      // Whole units, as a price list shows them.
      priceMinor: ((BigInt(row.price) * DEMO_DEALER_TOOL_SHARE_PERCENT) / 100n / 100n) * 100n,
    })),
  )
}
