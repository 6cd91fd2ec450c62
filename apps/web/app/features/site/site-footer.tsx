import { describeSupportHours, isWithinSupportHours, type PublicSiteConfig } from '@shop/domain/site'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useSiteConfig } from '../../lib/ui-state'
import classes from './site-footer.module.css'

/** Open or closed right now: known only in the browser, so the server renders none. */
function SupportStatus({ hours }: { hours: PublicSiteConfig['supportHours'] }) {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => setOpen(isWithinSupportHours(hours, new Date()))
    update()
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [hours])
  if (open === null) return null
  return (
    <span className={classes.status} data-open={open}>
      {open ? 'Support is open now' : 'Support is closed now'}
    </span>
  )
}

export function SiteFooter() {
  const site = useSiteConfig()
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
          <SupportStatus hours={site.supportHours} />
          <p>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </p>
        </div>
        <div>
          <h2 className={classes.heading}>Your account</h2>
          <p>
            <Link to="/profile">Profile and addresses</Link>
          </p>
          <p>
            <Link to="/sign-up">Create an account</Link>
          </p>
        </div>
      </div>
      <div className={`ts-container ${classes.bottom}`}>
        © {new Date().getFullYear()} {site.brandName}. Some tunes are for off-road and competition use only.
      </div>
    </footer>
  )
}
