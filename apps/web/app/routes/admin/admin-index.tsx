import { redirect } from 'react-router'
import { guard } from '../../guards/guard'
import { adminHomeFor } from '../../layouts/admin-nav'
import type { Route } from './+types/admin-index'

// SPEC §2: /admin opens value transfers; staff, who may not open them, land on Orders (decision 0091, which
// supersedes 0088's "Orders for now").
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await guard(request, context, 'back-office:enter')
  return redirect(adminHomeFor(user))
}
