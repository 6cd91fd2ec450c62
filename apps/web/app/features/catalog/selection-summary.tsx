import { formatMoney, type Money } from '@shop/domain/money'
import type { ReactNode } from 'react'
import classes from './selection-summary.module.css'

export type SummaryLine = { id: number; name: string; kindLabel: string; price: Money }

type SelectionSummaryProps = {
  vehicleName: string
  lines: SummaryLine[]
  tunesTotal: Money
  /** The tool block (which tool to buy, rent or own), between the tunes and the grand total. */
  tool: ReactNode
  toolTotal: Money | null
  grandTotal: Money
  /** The purchase page with the selection in its query (docs/decisions/0016); null while nothing is chosen. */
  buyHref: string | null
  /** Puts the chosen tunes in the cart (SPEC §2 cart: catalog tunes share the store's cart). */
  onAddToCart?: () => void
  recommended: { id: number; name: string }[]
  onAddRecommended: (id: number) => void
}

/** What the visitor is about to buy for this vehicle: tunes, the tool, the total and the way to buy it. */
export function SelectionSummary(props: SelectionSummaryProps) {
  const { lines, tunesTotal, toolTotal, grandTotal, buyHref } = props
  return (
    <section className={classes.summary} aria-labelledby="selection-heading">
      <h2 id="selection-heading" className={classes.heading}>
        Your selection
      </h2>
      <p className={classes.vehicle}>{props.vehicleName}</p>
      {lines.length === 0 ? (
        <p className={classes.empty}>Choose a tune to see the total.</p>
      ) : (
        <ul className={classes.lines} aria-label="Chosen tunes">
          {lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.name}
                <span className={classes.kind}>{line.kindLabel}</span>
              </span>
              <span className={classes.amount}>{formatMoney(line.price)}</span>
            </li>
          ))}
          <li className={classes.subtotal}>
            <span>Tunes</span>
            <span className={classes.amount}>{formatMoney(tunesTotal)}</span>
          </li>
        </ul>
      )}
      {props.recommended.length > 0 ? (
        <div className={classes.recommended}>
          <p>Recommended with your choice:</p>
          <ul>
            {props.recommended.map((tune) => (
              <li key={tune.id}>
                <button type="button" className={classes.addButton} onClick={() => props.onAddRecommended(tune.id)}>
                  Add {tune.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.tool}
      <div className={classes.total} aria-live="polite">
        <span>Total{toolTotal ? ' with tool' : ''}</span>
        <strong data-testid="selection-total">{formatMoney(grandTotal)}</strong>
      </div>
      {buyHref ? (
        <div className={classes.buyRow}>
          <a href={buyHref} className={`ts-button ${classes.buy}`}>
            Buy
          </a>
          {props.onAddToCart ? (
            <button
              type="button"
              className={`ts-button ${classes.buy}`}
              data-variant="light"
              onClick={props.onAddToCart}
            >
              Add to cart
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
