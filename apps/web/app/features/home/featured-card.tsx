import { formatMoney } from '@shop/domain/money'
import { Link } from 'react-router'
import classes from './featured-card.module.css'
import type { Schema } from '../../lib/api-client'

type FeaturedItem = Schema<'FeaturedItem'>

/** A tune or product card; the whole card is the link's target area, its heading the link's name. */
export function FeaturedCard({ item }: { item: FeaturedItem }) {
  const gains = [
    item.gain_hp === null ? null : `+${item.gain_hp} hp`,
    item.gain_torque_lbft === null ? null : `+${item.gain_torque_lbft} lb-ft`,
  ].filter((gain) => gain !== null)
  return (
    <article className={classes.card} data-kind={item.kind}>
      <div className={classes.media}>
        <img src={item.image} width={240} height={120} alt="" loading="lazy" decoding="async" />
        {item.badge ? (
          <span className={classes.badge} data-tone={item.badge === 'Best seller' ? 'accent' : undefined}>
            {item.badge}
          </span>
        ) : null}
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <Link to={item.href} className={classes.link}>
            {item.vehicle ? <span className={classes.vehicle}>{item.vehicle}</span> : null}
            {item.vehicle ? ' ' : null}
            <span>{item.title}</span>
          </Link>
        </h3>
        {gains.length > 0 ? (
          <p className={classes.gains}>
            {gains.map((gain) => (
              <span key={gain} className={classes.gain}>
                {gain}
              </span>
            ))}
          </p>
        ) : null}
        <p className={classes.subtitle}>{item.subtitle}</p>
        <p className={classes.price}>{item.price ? formatMoney(item.price) : 'Price on request'}</p>
      </div>
    </article>
  )
}
