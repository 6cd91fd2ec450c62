/** One named signatory of a dealer, as the rule needs it. */
export type SignatoryRecord = { dealerId: string; userId: string; revokedAt: Date | string | null }

/**
 * Issue 25 item 7, SPEC §3 signature authority: `userId` may sign for `dealerId` when one of `authorities` names
 * them for that dealer and has not been revoked. Another dealer's authority, or a revoked one, does not count.
 */
export function maySign(userId: string, authorities: readonly SignatoryRecord[], dealerId: string): boolean {
  return authorities.some((a) => a.dealerId === dealerId && a.userId === userId && a.revokedAt === null)
}

/**
 * Who may name or revoke a dealer's signatories (PERMISSIONS.md): its owner; a manager with the `dsig` flag
 * ("dealer signature", a flag widens what the role allows); an admin. Never a plain member or staff.
 */
export function mayNameSignatories(who: { role: string | null; flags: readonly string[]; admin: boolean }): boolean {
  if (who.admin) return true
  if (who.role === 'owner') return true
  return who.role === 'manager' && who.flags.includes('dsig')
}
