import type { Action } from '../accounts/permissions'

// Issue 25, decision 0102: the tabs of the dealer portal `/dealer/{slug}` (SPEC §2) and the PERMISSIONS.md row
// each one is read under. The portal's navigation shows the tabs the signed-in member may open; the server
// refuses the others (a tab is never the permission, only its mirror).

export const DEALER_TABS = [
  'group',
  'balance',
  'pay-balance',
  'statements',
  'transfers',
  'tune-credits',
  'fz-orders',
  'disbursements',
  'members',
  'settings',
  'branding',
  'signature-authority',
] as const
export type DealerTab = (typeof DEALER_TABS)[number]

export const DEALER_TAB_LABELS: Record<DealerTab, string> = {
  group: 'Dashboard',
  balance: 'Balance',
  'pay-balance': 'Pay balance',
  statements: 'Statements',
  transfers: 'Transfers',
  'tune-credits': 'Tune credits',
  'fz-orders': 'Tool orders',
  disbursements: 'Disbursements',
  members: 'Members',
  settings: 'Settings',
  branding: 'Branding',
  'signature-authority': 'Signatories',
}

/**
 * PERMISSIONS.md: group, tune credits and fz-orders are every member's (`dealer:read`); the rest the owner's and
 * managers' (`dealer:settings-read`, staff read them too). Writing takes `dealer:manage` (members: `dealer:members`).
 */
export const DEALER_TAB_ACTIONS: Record<DealerTab, Action> = {
  group: 'dealer:read',
  balance: 'dealer:settings-read',
  'pay-balance': 'dealer:settings-read',
  statements: 'dealer:settings-read',
  transfers: 'dealer:settings-read',
  'tune-credits': 'dealer:read',
  'fz-orders': 'dealer:read',
  disbursements: 'dealer:settings-read',
  members: 'dealer:settings-read',
  settings: 'dealer:settings-read',
  branding: 'dealer:settings-read',
  'signature-authority': 'dealer:settings-read',
}
