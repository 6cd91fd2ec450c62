import { Outlet } from 'react-router'
import { guard } from './guard'
import type { Route } from './+types/require-user'

export const handle = { forbidden: 'user' }

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context)
  return null
}

export default function RequireUser() {
  return <Outlet />
}
