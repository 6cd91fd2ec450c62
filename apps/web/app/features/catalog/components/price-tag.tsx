import { formatMoney, type Money } from '@shop/domain/money'
import classes from './price-tag.module.css'

/** A price, with the list price struck through beside it when that is higher (a visible saving). */
export function PriceTag({
  price,
  listPrice,
  size = 'md',
}: {
  price: Money
  listPrice?: Money | null
  size?: 'md' | 'lg'
}) {
  const saving =
    listPrice && listPrice.currency === price.currency && listPrice.amount_minor > price.amount_minor ? listPrice : null
  return (
    <span className={classes.tag} data-size={size}>
      {saving ? (
        <s className={classes.list}>
          <span className="visually-hidden">List price </span>
          {formatMoney(saving)}
        </s>
      ) : null}
      <span className={classes.price}>
        {saving ? <span className="visually-hidden">Now </span> : null}
        {price.amount_minor === 0 ? 'Free' : formatMoney(price)}
      </span>
    </span>
  )
}
