/** The five tones a status badge can take (docs/design.md "Status colours"). */
export const STATUS_TONES = ['success', 'warning', 'danger', 'info', 'neutral'] as const
export type StatusTone = (typeof STATUS_TONES)[number]

/**
 * One tone per status name across the product (orders, catalog purchases, tune requests, rescue sessions,
 * trade-ins): the same word is the same colour on every page. Done or settled is success; waiting on the
 * customer (a payment, an answer) is warning; stopped or refused is danger; being worked on is info; not
 * started or closed without outcome is neutral.
 */
const TONE_OF_STATUS: Readonly<Record<string, StatusTone>> = {
  // settled or finished well
  paid: 'success',
  free: 'success',
  delivered: 'success',
  accepted: 'success',
  committed: 'success',
  // a back-office order whose tunes were unlocked online (decision 0088)
  digital: 'success',
  // a product the store shows (decision 0093); a hidden one is neutral
  visible: 'success',
  // an account that may log in (the back office's users, issue 24 item 10)
  active: 'success',
  // a ticket support answered (issue 26); the customer may still write
  solved: 'success',
  // waiting for the customer
  pending: 'warning',
  estimated: 'warning',
  estimate: 'warning',
  offered: 'warning',
  help: 'warning',
  'awaiting-payment': 'warning',
  // a paid tune request waiting for the customer's ECU read (decision 0069)
  'awaiting-read': 'warning',
  // a ticket support answered and waits on (issue 26)
  'waiting-on-customer': 'warning',
  // stopped, refused or undone
  cancelled: 'danger',
  rejected: 'danger',
  declined: 'danger',
  refunded: 'danger',
  // a store order with some of its money given back (decision 0092): paid, less a refund to note
  'partly-refunded': 'warning',
  // an account that may not log in; a dealer stopped by the shop (an archived one is closed: neutral)
  disabled: 'danger',
  suspended: 'danger',
  // being worked on
  'in-progress': 'info',
  paying: 'info',
  shipped: 'info',
  'pay-later': 'info',
  billed: 'info',
  raw: 'info',
  support: 'info',
  ticket: 'info',
  'with-support': 'info',
  open: 'info',
  reviewing: 'info',
  // a beta program's applicant waiting for staff's decision (issue 26 item 7)
  applied: 'info',
  // a stock level in the back office (decision 0094): low stock waits on a reorder, none left stops sales
  'in-stock': 'success',
  'low-stock': 'warning',
  'out-of-stock': 'danger',
  // a sale the banner shows now, or one waiting for its start (decision 0099); an ended one and a switched-off
  // code are neutral, a code in use is `active` above
  running: 'success',
  scheduled: 'info',
  ended: 'neutral',
  inactive: 'neutral',
  // a dealer's transfer request (SPEC §4): sent; reviewed and ready; locked as too old to send
  performed: 'success',
  reviewed: 'info',
  locked: 'danger',
  // a blog post (issue 26 item 5): live on the blog; `scheduled` (above) waits for its time, `draft` (below) is unseen
  published: 'success',
  // a newsletter issue on its way and sent; a subscription confirmed, or ended by its holder (issue 26 item 6)
  sending: 'info',
  sent: 'success',
  confirmed: 'success',
  unsubscribed: 'neutral',
  // not started yet, or closed
  created: 'neutral',
  received: 'neutral',
  draft: 'neutral',
  closed: 'neutral',
  // tickets (issue 26): a new one waits for support's first answer; one waiting on the customer; solved; overdue
  new: 'info',
  overdue: 'danger',
  hidden: 'neutral',
  withdrawn: 'neutral',
}

/** The tone of a status name; a name it does not know is neutral (never a colour that claims an outcome). */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(TONE_OF_STATUS, status) ? TONE_OF_STATUS[status]! : 'neutral'
}

/** Whether the tone of a status is decided by the table rather than by the neutral fallback. */
export function hasStatusTone(status: string): boolean {
  return Object.hasOwn(TONE_OF_STATUS, status)
}
