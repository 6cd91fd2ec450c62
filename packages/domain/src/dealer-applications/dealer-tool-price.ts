/** The dealer programme's discount on dealer-ownable tools, per price tier (percent off the retail price). */
export const DEALER_TOOL_DISCOUNT_PERCENT = { standard: 20, preferred: 25, elite: 30 } as const
export type DealerPriceTier = keyof typeof DEALER_TOOL_DISCOUNT_PERCENT

/** A tool's dealer price in minor units: the retail price less the tier's discount, rounded down to a whole unit. */
export function dealerToolPrice(retailMinor: number, tier: DealerPriceTier = 'standard'): number {
  if (!Number.isSafeInteger(retailMinor) || retailMinor < 0) throw new RangeError('retailMinor must be a whole amount')
  const discounted = Math.floor((retailMinor * (100 - DEALER_TOOL_DISCOUNT_PERCENT[tier])) / 100)
  return discounted - (discounted % 100)
}
