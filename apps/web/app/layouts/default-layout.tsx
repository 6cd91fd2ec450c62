import { Outlet, useMatches } from 'react-router'
import { AlertsBar } from '../features/site/alerts-bar'
import { SiteFooter } from '../features/site/site-footer'
import { SiteHeader } from '../features/site/site-header'
import classes from './default-layout.module.css'

/**
 * SPEC §2 default layout: nav bar, sale banner, footer, cookie consent, region switch, contact
 * widget and cart drawer. The sale banner, dialogs, widget and drawer arrive with their own issues
 * and mount here, lazily where they are closed at first paint; the contact widget is left out on
 * contactless routes.
 */
export default function DefaultLayout() {
  const matches = useMatches()
  const contactless = matches.some((match) => (match.handle as { contactless?: boolean } | undefined)?.contactless)
  return (
    <div className={classes.shell} data-contactless={contactless || undefined}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <AlertsBar />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
