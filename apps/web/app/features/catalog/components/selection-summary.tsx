import { formatMoney, type Money } from '@shop/domain/money'
import type { ReactNode } from 'react'
import classes from './selection-summary.module.css'

/** `priceNote`: "Dealer price" on a line priced at dealer prices (decision 0068), else null. */
export type SummaryLine = { id: number; name: string; kindLabel: string; price: Money; priceNote?: string | null }

type SelectionSummaryProps = {
  vehicleName: string
  lines: SummaryLine[]
  tunesTotal: Money
  /** The tool block (which tool to buy, rent or own), between the tunes and the grand total. */
  tool: ReactNode
  toolTotal: Money | null
  grandTotal: Money
  /**
   * Puts the vehicle bundle in the cart and opens the checkout (decision 0068); `href` is where the link goes before
   * the page's JavaScript runs. Null while nothing can be bought.
   */
  buy: BuyAction | null
  /** Puts the vehicle bundle in the cart (decision 0068: tunes, tool and fee as one entry). */
  onAddToCart?: () => void
  recommended: { id: number; name: string }[]
  onAddRecommended: (id: number) => void
}

export type BuyAction = { href: string; onClick: () => void }

/** What the visitor is about to buy for this vehicle: tunes, the tool, the total and the way to buy it. */
export function SelectionSummary(props: SelectionSummaryProps) {
  const { lines, tunesTotal, toolTotal, grandTotal, buy } = props
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
              <span className={classes.amount}>
                {formatMoney(line.price)}
                {line.priceNote ? <span className={classes.kind}>{line.priceNote}</span> : null}
              </span>
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
      {buy ? (
        <div className={classes.buyRow}>
          <BuyLink buy={buy} className={`ts-button ${classes.buy}`} />
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

/** A link that works before hydration and, once the page runs, puts the bundle in the cart on the way to checkout. */
export function BuyLink({ buy, className }: { buy: BuyAction; className: string }) {
  return (
    <a
      href={buy.href}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        buy.onClick()
      }}
    >
      Buy
    </a>
  )
}
