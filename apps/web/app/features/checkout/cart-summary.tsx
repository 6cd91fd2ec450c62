import { cartSubtotal, pricePerUnit, type CartEntry } from '@shop/domain/cart'
import { formatMoney } from '@shop/domain/money'
import { memo } from 'react'
import classes from './order-summary.module.css'

const LATER = 'Calculated after the address'

/**
 * Decision 0071: the order as the cart prices it, shown from the first step, before any address. Shipping
 * (only when something ships) and tax depend on the address, so they say so until the estimate replaces this
 * table with the priced order (`OrderSummary`, same look). Memoized: the checkout draws it again only when the
 * cart changes.
 */
export const CartSummary = memo(function CartSummary({
  entries,
  currency,
  ships,
}: {
  entries: readonly CartEntry[]
  currency: string
  ships: boolean
}) {
  const subtotal = cartSubtotal(entries, currency)
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>Your order</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={classes.number}>
            Qty
          </th>
          <th scope="col" className={classes.number}>
            Price per unit
          </th>
          <th scope="col" className={classes.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const unit = pricePerUnit(entry, currency)
          return (
            <tr key={entry.hash}>
              <td>
                <span className={classes.name}>{entry.product.name}</span>
                {entry.kind === 'catalog-tune' && entry.parts.length > 0 ? (
                  // A vehicle bundle names its parts (tunes, tool or rental, install fee), as the cart drawer does.
                  <span className={classes.sub}>{entry.parts.map((part) => part.name).join(' · ')}</span>
                ) : entry.options.length > 0 ? (
                  <span className={classes.sub}>
                    {entry.options.map((o) => `${o.option.name}: ${o.selection.name}`).join(', ')}
                  </span>
                ) : entry.product.subtext ? (
                  <span className={classes.sub}>{entry.product.subtext}</span>
                ) : null}
              </td>
              <td className={classes.number}>{entry.quantity}</td>
              <td className={classes.number}>{unit ? formatMoney(unit) : '—'}</td>
              <td className={classes.number}>
                {unit ? formatMoney({ amount_minor: unit.amount_minor * entry.quantity, currency }) : '—'}
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr className={classes.total}>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td className={classes.number}>{subtotal ? formatMoney(subtotal) : `Prices not available in ${currency}`}</td>
        </tr>
        {ships ? (
          <tr className={classes.later}>
            <th scope="row" colSpan={2}>
              Shipping
            </th>
            <td colSpan={2}>{LATER}</td>
          </tr>
        ) : null}
        <tr className={classes.later}>
          <th scope="row" colSpan={2}>
            Tax
          </th>
          <td colSpan={2}>{LATER}</td>
        </tr>
      </tfoot>
    </table>
  )
})
