/** How the flash tool of a catalog purchase is had: bought, rented (single-tool combinations only) or owned. */
export const TOOL_MODES = ['buy', 'rent', 'owned'] as const
export const TOOL_MODE_LABELS: Record<(typeof TOOL_MODES)[number], string> = {
  buy: 'Buy the tool',
  rent: 'Rent the tool',
  owned: 'I have the tool',
}

/**
 * estimate: saved, not paid; paying: a charge in flight; paid: charged; billed: a dealer pays later; ticket: support
 * handles the purchase. One table for every page and the order history.
 */
export const CATALOG_PURCHASE_STATUSES = ['estimate', 'paying', 'paid', 'billed', 'ticket'] as const
export const CATALOG_PURCHASE_STATUS_LABELS: Record<(typeof CATALOG_PURCHASE_STATUSES)[number], string> = {
  estimate: 'Not paid yet',
  paying: 'Payment in progress',
  paid: 'Paid',
  billed: 'Billed to dealer',
  ticket: 'With our support team',
}

export const CATALOG_PURCHASE_NOTES_MAX = 2000

/** ISO 3779 VIN: 17 characters, letters I, O and Q excluded. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

export const TRADE_IN_CONDITIONS = ['new', 'like-new', 'used', 'damaged'] as const
export const TRADE_IN_CONDITION_LABELS: Record<(typeof TRADE_IN_CONDITIONS)[number], string> = {
  new: 'New, unopened',
  'like-new': 'Like new',
  used: 'Used, working',
  damaged: 'Damaged or not working',
}

/** A trade-in request's life: the shop receives it, reviews it, makes an offer the customer accepts or declines. */
export const TRADE_IN_STATUSES = ['received', 'reviewing', 'offered', 'accepted', 'declined'] as const
export const TRADE_IN_STATUS_LABELS: Record<(typeof TRADE_IN_STATUSES)[number], string> = {
  received: 'Received',
  reviewing: 'Under review',
  offered: 'Offer made',
  accepted: 'Accepted',
  declined: 'Declined',
}

/** Photos of a trade-in: images only, at most this many, each at most this size. */
export const TRADE_IN_MAX_PHOTOS = 5
export const TRADE_IN_PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const TRADE_IN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Tracking events of the trade-in page (SPEC §9 prefix `tradein_`). */
export const TRADE_IN_EVENTS = { submitted: 'tradein_submitted', photoAdded: 'tradein_photo_added' } as const

/** How long a rented flash tool stays with the buyer (SPEC is silent; decision 0044). */
export const RENTAL_DAYS = 14

/** The rental terms shown with a rentable tool and answered by `GET /api/v1/rental-tools/{id}`. */
export const RENTAL_TERMS = [
  `The tool is yours for ${RENTAL_DAYS} days from delivery, long enough to flash and test the tune.`,
  'Return it in its box with the cable, using the prepaid label in the parcel.',
  'The rental covers one vehicle; the tune stays on the car after the tool goes back.',
  'A tool returned damaged or more than 7 days late is charged at its purchase price, less the rent paid.',
] as const

/** The label of a line priced at dealer prices (decision 0068): vehicle page, cart, checkout, order. */
export const DEALER_PRICE_LABEL = 'Dealer price'
