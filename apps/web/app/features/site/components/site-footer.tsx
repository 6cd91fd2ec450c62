import { paths } from '@shop/domain/paths'
import { type PublicSiteConfig } from '@shop/domain/site'
import { describeSupportHours } from '@shop/domain/support-hours'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useCurrentUser, useSiteConfig } from '../../../lib/ui-state'
import { accountLinksFor } from '../account-links'
import classes from './site-footer.module.css'

/**
 * Open or closed right now: known only in the browser, so the server renders none. Worked out once the footer comes
 * near the screen, not at load: the check is the page's first Intl call, which loads the time zone data and cost a
 * vehicle page tens of milliseconds of main thread at load (decision 0059). Its code loads then too.
 */
function SupportStatus({
  hours,
  holidays,
}: {
  hours: PublicSiteConfig['supportHours']
  holidays: PublicSiteConfig['supportHolidays']
}) {
  const [open, setOpen] = useState<boolean | null>(null)
  const anchor = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const around = anchor.current?.parentElement
    if (!around) return
    let timer: number | undefined
    let stopped = false
    const start = async () => {
      const { isWithinSupportHours } = await import('./support-open-now')
      if (stopped) return
      const update = () => setOpen(isWithinSupportHours(hours, new Date(), holidays))
      update()
      timer = window.setInterval(update, 60_000)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: '200px' },
    )
    observer.observe(around)
    return () => {
      stopped = true
      observer.disconnect()
      window.clearInterval(timer)
    }
  }, [hours, holidays])
  return (
    <span ref={anchor} className={open === null ? undefined : classes.status} data-open={open ?? undefined}>
      {open === null ? null : open ? 'Support is open now' : 'Support is closed now'}
    </span>
  )
}

/** The tune file service's information pages (SPEC §2 /tuning); immo is hidden when the site says so. */
const TUNING_LINKS = [
  { label: 'How it works', to: paths.tuningInfo('information') },
  { label: 'Custom tuning', to: paths.tuningInfo('custom-tuning') },
  { label: 'Buy tunes and credits', to: paths.tuningInfo('purchase') },
  { label: 'Immobilizer services', to: paths.tuningInfo('immo') },
  { label: 'Trade in your flash tool', to: paths.tradeIn() },
  { label: 'Find a dealer', to: paths.dealers() },
  { label: 'Become a dealer', to: paths.dealerTools() },
  { label: 'Beta programs', to: paths.betaPrograms() },
  { label: 'Unit converter', to: paths.unitConverter() },
]

/** `signUp`: the newsletter's sign-up form (features/newsletter), placed by the layout. */
export function SiteFooter({ signUp }: { signUp?: ReactNode }) {
  const site = useSiteConfig()
  const user = useCurrentUser()
  return (
    <footer className={classes.footer}>
      <div className={`ts-container ${classes.grid}`}>
        <div>
          <p className={classes.brand}>{site.brandName}</p>
          <p>{site.tagline}</p>
        </div>
        <div>
          <h2 className={classes.heading}>Support</h2>
          <p>{describeSupportHours(site.supportHours)}</p>
          <SupportStatus hours={site.supportHours} holidays={site.supportHolidays} />
          <p>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </p>
          <ul className={classes.links}>
            <li>
              <Link to={paths.contactUs()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.tuningInfo('support')}>Tuning support</Link>
            </li>
            <li>
              <Link to={paths.tuningInfo('tuning-help')}>Tuning help</Link>
            </li>
            <li>
              <Link to={paths.cookiePreferences()}>Cookie preferences</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={classes.heading}>Tuning service</h2>
          <ul className={classes.links}>
            {TUNING_LINKS.filter((link) => !(link.to === paths.tuningInfo('immo') && site.features.immoHidden)).map(
              (link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ),
            )}
          </ul>
        </div>
        <div>
          <h2 className={classes.heading}>Your account</h2>
          {user ? (
            <ul className={classes.links}>
              {accountLinksFor(user).map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <ul className={classes.links}>
              <li>
                <Link to={paths.login()}>Log in</Link>
              </li>
              <li>
                <Link to={paths.signUp()}>Create an account</Link>
              </li>
            </ul>
          )}
        </div>
      </div>
      {signUp ? <div className={`ts-container ${classes.signUp}`}>{signUp}</div> : null}
      <div className={`ts-container ${classes.bottom}`}>
        © {new Date().getFullYear()} {site.brandName}. Some tunes are for off-road and competition use only.
      </div>
    </footer>
  )
}
