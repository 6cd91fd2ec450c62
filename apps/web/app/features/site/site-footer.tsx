import { isWithinSupportHours, type PublicSiteConfig } from '@shop/domain/site'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useSiteConfig } from '../../lib/ui-state'
import classes from './site-footer.module.css'

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export function describeSupportHours(hours: PublicSiteConfig['supportHours']): string {
  const days = [...hours.days].sort((a, b) => a - b)
  const contiguous = days.every((day, i) => i === 0 || day === days[i - 1]! + 1)
  const dayText =
    contiguous && days.length > 1
      ? `${DAY_NAMES[days[0]! - 1]}–${DAY_NAMES[days[days.length - 1]! - 1]}`
      : days.map((d) => DAY_NAMES[d - 1]).join(', ')
  const zone = hours.timeZone === 'America/Los_Angeles' ? 'Pacific time' : hours.timeZone.replace(/_/g, ' ')
  return `${dayText}, ${hours.start}:00–${hours.end}:00 ${zone}`
}

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
