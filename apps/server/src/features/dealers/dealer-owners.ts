import { USER_FLAGS } from '@shop/domain/accounts'
import type { Db } from '../../db/client'
import { recordAudit } from '../audit/audit.service'
import * as repository from './dealer-members.repository'

/**
 * Whoever becomes a dealer's owner (the admin makes the dealer, an application is approved, an owner's invitation is
 * accepted, a member is made owner) gets the team-management flag `tm` if they lack it: PERMISSIONS.md gives
 * managing members to manager/owner "with `tm`", and an owner who could not invite anyone would leave a new dealer
 * with no way to add its people (issue 25: the new owner invites a member). A flag, not a rule on the role: an admin
 * may still turn it off in the back office. Audited as the back office audits a flag change; the caller forgets the
 * user's cached session after the transaction, as it does for the membership.
 */
export async function grantTeamManagement(
  tx: Db,
  grant: { userId: string; actorUserId: string; requestId: string | null; at: Date },
): Promise<void> {
  const before = await repository.lockUserFlags(tx, grant.userId)
  if (!before || before.includes('tm')) return
  const after = USER_FLAGS.filter((flag) => flag === 'tm' || before.includes(flag))
  await repository.setUserFlags(tx, grant.userId, after, grant.at)
  await recordAudit(tx, {
    actorUserId: grant.actorUserId,
    action: 'user.flags-changed',
    subject: { type: 'user', id: grant.userId },
    details: { before: { flags: before }, after: { flags: after } },
    requestId: grant.requestId,
  })
}
