import type { Tool } from '@shop/domain/catalog'
import { formatMoney, type Money } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './tool-needed.module.css'

export type ToolNeed =
  | { kind: 'none' }
  | {
      kind: 'ok'
      tools: Tool[]
      owned: ReadonlySet<number>
      rented: boolean
      /** A single rentable tool: the visitor may rent it instead. */
      rentable: Tool | null
      toolCost: Money
      installFee: Money
      total: Money
    }
  | { kind: 'error'; message: string }

type ToolNeededProps = {
  need: ToolNeed
  onOwnedChange: (toolId: number, owned: boolean) => void
  onRentChange: (rent: boolean) => void
}

/** SPEC §9: the flash tool the chosen tunes need (the cheapest combination), to buy, rent or already own. */
export function ToolNeeded({ need, onOwnedChange, onRentChange }: ToolNeededProps) {
  return (
    <section className={classes.tool} aria-labelledby="tool-heading" data-testid="tool-needed">
      <h3 id="tool-heading" className={classes.heading}>
        Flash tool needed
      </h3>
      {need.kind === 'none' ? (
        <p className={classes.note}>Choose a tune to see which flash tool it needs.</p>
      ) : need.kind === 'error' ? (
        <div className={classes.error} role="status">
          <strong>No compatible tool</strong>
          <span>{need.message}</span>
        </div>
      ) : (
        <>
          <ul className={classes.list}>
            {need.tools.map((tool) => {
              const owned = need.owned.has(tool.id)
              const rented = need.rented && !owned
              return (
                <li key={tool.id} className={classes.item}>
                  <div className={classes.row}>
                    <Link to={paths.product(tool.product_slug)} className={classes.name}>
                      {tool.name}
                    </Link>
                    <span className={classes.amount}>
                      {owned
                        ? 'Owned'
                        : rented && tool.rent_price
                          ? `${formatMoney(tool.rent_price)} rent`
                          : formatMoney(tool.price)}
                    </span>
                  </div>
                  <label className={classes.check}>
                    <input
                      type="checkbox"
                      checked={owned}
                      onChange={(event) => onOwnedChange(tool.id, event.currentTarget.checked)}
                    />
                    I already own it
                  </label>
                  {need.rentable?.id === tool.id && tool.rent_price && !owned ? (
                    <label className={classes.check}>
                      <input
                        type="checkbox"
                        checked={need.rented}
                        onChange={(event) => onRentChange(event.currentTarget.checked)}
                      />
                      Rent it instead ({formatMoney(tool.rent_price)})
                    </label>
                  ) : null}
                </li>
              )
            })}
          </ul>
          {need.installFee.amount_minor > 0 ? (
            <p className={classes.row}>
              <span>Install fee</span>
              <span className={classes.amount}>{formatMoney(need.installFee)}</span>
            </p>
          ) : null}
          <p className={`${classes.row} ${classes.subtotal}`}>
            <span>Tool</span>
            <span className={classes.amount}>{formatMoney(need.total)}</span>
          </p>
        </>
      )}
    </section>
  )
}
