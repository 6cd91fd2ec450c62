import { DEALER_NEAR_LIMIT_SHARE } from './admin-dealers.constants'

export type DealerLimitStanding = 'within' | 'near' | 'over'

/**
 * Where a dealer stands against its credit limit in one currency (issue 25 item 8, the admin dashboard): `over` when
 * its balance is below minus the limit, `near` when what it may still spend (balance + limit) is less than 10 % of
 * the limit, else `within`. A dealer without a limit that owes nothing is `within`; one that owes is `over`.
 */
export function dealerLimitStanding(balanceMinor: bigint, limitMinor: bigint): DealerLimitStanding {
  const available = balanceMinor + limitMinor
  if (available < 0n) return 'over'
  if (limitMinor === 0n) return 'within'
  // available < 10 % of the limit, in whole minor units: available * 10 < limit.
  const share = BigInt(Math.round(1 / DEALER_NEAR_LIMIT_SHARE))
  return available * share < limitMinor ? 'near' : 'within'
}
