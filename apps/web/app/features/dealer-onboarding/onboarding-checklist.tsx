import { Link } from 'react-router'
import type { Schema } from '../../lib/api-client'
import classes from './onboarding-checklist.module.css'

type Progress = Schema<'DealerOnboardingProgress'>

/**
 * A new dealer's checklist (issue 25 item 6): billing, first member, tools, branding, first credit purchase, each
 * linking where it is done; shown on the dashboard until every step is (then nothing).
 */
export function OnboardingChecklist({ progress }: { progress: Progress }) {
  if (progress.complete) return null
  const percent = Math.round((progress.done / progress.total) * 100)
  return (
    <section className={classes.card} aria-labelledby="onboarding-title">
      <div className={classes.head}>
        <h2 className={classes.title} id="onboarding-title">
          Get your dealer account ready
        </h2>
        <p className={classes.count} data-testid="onboarding-count">
          {progress.done} of {progress.total} done
        </p>
      </div>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={`${progress.done} of ${progress.total} steps done`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={classes.bar} style={{ width: `${percent}%` }} />
      </div>
      <ul className={classes.steps}>
        {progress.steps.map((step) => (
          <li key={step.key} className={classes.step} data-done={step.done || undefined}>
            <span className={classes.mark} aria-hidden>
              {step.done ? '✓' : '·'}
            </span>
            {step.done ? (
              <span className={classes.done}>
                <span className="visually-hidden">Done: </span>
                {step.label}
              </span>
            ) : (
              <Link to={step.href} className={classes.link}>
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
