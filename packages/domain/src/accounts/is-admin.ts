import type { Actor } from './actor.schema'

/** SPEC §6: Admin means Admin or Super Admin. */
export function isAdmin(actor: Pick<Actor, 'role'> | null | undefined): boolean {
  return actor?.role === 'admin' || actor?.role === 'superadmin'
}

/** Staff in the wide sense: employees, calibrators and admins. */
export function isStaff(actor: Pick<Actor, 'role'> | null | undefined): boolean {
  return actor?.role === 'staff' || actor?.role === 'calibrator' || isAdmin(actor)
}
