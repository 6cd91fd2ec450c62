import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { CheckIcon } from './check-icon'
import classes from './hero.module.css'
import { VehicleSearch } from './vehicle-search'

type HeroProps = { brandName: string; tagline: string; supportHours: string }

/** The shop front's first screen: who we are, what we sell, and the way in (the vehicle search). */
export function Hero({ brandName, tagline, supportHours }: HeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="home-heading">
      <div className={`ts-container ${classes.inner}`}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            {brandName} <span aria-hidden>·</span> {tagline}
          </p>
          <h1 id="home-heading" className={classes.heading}>
            More power from the car you already own.
          </h1>
          <p className={classes.lead}>
            Dyno-proven ECU and transmission tunes you flash yourself through the OBD port in minutes, and return to
            stock whenever you want.
          </p>
          <VehicleSearch />
          <p className={classes.links}>
            <Link to={paths.allTunes()} className={classes.link}>
              Browse all tunes
            </Link>
            <Link to={paths.tuning()} className={classes.link}>
              Request a custom tune
            </Link>
          </p>
          <ul className={classes.trust} aria-label="Why buy here">
            <li>
              <CheckIcon /> Dyno-proven gains
            </li>
            <li>
              <CheckIcon /> Secure checkout
            </li>
            <li>
              <CheckIcon /> Support {supportHours}
            </li>
          </ul>
        </div>
        <figure className={classes.figure}>
          <img
            src="/images/dyno-curve.svg"
            width={480}
            height={300}
            alt="Dyno chart: the tuned power curve runs well above the stock curve from 2,000 to 6,500 rpm"
            className={classes.image}
            fetchPriority="high"
          />
          <figcaption className={classes.caption}>Stock and tuned, measured on our chassis dyno</figcaption>
        </figure>
      </div>
    </section>
  )
}
