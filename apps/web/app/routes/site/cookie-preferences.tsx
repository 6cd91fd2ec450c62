import { CookiePreferencesForm } from '../../features/consent/cookie-preferences-form'
import { pageTitle } from '../../lib/page-title'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/cookie-preferences'

export const handle = { consentPage: true }

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Cookie preferences') }]

/** SPEC §2 `/cookie-preferences`: change the cookie choice made in the banner. */
export default function CookiePreferences() {
  const site = useSiteConfig()
  return (
    <section className="ts-container" style={{ maxWidth: 720, paddingTop: 32, paddingBottom: 48 }}>
      <h1>Cookie preferences</h1>
      <p>
        {site.brandName} sets the cookies it needs to work: your sign-in, your cart, your region and this choice.
        Third-party cookies load only when you turn them on here or in the cookie banner.
      </p>
      <CookiePreferencesForm analytics={site.analytics} />
    </section>
  )
}
