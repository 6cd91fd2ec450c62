import { Outlet } from 'react-router'
import { guard } from './guard'
import type { Route } from './+types/require-staff'

// Back-office pages: staff and admins only, and never the contact widget (SPEC §2).
export const handle = { forbidden: 'staff', contactless: true }

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:enter')
  return null
}

export default function RequireStaff() {
  return <Outlet />
}
