import { paths } from '@shop/domain/paths'
import { describeSupportHours, isWithinSupportHours } from '@shop/domain/support-hours'
import { useState } from 'react'
import { Link } from 'react-router'
import { useCurrentUser, useSiteConfig } from '../../lib/ui-state'
import { TicketForm } from './ticket-form'
import classes from './contact-widget.module.css'

/** The contact widget's panel (loaded when it first opens): the support hours, open now or not, and the form. */
export function ContactPanel() {
  const site = useSiteConfig()
  const user = useCurrentUser()
  // Opened in the browser only: the visitor's clock is read here, never during the server's render.
  const [openNow] = useState(() => isWithinSupportHours(site.supportHours, new Date()))
  return (
    <div className={classes.body}>
      <p className={classes.hours}>
        <span className={classes.dot} data-open={openNow || undefined} aria-hidden="true" />
        <span>
          <strong>{openNow ? 'Support is open now.' : 'Support is closed now.'}</strong>{' '}
          {openNow ? 'We usually answer within a few hours.' : 'Leave us a ticket: we answer when we are back.'}
          <br />
          Our hours: {describeSupportHours(site.supportHours)}.
        </span>
      </p>
      <TicketForm user={user ? { name: user.name, email: user.email } : null} source="widget" />
      {user ? (
        <p className={classes.more}>
          <Link to={paths.myTickets()}>My tickets</Link>
        </p>
      ) : null}
    </div>
  )
}
