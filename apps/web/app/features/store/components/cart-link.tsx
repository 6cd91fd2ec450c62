import { cartTotalUnits } from '@shop/domain/cart'
import { useCartStore } from '../../../lib/cart-store'
import classes from './cart-link.module.css'

/** SPEC §2: the header's cart link with the item count, shown only when the cart has entries. */
export function CartLink({ className }: { className?: string }) {
  const entries = useCartStore((state) => state.entries)
  const setOpen = useCartStore((state) => state.setOpen)
  if (entries.length === 0) return null
  const units = cartTotalUnits(entries)
  return (
    <button
      type="button"
      className={`${classes.link} ${className ?? ''}`}
      onClick={() => setOpen(true)}
      aria-label={`Cart, ${units} ${units === 1 ? 'item' : 'items'}`}
      data-testid="cart-link"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      <span className={classes.count} data-testid="cart-count">
        {units}
      </span>
    </button>
  )
}
