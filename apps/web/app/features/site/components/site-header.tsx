import { paths } from '@shop/domain/paths'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useCurrentUser, useSiteConfig, useUiState } from '../../../lib/ui-state'
import { AccountMenu } from './account-menu'
import classes from './site-header.module.css'

const MobileMenu = lazy(() => import('./mobile-menu'))

/** The main navigation; later features add their entries here. */
// Only pages that exist: later issues add theirs (products, tuning) when they land.
export const NAV_LINKS: { label: string; to: string }[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Tunes', to: paths.catalog() },
  { label: 'Products', to: paths.products() },
  { label: 'Dyno results', to: paths.dyno() },
  { label: 'Custom tuning', to: paths.tuning() },
]

/** `cart`: the cart link, shown beside the menu on every width (the layout passes it in). */
export function SiteHeader({ cart }: { cart?: ReactNode }) {
  const site = useSiteConfig()
  const { logo } = useUiState().theme
  const user = useCurrentUser()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const loginHref = paths.login(location.pathname + location.search)

  return (
    <header className={classes.header}>
      <div className={`ts-container ${classes.inner}`}>
        {logo ? (
          // The brand theme's logo (decision 0100): its alternative text names the link.
          <Link to={paths.home()} className={classes.brand} aria-label={`${logo.alt} home`}>
            <img src={logo.src} alt="" className={classes.logoImage} />
          </Link>
        ) : (
          <Link to={paths.home()} className={classes.brand} aria-label={`${site.brandName} home`}>
            <span className={classes.logo} aria-hidden>
              ◢
            </span>
            {site.brandName}
          </Link>
        )}
        <nav aria-label="Main" className={classes.nav}>
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={classes.actions}>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to={loginHref} className={classes.link}>
                Log in
              </Link>
              <Link to={paths.signUp()} className="ts-button">
                Sign up
              </Link>
            </>
          )}
        </div>
        {cart ? <div className={classes.cart}>{cart}</div> : null}
        <button
          type="button"
          className={classes.burger}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} links={NAV_LINKS} loginHref={loginHref} />
        </Suspense>
      ) : null}
    </header>
  )
}
