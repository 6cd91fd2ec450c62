import type { Actor } from '../accounts/actor.schema'
import { isStaff } from '../accounts/is-admin'

/**
 * SPEC §3 `showDealerPricing` for a caller (decision 0015): members of a dealer see dealer prices, and so do
 * staff, calibrators and admins, who sell and support on the dealers' behalf; everyone else sees public prices.
 */
export function showsDealerPricing(actor: Actor | null): boolean {
  return actor !== null && (isStaff(actor) || actor.memberships.some((membership) => membership.kind === 'dealer'))
}
