import { Link } from 'react-router'
import type { Schema } from '../../../lib/api-client'
import classes from './category-tune-list.module.css'
import { PriceTag } from './price-tag'

type CategoryTune = Schema<'CategoryTune'>

/** The tunes of a category page as cards: vehicle, tune, gains, price; each links to its vehicle page. */
export function CategoryTuneList({ tunes, hrefOf }: { tunes: CategoryTune[]; hrefOf: (tune: CategoryTune) => string }) {
  return (
    <ul className={classes.list}>
      {tunes.map((tune) => {
        const vehicle = tune.vehicle
        return (
          <li key={tune.id} className={classes.card}>
            <p className={classes.vehicle}>
              {vehicle.year} {vehicle.make_name} {vehicle.model_name}
            </p>
            <h2 className={classes.name}>
              <Link to={hrefOf(tune)} className={classes.link}>
                {tune.name}
                <span className="visually-hidden">
                  {' '}
                  for the {vehicle.year} {vehicle.make_name} {vehicle.model_name} {vehicle.engine_name}
                </span>
              </Link>
            </h2>
            <p className={classes.engine}>
              {vehicle.engine_name}
              {vehicle.transmission_name ? ` · ${vehicle.transmission_name}` : ''}
            </p>
            <p className={classes.badges}>
              {tune.stage && !tune.name.includes(`Stage ${tune.stage}`) ? (
                <span className={classes.stage}>Stage {tune.stage}</span>
              ) : null}
              {tune.kind === 'tcu' ? <span className={classes.stage}>TCU</span> : null}
              {tune.gain_hp ? <span className={classes.gain}>+{Math.round(tune.gain_hp)} hp</span> : null}
              {tune.gain_torque ? <span className={classes.gain}>+{Math.round(tune.gain_torque)} lb-ft</span> : null}
            </p>
            <p className={classes.price}>
              <PriceTag price={tune.dealerprice ?? tune.price} listPrice={tune.baseprice} />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
