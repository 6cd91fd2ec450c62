import type { PublicSiteConfig } from '@shop/domain/site'
import { useEffect, useState } from 'react'
import { ConsentChoices, type ConsentChoice } from './consent-choices'
import { saveConsent, useConsent } from './consent-store'
import classes from './consent.module.css'

/** `/cookie-preferences`: the visitor's choice, changeable at any time. */
export function CookiePreferencesForm({ analytics }: { analytics: PublicSiteConfig['analytics'] }) {
  const consent = useConsent()
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, pixel: false })
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (consent) setChoice({ analytics: consent.analytics, pixel: consent.pixel })
  }, [consent])
  const hasOptions = Boolean(analytics.tagId || analytics.pixelId)

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const changed = consent && (consent.analytics !== choice.analytics || consent.pixel !== choice.pixel)
        saveConsent(choice)
        setSaved(true)
        // The page's CSP follows the choice it was loaded with (docs/decisions/0017): a changed choice
        // takes effect on a fresh load, which also unloads a tag turned off.
        if (changed) window.location.reload()
      }}
    >
      <p className={classes.status} aria-live="polite">
        {consent === undefined
          ? 'Loading your choice…'
          : consent
            ? 'You have accepted cookies. You can change your choice below.'
            : 'You have not made a choice yet.'}
      </p>
      {hasOptions ? null : <p>This shop uses no third-party cookies: only the required ones.</p>}
      <ConsentChoices analytics={analytics} value={choice} onChange={(next) => (setChoice(next), setSaved(false))} />
      <p>
        <button type="submit" className="ts-button">
          Save choices
        </button>{' '}
        {saved ? (
          <span className={classes.saved} role="status">
            Saved.
          </span>
        ) : null}
      </p>
    </form>
  )
}
