import { isStaff, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'

export type AccountLink = { label: string; to: string }

/**
 * The pages of a logged-in account (decision 0070): one list for the account menu, the phone menu and the
 * footer, so none of them can leave a page out. Everything a customer bought is found from "Your orders"; the
 * kinds' own pages follow.
 */
const CUSTOMER_LINKS: readonly AccountLink[] = [
  { label: 'Your orders', to: paths.orders() },
  { label: 'Your tunes', to: paths.tunes() },
  { label: 'Your files', to: paths.tuningFiles() },
  { label: 'Tune requests', to: paths.tuneRequests() },
  { label: 'Tune credits', to: paths.credits() },
  { label: 'Rescue sessions', to: paths.rescue() },
  { label: 'Link a purchase', to: paths.linkPurchase() },
  { label: 'My tickets', to: paths.myTickets() },
  { label: 'Profile and addresses', to: paths.profile() },
  // Its empty state offers the application to become one (issue 25).
  { label: 'Dealer memberships', to: paths.dealerMemberships() },
]

/** The pipeline board's own rule (its loader, decision 0051): staff, and members of a tuner company. */
const mayOpenPipelineBoard = (user: User) => isStaff(user) || user.memberships.some((m) => m.kind === 'tuner')

/** The account pages `user` may open, customer pages first, then the work pages of staff and tuners. */
export function accountLinksFor(user: User): AccountLink[] {
  // A dealer's member goes to its portal from every page (the one the shop prices for is listed first).
  const dealer = user.memberships.find((m) => m.kind === 'dealer')
  return [
    ...(dealer ? [{ label: 'Dealer portal', to: paths.dealer(dealer.slug) }] : []),
    ...CUSTOMER_LINKS,
    ...(mayOpenPipelineBoard(user) ? [{ label: 'Pipeline board', to: paths.pipeline() }] : []),
    // The back office (decision 0088): its side navigation lists the screens the role may open.
    ...(isStaff(user) ? [{ label: 'Back office', to: paths.admin() }] : []),
  ]
}
