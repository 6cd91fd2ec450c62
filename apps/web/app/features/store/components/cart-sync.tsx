import { useEffect } from 'react'
import { syncCartOwner } from '../../../lib/cart-store'
import { useStoreCurrency } from '../../../lib/display-currency'
import { inNextTask } from '../../../lib/next-task'
import { useCurrentUser } from '../../../lib/ui-state'

/** Keeps the tab's cart in line with who is logged in (load, login, logout); renders nothing. */
export function CartSync() {
  const user = useCurrentUser()
  const currency = useStoreCurrency()
  const userId = user?.id ?? null
  // Reading the stored cart and the cart's update re-render the cart link: a task of their own, not hydration's.
  useEffect(() => inNextTask(() => void syncCartOwner(userId, currency)), [userId, currency])
  return null
}
