import type { Actor } from '../accounts/actor.schema'

/**
 * Whose prices a buyer pays (decision 0044): members of a dealer buy at dealer prices, as the vehicle page
 * shows them; everyone else, staff included (they see dealer prices, decision 0015), buys at retail.
 */
export function purchasePricingRoleOf(actor: Actor | null): 'customer' | 'dealer' {
  return actor?.memberships.some((membership) => membership.kind === 'dealer') ? 'dealer' : 'customer'
}
