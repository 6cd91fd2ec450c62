import {
  MEMBERSHIP_ROLE_LABELS,
  ROLE_LABELS,
  USER_FLAG_LABELS,
  type AccountRole,
  type MembershipRole,
  type UserFlag,
} from '../accounts/roles.constants'
import { formatMoney } from '../money/format-money'
import { AUDIT_ACTION_LABELS, type AuditAction } from './audit.constants'

type Details = Record<string, unknown>

const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {}
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined
const roleLabel = (value: unknown) => ROLE_LABELS[value as AccountRole] ?? text(value) ?? 'none'
const membershipLabel = (value: unknown) =>
  (MEMBERSHIP_ROLE_LABELS[value as MembershipRole] ?? text(value) ?? 'member').toLowerCase()
const flagsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((flag): flag is string => typeof flag === 'string') : []
const flagLabel = (flag: string) => USER_FLAG_LABELS[flag as UserFlag] ?? flag
const withReason = (sentence: string, reason: string | undefined) =>
  reason ? `${sentence} Reason: ${reason}` : sentence

/**
 * An audit record in one sentence for people (the audit log and an object's trail): what changed from `before` to
 * `after` in words (role and flag labels, never their codes) and the reason where one was given. An action whose
 * details it does not know is its label, with the reason.
 */
export function describeAuditEvent(action: AuditAction, details: Details): string {
  const before = record(details.before)
  const after = record(details.after)
  const reason = text(details.reason)
  switch (action) {
    case 'user.role-changed':
      return withReason(`Role changed from ${roleLabel(before.role)} to ${roleLabel(after.role)}.`, reason)
    case 'user.flags-changed': {
      const was = new Set(flagsOf(before.flags))
      const now = new Set(flagsOf(after.flags))
      const on = [...now].filter((flag) => !was.has(flag)).map(flagLabel)
      const off = [...was].filter((flag) => !now.has(flag)).map(flagLabel)
      const parts = [
        ...(on.length ? [`Turned on ${on.join(', ')}.`] : []),
        ...(off.length ? [`Turned off ${off.join(', ')}.`] : []),
      ]
      return withReason(parts.length ? parts.join(' ') : 'Feature flags saved unchanged.', reason)
    }
    case 'user.banned':
      return withReason('Account disabled; its sessions were ended.', reason ?? text(after.ban_reason))
    case 'user.unbanned':
      return withReason('Account enabled again.', reason)
    case 'member.invited':
      return withReason(
        `${details.resent === true ? 'Invitation sent again to' : 'Invited'} ${text(details.email) ?? 'someone'} as ${membershipLabel(details.role)}.`,
        reason,
      )
    case 'member.invite-canceled':
      return withReason(`Invitation of ${text(details.email) ?? 'someone'} canceled.`, reason)
    case 'member.joined':
      return withReason(`${text(details.email) ?? 'Someone'} joined as ${membershipLabel(details.role)}.`, reason)
    case 'member.left':
      return withReason(`${text(details.email) ?? 'Someone'} left the dealer.`, reason)
    case 'member.removed':
      return withReason(text(details.email) ? `${text(details.email)} was removed.` : 'Member removed.', reason)
    case 'member.role-changed':
      return withReason(
        `${text(details.email) ?? 'A member'} is now ${membershipLabel(after.role)} (was ${membershipLabel(before.role)}).`,
        reason,
      )
    case 'user.impersonated':
      return withReason('A Super Admin logged in as this user.', reason)
    case 'dealer.balance-paid': {
      const currency = text(details.currency)
      const paid =
        typeof details.amount_minor === 'number' && currency
          ? formatMoney({ amount_minor: details.amount_minor, currency })
          : undefined
      return withReason(paid ? `Paid ${paid} on the balance by card.` : 'Balance paid by card.', reason)
    }
    case 'page.saved':
      return `Page /${text(details.slug) ?? ''} saved as version ${String(details.version ?? '')}.`
    case 'page.restored':
      return `Page /${text(details.slug) ?? ''} restored from version ${String(details.restored_from ?? '')} as version ${String(details.version ?? '')}.`
    default:
      return withReason(`${AUDIT_ACTION_LABELS[action]}.`, reason)
  }
}
