import { formatMoney, type Money } from '@shop/domain/money'
import { BuyLink, type BuyAction } from './selection-summary'
import classes from './summary-bar.module.css'

type SummaryBarProps = {
  toolTotal: Money | null
  grandTotal: Money
  /** As `SelectionSummary`'s: null while nothing can be bought, and then the bar is not shown. */
  buy: BuyAction | null
  onAddToCart?: () => void
}

/**
 * Decision 0071: on a narrow screen the total and the ways to buy stay at the bottom of the viewport once a
 * tune is chosen, instead of sitting under every tune section. It is fixed (out of the flow, so it shifts
 * nothing) and hidden by CSS on wide screens, where the summary column itself stays in view.
 */
export function SummaryBar({ toolTotal, grandTotal, buy, onAddToCart }: SummaryBarProps) {
  if (!buy) return null
  return (
    <section className={classes.bar} aria-label="Selection total" data-foot-bar="">
      <p className={classes.total}>
        <span>Total{toolTotal ? ' with tool' : ''}</span>
        <strong>{formatMoney(grandTotal)}</strong>
      </p>
      <div className={classes.actions}>
        {onAddToCart ? (
          <button type="button" className="ts-button" data-variant="light" onClick={onAddToCart}>
            Add to cart
          </button>
        ) : null}
        <BuyLink buy={buy} className="ts-button" />
      </div>
    </section>
  )
}
