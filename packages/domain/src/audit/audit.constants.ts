// The audit log (decision 0066, issue 24 item 11): every admin write, who, when, what and why, append-only.

/**
 * PERMISSIONS.md's audited changes: roles, flags, bans, members, sessions ended by someone else, impersonation, and
 * money moved or corrected. A closed list: the server records nothing else, the audit log filters by these.
 */
export const AUDIT_ACTIONS = [
  'user.role-changed',
  'user.flags-changed',
  'user.banned',
  'user.unbanned',
  'user.impersonated',
  'session.revoked',
  'organization.archived',
  'member.invited',
  'member.role-changed',
  'member.removed',
  'ledger.transferred',
  'ledger.disbursed',
  'ledger.corrected',
  'dealer.balance-paid',
  'value.transferred',
  'order.refunded',
  'order.updated',
  'product.created',
  'product.updated',
  'stock.adjusted',
  'stock.threshold-changed',
  'sale.created',
  'sale.updated',
  'sale.ended',
  'sale.deleted',
  'discount-code.created',
  'discount-code.updated',
  'site.theme-changed',
  'dealer-application.approved',
  'dealer-application.refused',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role-changed': 'Role changed',
  'user.flags-changed': 'Feature flags changed',
  'user.banned': 'Account disabled',
  'user.unbanned': 'Account enabled',
  'user.impersonated': 'Logged in as the user',
  'session.revoked': 'Session ended',
  'organization.archived': 'Organization archived',
  'member.invited': 'Member invited',
  'member.role-changed': 'Member role changed',
  'member.removed': 'Member removed',
  'ledger.transferred': 'Ledger transfer',
  'ledger.disbursed': 'Disbursement',
  'ledger.corrected': 'Ledger correction',
  'dealer.balance-paid': 'Dealer balance paid',
  'value.transferred': 'Value transferred',
  'order.refunded': 'Order refunded',
  'order.updated': 'Order delivery details changed',
  'product.created': 'Product created',
  'product.updated': 'Product changed',
  'stock.adjusted': 'Stock adjusted',
  'stock.threshold-changed': 'Low-stock threshold changed',
  'sale.created': 'Sale created',
  'sale.updated': 'Sale changed',
  'sale.ended': 'Sale ended early',
  'sale.deleted': 'Scheduled sale deleted',
  'discount-code.created': 'Discount code created',
  'discount-code.updated': 'Discount code changed',
  'site.theme-changed': 'Brand theme changed',
  'dealer-application.approved': 'Dealer application approved',
  'dealer-application.refused': 'Dealer application refused',
}

/** PERMISSIONS.md: money-moving actions "need a reason where they correct". */
export const AUDIT_ACTIONS_NEEDING_A_REASON: readonly AuditAction[] = [
  'ledger.corrected',
  'value.transferred',
  'order.refunded',
]

/** What an audit record is about, as the log's `subject_type` says it (open: features add theirs). */
export const AUDIT_SUBJECT_TYPE_LABELS: Record<string, string> = {
  user: 'User',
  organization: 'Organization',
  session: 'Session',
  'ledger-transaction': 'Ledger transaction',
  'value-transfer': 'Value transfer',
  order: 'Order',
  product: 'Product',
  sale: 'Sale',
  'discount-code': 'Discount code',
  'site-theme': 'Brand theme',
  'dealer-application': 'Dealer application',
}

/** Rows per page of the audit log unless `per_page` says otherwise. */
export const AUDIT_EVENTS_PAGE_SIZE = 50
