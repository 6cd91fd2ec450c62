import classes from './trust-signals.module.css'

type TrustSignalsProps = { supportHours: string; supportEmail: string }

/** Why a visitor can trust the shop with their car and their card. */
export function TrustSignals({ supportHours, supportEmail }: TrustSignalsProps) {
  return (
    <section className={classes.section} aria-labelledby="why-us">
      <div className="ts-container">
        <h2 id="why-us" className={classes.heading}>
          Why drivers buy from us
        </h2>
        <ul className={classes.list}>
          <li className={classes.item}>
            <svg className={classes.icon} width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
              <path d="M4 27h24M6 23c4-8 8-13 13-15s7-1 9 0" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
            <h3 className={classes.title}>Dyno-proven gains</h3>
            <p className={classes.text}>
              Every tune is measured on a chassis dyno, stock against tuned, before it goes on sale. The gains we list
              are the ones we measured.
            </p>
          </li>
          <li className={classes.item}>
            <svg className={classes.icon} width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
              <path
                d="M6 18v-3a10 10 0 0 1 20 0v3M6 18h4v7H6zm16 0h4v7h-4z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className={classes.title}>Support from real tuners</h3>
            <p className={classes.text}>
              {supportHours}. Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and a tuner answers, not a
              bot.
            </p>
          </li>
          <li className={classes.item}>
            <svg className={classes.icon} width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
              <path
                d="M8 14h16v13H8zm3 0v-4a5 5 0 0 1 10 0v4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className={classes.title}>Secure checkout</h3>
            <p className={classes.text}>
              Payments run over an encrypted connection through our payment provider. Your card number never reaches our
              servers.
            </p>
          </li>
        </ul>
      </div>
    </section>
  )
}
