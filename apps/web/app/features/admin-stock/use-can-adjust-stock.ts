import { can } from '@shop/domain/accounts'
import { useCurrentUser } from '../../lib/ui-state'

/** PERMISSIONS.md: staff read stock, Admin adjusts it; the server refuses the others, the page hides the buttons. */
export function useCanAdjustStock(): boolean {
  const user = useCurrentUser()
  if (!user) return false
  return can({ id: user.id, role: user.role, flags: user.f, memberships: user.memberships }, 'back-office:write')
}
