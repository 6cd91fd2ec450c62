import type { Actor } from '../accounts/actor.schema'
import { can } from '../accounts/permissions'

/**
 * PERMISSIONS.md: an order is its buyer's; whoever holds its emailed token may read it (`invoice:read-by-token`,
 * so staff and admins too, token or not). Anyone else is told it does not exist (a 404), so order ids reveal
 * nothing. `tokenValid` is whether the caller gave the order's token (compared in constant time by the server).
 */
export function canSeeOrder(actor: Actor | null, order: { userId: string | null }, tokenValid: boolean): boolean {
  if (can(actor, 'invoice:read-by-token', { tokenValid })) return true
  return actor !== null && order.userId !== null && order.userId === actor.id
}
