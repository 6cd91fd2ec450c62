import { lazy } from 'react'
import { Outlet, useLoaderData, useMatches } from 'react-router'
import { MountLater } from '../components/ui/mount-later'
import { NavigationProgress } from '../components/ui/navigation-progress'
import { CartLink } from '../features/store/components/cart-link'
import { CartSync } from '../features/store/components/cart-sync'
import { ContactWidget } from '../features/tickets/contact-widget'
import { SaleBanner } from '../features/store/components/sale-banner'
import { AlertsBar } from '../features/site/components/alerts-bar'
import { ShortageNotice } from '../features/site/components/shortage-notice'
import { SiteFooter } from '../features/site/components/site-footer'
import { NewsletterSignUp } from '../features/newsletter/newsletter-sign-up'
import { SiteHeader } from '../features/site/components/site-header'
import { answer, ApiError } from '../lib/api-client'
import { serverApi } from '../lib/server-api'
import { useCartStore } from '../lib/cart-store'
import { useSiteConfig, useUiState } from '../lib/ui-state'
import type { Route } from './+types/default-layout'
import classes from './default-layout.module.css'

/** The shortage switches (SPEC §3), shown while one is on; a failure hides the notice, not the page. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { switches: await answer(serverApi(context).GET('/api/v1/switch-states')) }
  } catch (error) {
    if (error instanceof ApiError) return { switches: null }
    throw error
  }
}

// Decided in the browser only (consent, Do Not Track, time zone): loaded after hydration, outside the home
// page's first-load JavaScript.
const CookieBanner = lazy(() => import('../features/consent/cookie-banner').then((m) => ({ default: m.CookieBanner })))
const ThirdPartyTags = lazy(() =>
  import('../features/consent/third-party-tags').then((m) => ({ default: m.ThirdPartyTags })),
)
const CartDrawer = lazy(() =>
  import('../features/store/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
)
const RegionSwitchModal = lazy(() =>
  import('../features/site/components/region-switch-modal').then((m) => ({ default: m.RegionSwitchModal })),
)

type SiteHandle = { contactless?: boolean; thirdPartyFree?: boolean; consentPage?: boolean }

/**
 * SPEC §2 default layout: nav bar, sale banner, footer, cookie consent, region switch, contact
 * widget and cart drawer. The sale banner, dialogs, widget and drawer arrive with their own issues
 * and mount here, lazily where they are closed at first paint; the contact widget is left out on
 * contactless routes. A route whose handle has `thirdPartyFree` (the checkout's payment step) gets
 * no cookie banner and loads no third-party tag (docs/decisions/0017).
 */
export default function DefaultLayout() {
  const matches = useMatches()
  const handles = matches.map((match) => (match.handle ?? {}) as SiteHandle)
  const contactless = handles.some((handle) => handle.contactless)
  const thirdPartyFree = handles.some((handle) => handle.thirdPartyFree)
  // The cookie preferences page is the banner's choice in full: no banner over it.
  const consentPage = handles.some((handle) => handle.consentPage)
  const { switches } = useLoaderData<typeof loader>()
  const site = useSiteConfig()
  const { sale } = useUiState()
  const cartOpen = useCartStore((state) => state.open)
  return (
    <div className={classes.shell} data-contactless={contactless || undefined}>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader cart={<CartLink />} />
      {sale ? <SaleBanner sale={sale} /> : null}
      <AlertsBar />
      <div className="ts-container">
        <ShortageNotice states={switches} />
      </div>
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter signUp={<NewsletterSignUp />} />
      <CartSync />
      {contactless ? null : <ContactWidget />}
      <MountLater until="hydrated">
        <CookieBanner analytics={site.analytics} suppressed={thirdPartyFree || consentPage} />
        <ThirdPartyTags analytics={site.analytics} suppressed={thirdPartyFree} />
        <RegionSwitchModal site={site} />
        {cartOpen ? <CartDrawer /> : null}
      </MountLater>
    </div>
  )
}
