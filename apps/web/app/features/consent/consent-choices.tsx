import type { PublicSiteConfig } from '@shop/domain/site'
import classes from './consent.module.css'

export type ConsentChoice = { analytics: boolean; pixel: boolean }

/**
 * SPEC §2 cookie dialog choices: required cookies always on; the analytics-tag and social-pixel
 * switches only when the site configures them.
 */
export function ConsentChoices({
  analytics,
  value,
  onChange,
}: {
  analytics: PublicSiteConfig['analytics']
  value: ConsentChoice
  onChange: (next: ConsentChoice) => void
}) {
  return (
    <fieldset className={classes.choices}>
      <legend className="visually-hidden">Cookie choices</legend>
      <label className={classes.choice}>
        <input type="checkbox" role="switch" checked disabled />
        <span>
          <strong>Required</strong>
          <span className={classes.hint}>Sign-in, cart, region and this choice. Always on.</span>
        </span>
      </label>
      {analytics.tagId ? (
        <label className={classes.choice}>
          <input
            type="checkbox"
            role="switch"
            checked={value.analytics}
            onChange={(event) => onChange({ ...value, analytics: event.target.checked })}
          />
          <span>
            <strong>Analytics</strong>
            <span className={classes.hint}>A third-party analytics tag measures how the shop is used.</span>
          </span>
        </label>
      ) : null}
      {analytics.pixelId ? (
        <label className={classes.choice}>
          <input
            type="checkbox"
            role="switch"
            checked={value.pixel}
            onChange={(event) => onChange({ ...value, pixel: event.target.checked })}
          />
          <span>
            <strong>Social pixel</strong>
            <span className={classes.hint}>A social network's pixel measures our ads on its site.</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  )
}
