import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import type { Schema } from '../../../lib/api-client'
import classes from './guide-steps.module.css'

type Guide = Schema<'Guide'>

/** The buying guide as an ordered list of steps, each with the tunes or tools it is about. */
export function GuideSteps({ guide }: { guide: Guide }) {
  return (
    <ol className={classes.steps}>
      {guide.steps.map((step, index) => (
        <li key={`${step.kind}-${index}`} className={classes.step}>
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          <div className={classes.content}>
            <h2>{step.title}</h2>
            <p>{step.body}</p>
            {step.tunes.length > 0 ? (
              <ul className={classes.items}>
                {step.tunes.map((tune) => (
                  <li key={tune.id}>
                    <span>{tune.name}</span>
                    <strong>{formatMoney(tune.dealerprice ?? tune.price)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
            {step.tools.length > 0 ? (
              <ul className={classes.items}>
                {step.tools.map((tool) => (
                  <li key={tool.id}>
                    <Link to={paths.product(tool.product_slug)}>{tool.name}</Link>
                    <strong>
                      {formatMoney(tool.price)}
                      {tool.rent_price ? ` or rent ${formatMoney(tool.rent_price)}` : ''}
                    </strong>
                  </li>
                ))}
              </ul>
            ) : null}
            {step.href ? (
              <Link to={step.href} className={classes.action}>
                {step.kind === 'tool' ? 'See the tool' : 'Go to this step'}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
