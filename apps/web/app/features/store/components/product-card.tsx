import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { STOCK_STATE_LABELS } from '@shop/domain/store'
import { Link } from 'react-router'
import classes from './product-card.module.css'
import type { Schema } from '../../../lib/api-client'

type ProductSummary = Schema<'ProductSummary'>

/** A product in the grid: picture, name, subtext, price and stock state; the whole card links to the product. */
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className={classes.card} data-testid="product-card">
      <Link to={paths.product(product.slug)} className={classes.link}>
        {product.image ? (
          <img
            src={product.image.src}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
        ) : null}
        <h3 className={classes.name}>{product.name}</h3>
      </Link>
      <p className={classes.subtext}>{product.subtext}</p>
      <div className={classes.foot}>
        <span className={classes.price}>{product.price ? formatMoney(product.price) : 'Price on request'}</span>
        <span className={classes.stock} data-state={product.stock_state}>
          {STOCK_STATE_LABELS[product.stock_state]}
        </span>
      </div>
    </article>
  )
}
