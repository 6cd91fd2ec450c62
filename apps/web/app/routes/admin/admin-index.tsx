import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'

// SPEC §2: /admin opens value transfers; until that screen exists it opens Orders (decision 0088).
export function loader() {
  return redirect(paths.adminOrders())
}
