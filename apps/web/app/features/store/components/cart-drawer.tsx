import {
  cartSubtotal,
  clampCartQuantity,
  MAX_CART_QUANTITY,
  pricePerUnit,
  type CartEntry,
  type CatalogTuneCartEntry,
} from '@shop/domain/cart'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useCartStore } from '../../../lib/cart-store'
import { useStoreCurrency } from '../../../lib/display-currency'
import { trackEvent } from '../../site'
import classes from './cart-drawer.module.css'

function optionText(entry: CartEntry): string {
  return entry.options.map(({ option, selection }) => `${option.name}: ${selection.name}`).join(' · ')
}

function QuantityPicker({ entry }: { entry: CartEntry }) {
  const setQuantity = useCartStore((state) => state.setQuantity)
  const [text, setText] = useState(String(entry.quantity))
  useEffect(() => setText(String(entry.quantity)), [entry.quantity])
  const id = `qty-${entry.hash}`
  const commit = (value: unknown) => {
    const next = clampCartQuantity(value)
    setText(String(next))
    if (next !== entry.quantity) setQuantity(entry.hash, next)
  }
  return (
    <div className={classes.quantity}>
      <label htmlFor={id} className="visually-hidden">
        Quantity of {entry.product.name}
      </label>
      <button
        type="button"
        aria-label={`One less ${entry.product.name}`}
        onClick={() => commit(entry.quantity - 1)}
        disabled={entry.quantity <= 1}
      >
        −
      </button>
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text)
        }}
      />
      <button
        type="button"
        aria-label={`One more ${entry.product.name}`}
        onClick={() => commit(entry.quantity + 1)}
        disabled={entry.quantity >= MAX_CART_QUANTITY}
      >
        +
      </button>
    </div>
  )
}

/** A vehicle bundle's parts (decision 0068): tunes, tool or rental, install fee, each with its price and note. */
function BundleParts({ entry, currency }: { entry: CatalogTuneCartEntry; currency: string }) {
  if (entry.parts.length === 0) return null
  return (
    <ul className={classes.parts} aria-label={`In the bundle for ${entry.product.name}`}>
      {entry.parts.map((part, i) => {
        const amount = part.pricesByCurrency[currency]
        return (
          <li key={`${part.name}-${i}`}>
            <span>
              {part.name}
              {part.note ? <span className={classes.note}> · {part.note}</span> : null}
            </span>
            <span>{amount === undefined ? '' : formatMoney({ amount_minor: amount, currency })}</span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * SPEC §2 cart drawer: each entry with name, subtext, quantity picker, price per unit and remove; the subtotal
 * with its currency; Checkout and Close. Escape and the backdrop close it; focus moves in and back out. A vehicle
 * bundle is one entry: the vehicle, its parts and its total, no quantity (a vehicle is tuned once).
 */
export function CartDrawer() {
  const entries = useCartStore((state) => state.entries)
  const remove = useCartStore((state) => state.remove)
  const setOpen = useCartStore((state) => state.setOpen)
  const currency = useStoreCurrency()
  const panel = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
      if (event.key === 'Tab' && panel.current) {
        const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input')
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last?.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [setOpen])

  const subtotal = cartSubtotal(entries, currency)
  return (
    <div className={classes.root}>
      <div className={classes.backdrop} onClick={close} aria-hidden />
      <div
        ref={panel}
        className={classes.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-heading"
        tabIndex={-1}
        data-testid="cart-drawer"
      >
        <header className={classes.head}>
          <h2 id="cart-heading">Your cart</h2>
          <button type="button" className={classes.x} onClick={close} aria-label="Close cart">
            ×
          </button>
        </header>
        {entries.length === 0 ? (
          <p className={classes.empty}>Your Cart is Empty.</p>
        ) : (
          <ul className={classes.lines}>
            {entries.map((entry) => {
              const unit = pricePerUnit(entry, currency)
              const options = optionText(entry)
              return (
                <li key={entry.hash} className={classes.line} data-testid="cart-line">
                  {entry.product.image ? <img src={entry.product.image} alt="" width={72} height={54} /> : null}
                  <div className={classes.info}>
                    <p className={classes.name}>{entry.product.name}</p>
                    {entry.product.subtext ? <p className={classes.subtext}>{entry.product.subtext}</p> : null}
                    {options ? <p className={classes.subtext}>{options}</p> : null}
                    {entry.kind === 'catalog-tune' ? <BundleParts entry={entry} currency={currency} /> : null}
                    <div className={classes.row}>
                      {entry.kind === 'catalog-tune' ? (
                        <span className={classes.subtext}>Vehicle bundle</span>
                      ) : (
                        <QuantityPicker entry={entry} />
                      )}
                      <span className={classes.unit}>
                        {unit ? formatMoney(unit) : `Not sold in ${currency}`}
                        {entry.kind === 'catalog-tune' ? null : <span className={classes.each}> each</span>}
                      </span>
                    </div>
                    <button
                      type="button"
                      className={classes.remove}
                      onClick={() => {
                        remove(entry.hash)
                        trackEvent('store_remove_from_cart')
                      }}
                    >
                      Remove<span className="visually-hidden"> {entry.product.name}</span>
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        <footer className={classes.foot}>
          {entries.length > 0 ? (
            <p className={classes.subtotal}>
              <span>
                Subtotal <span className={classes.currency}>({currency})</span>
              </span>
              <strong data-testid="cart-subtotal">
                {subtotal ? formatMoney(subtotal) : `Prices not available in ${currency}`}
              </strong>
            </p>
          ) : null}
          <div className={classes.actions}>
            {entries.length > 0 ? (
              <Link to={paths.checkout()} className="ts-button" onClick={close}>
                Checkout
              </Link>
            ) : null}
            <button type="button" className="ts-button" data-variant="light" onClick={close}>
              Close
            </button>
          </div>
        </footer>
      </div>
    </div>
  )
}
