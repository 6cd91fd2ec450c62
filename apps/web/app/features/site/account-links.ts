import { isStaff, type User } from '@shop/domain/accounts'

export type AccountLink = { label: string; to: string }

/**
 * The pages of a logged-in account (decision 0070): one list for the account menu, the phone menu and the
 * footer, so none of them can leave a page out. Everything a customer bought is found from "Your orders"; the
 * kinds' own pages follow.
 */
const CUSTOMER_LINKS: readonly AccountLink[] = [
  { label: 'Your orders', to: '/profile/orders/' },
  { label: 'Your tunes', to: '/tuning/tunes' },
  { label: 'Your files', to: '/tuning/files' },
  { label: 'Tune requests', to: '/tuning/requests' },
  { label: 'Tune credits', to: '/profile/credits' },
  { label: 'Rescue sessions', to: '/fz/rescue' },
  { label: 'Link a purchase', to: '/tuning/link-purchase' },
  { label: 'Profile and addresses', to: '/profile' },
]

/** The pipeline board's own rule (its loader, decision 0051): staff, and members of a tuner company. */
const mayOpenPipelineBoard = (user: User) => isStaff(user) || user.memberships.some((m) => m.kind === 'tuner')

/** The account pages `user` may open, customer pages first, then the work pages of staff and tuners. */
export function accountLinksFor(user: User): AccountLink[] {
  return [
    ...CUSTOMER_LINKS,
    ...(mayOpenPipelineBoard(user) ? [{ label: 'Pipeline board', to: '/tuning/pipeline' }] : []),
    ...(isStaff(user) ? [{ label: 'Mail outbox', to: '/admin/outbox' }] : []),
  ]
}
