// The back office's dealers (issue 25 item 8, SPEC §2 "dealers (list, new, {id}, {id}/edit)" and "dealer
// (dashboard, applications, info)").

/** A dealer's standing (decision 0102): nothing is deleted, Super Admin archives. */
export const DEALER_STATUSES = ['active', 'suspended', 'archived'] as const
export type DealerStatus = (typeof DEALER_STATUSES)[number]
export const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  archived: 'Archived',
}

/** Which dealer prices apply to a dealer's purchases. */
export const DEALER_PRICE_TIERS = ['standard', 'preferred', 'elite'] as const
export type DealerPriceTier = (typeof DEALER_PRICE_TIERS)[number]
export const DEALER_PRICE_TIER_LABELS: Record<DealerPriceTier, string> = {
  standard: 'Standard',
  preferred: 'Preferred',
  elite: 'Elite',
}
/** What each tier means, as the programme's information page explains it. */
export const DEALER_PRICE_TIER_HINTS: Record<DealerPriceTier, string> = {
  standard: 'Every new dealer starts here: the catalog’s dealer prices on tunes, add-ons and tools.',
  preferred: 'For dealers with a steady volume and a clean payment record: the dealer prices and priority support.',
  elite: 'For the programme’s largest partners: the dealer prices, priority support and the highest credit limits.',
}

/** The list's sort orders: a column, descending when it starts with `-`. */
export const ADMIN_DEALER_SORTS = ['name', '-name', 'slug', '-slug', '-created_at', 'created_at'] as const
export type AdminDealerSort = (typeof ADMIN_DEALER_SORTS)[number]

/** Rows per page of the dealer list unless `per_page` says otherwise. */
export const ADMIN_DEALERS_PAGE_SIZE = 50

/** The dashboard's "near its limit": less than this share of the credit limit is still available. */
export const DEALER_NEAR_LIMIT_SHARE = 0.1
