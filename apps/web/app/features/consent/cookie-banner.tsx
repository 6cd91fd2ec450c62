import { paths } from '@shop/domain/paths'
import { shouldShowConsentBanner } from '@shop/domain/consent'
import { type PublicSiteConfig } from '@shop/domain/site'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ConsentChoices, type ConsentChoice } from './consent-choices'
import { saveConsent, useConsent } from './consent-store'
import classes from './consent.module.css'

/**
 * SPEC §2 cookie dialog: a banner with Accept and a choices panel, while consent is unset; hidden
 * with Do Not Track 1 and on pages that suppress it (route handle `thirdPartyFree`). Optional
 * switches start off: only what the visitor ticks is turned on by Accept.
 */
export function CookieBanner({
  analytics,
  suppressed,
}: {
  analytics: PublicSiteConfig['analytics']
  suppressed: boolean
}) {
  const consent = useConsent()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, pixel: false })
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const panelId = useId()
  const hasOptions = Boolean(analytics.tagId || analytics.pixelId)
  const doNotTrack = typeof navigator === 'undefined' ? null : navigator.doNotTrack
  const shown = consent !== undefined && shouldShowConsentBanner({ consent, doNotTrack, suppressed })

  // The banner floats over the page's foot: the page gets that much room below, so nothing stays hidden under it,
  // and what floats at the foot too (the contact widget) rises above it by `--foot-offset`.
  useEffect(() => {
    const element = section.current
    if (!shown || !element) return
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`
      document.body.style.setProperty('--foot-offset', `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      document.body.style.removeProperty('--foot-offset')
    }
  }, [shown])

  // Unknown on the server: the banner appears after hydration, never flashing for someone who chose.
  if (!shown) return null

  return (
    <section ref={section} className={classes.banner} aria-labelledby={headingId}>
      <div className={`ts-container ${classes.inner}`}>
        <div className={classes.text}>
          <h2 id={headingId} className={classes.heading}>
            Cookies on this shop
          </h2>
          <p>
            We use the cookies the shop needs to work.{' '}
            {hasOptions ? 'Third-party cookies load only if you turn them on under Choices. ' : ''}
            <Link to={paths.cookiePreferences()}>Cookie preferences</Link>
          </p>
          {open ? (
            <div id={panelId}>
              <ConsentChoices analytics={analytics} value={choice} onChange={setChoice} />
            </div>
          ) : null}
        </div>
        <div className={classes.actions}>
          <button
            type="button"
            className="ts-button"
            data-variant="light"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            Choices
          </button>
          <button type="button" className="ts-button" onClick={() => saveConsent(choice)}>
            Accept
          </button>
        </div>
      </div>
    </section>
  )
}
