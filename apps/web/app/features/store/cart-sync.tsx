import { useEffect } from 'react'
import { syncCartOwner } from '../../lib/cart-store'
import { useStoreCurrency } from '../../lib/display-currency'
import { useCurrentUser } from '../../lib/ui-state'

/** Keeps the tab's cart in line with who is logged in (load, login, logout); renders nothing. */
export function CartSync() {
  const user = useCurrentUser()
  const currency = useStoreCurrency()
  const userId = user?.id ?? null
  useEffect(() => {
    void syncCartOwner(userId, currency)
  }, [userId, currency])
  return null
}
