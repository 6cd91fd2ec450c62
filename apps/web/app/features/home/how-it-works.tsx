import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './how-it-works.module.css'

const STEPS = [
  {
    title: 'Pick your vehicle',
    text: 'Enter make, year and engine. You see only the tunes written and tested for it.',
  },
  {
    title: 'Buy the tune and tool',
    text: 'Checkout picks the one flash tool that covers every tune in your cart, at the lowest price.',
  },
  {
    title: 'Flash it yourself',
    text: 'Plug into the OBD port and follow the steps on the tool. Back to stock whenever you want.',
  },
] as const

/** SPEC §1 in three steps, and the other way in: a custom tune from the visitor's own ECU file. */
export function HowItWorks() {
  return (
    <section className={classes.section} aria-labelledby="how-it-works">
      <div className="ts-container">
        <h2 id="how-it-works" className={classes.heading}>
          How it works
        </h2>
        <ol className={classes.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {i + 1}
              </span>
              <h3 className={classes.title}>{step.title}</h3>
              <p className={classes.text}>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={classes.custom}>
          <p>
            <strong>Modified car, or an engine we do not list?</strong> Upload your ECU file and one of our tuners
            writes a custom tune for your exact setup.
          </p>
          <Link to={paths.tuning()} className="ts-button" data-variant="light">
            Upload your ECU file
          </Link>
        </div>
      </div>
    </section>
  )
}
