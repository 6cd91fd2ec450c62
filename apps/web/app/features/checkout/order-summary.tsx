import { formatMoney } from '@shop/domain/money'
import type { Money } from '@shop/domain/money'
import type { Schema } from '../../lib/api-client'

type Order = Schema<'Order'>
import classes from './order-summary.module.css'

type Summary = {
  lines: Order['lines']
  subtotal: Money
  discount: Money
  discountCodes: string[]
  shipping: { name: string; amount: Money } | null
  taxes: Order['taxes']
  total: Money
}

/** The summary of a placed order (confirmation and order pages). */
export function orderSummaryOf(order: Order): Summary {
  return {
    lines: order.lines,
    subtotal: order.subtotal,
    discount: order.discount,
    discountCodes: order.discount_codes,
    shipping: order.shipping,
    taxes: order.taxes,
    total: order.total,
  }
}

/** Lines and totals of an estimate, order or invoice; inclusive VAT is shown under the total. */
export function OrderSummary({ summary, caption }: { summary: Summary; caption: string }) {
  const added = summary.taxes.filter((tax) => !tax.inclusive)
  const included = summary.taxes.filter((tax) => tax.inclusive)
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
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
        {summary.lines.map((line, i) => (
          <tr key={`${line.slug}-${i}`}>
            <td>
              <span className={classes.name}>{line.name}</span>
              {/* Every line as on the order: its vehicle or subtext, then its options (decision 0069). */}
              {line.subtext ? <span className={classes.sub}>{line.subtext}</span> : null}
              {line.options.length > 0 ? (
                <span className={classes.sub}>{line.options.map((o) => `${o.option}: ${o.selection}`).join(', ')}</span>
              ) : null}
            </td>
            <td className={classes.number}>{line.quantity}</td>
            <td className={classes.number}>{formatMoney(line.unit_price)}</td>
            <td className={classes.number}>{formatMoney(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td className={classes.number}>{formatMoney(summary.subtotal)}</td>
        </tr>
        {summary.discount.amount_minor > 0 ? (
          <tr>
            <th scope="row" colSpan={3}>
              Discount{summary.discountCodes.length > 0 ? ` (${summary.discountCodes.join(', ')})` : ''}
            </th>
            <td className={classes.number}>−{formatMoney(summary.discount)}</td>
          </tr>
        ) : null}
        {summary.shipping ? (
          <tr>
            <th scope="row" colSpan={3}>
              Shipping ({summary.shipping.name})
            </th>
            <td className={classes.number}>{formatMoney(summary.shipping.amount)}</td>
          </tr>
        ) : null}
        {added.map((tax) => (
          <tr key={tax.name}>
            <th scope="row" colSpan={3}>
              {tax.name} ({tax.rate_percent}%)
            </th>
            <td className={classes.number}>{formatMoney(tax.amount)}</td>
          </tr>
        ))}
        <tr className={classes.total}>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className={classes.number}>{formatMoney(summary.total)}</td>
        </tr>
        {included.map((tax) => (
          <tr key={tax.name} className={classes.included}>
            <th scope="row" colSpan={3}>
              Includes {tax.name} ({tax.rate_percent}%)
            </th>
            <td className={classes.number}>{formatMoney(tax.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  )
}
