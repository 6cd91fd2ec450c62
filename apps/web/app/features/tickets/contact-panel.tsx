import { paths } from '@shop/domain/paths'
import { describeSupportHours, isWithinSupportHours } from '@shop/domain/support-hours'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useCurrentUser, useSiteConfig } from '../../lib/ui-state'
import { TicketForm } from './ticket-form'
import classes from './contact-widget.module.css'

/**
 * The contact widget's open panel (loaded when it first opens): a dialog that takes the focus, closed by its
 * button or Esc (the widget then gives the focus back to its launcher).
 */
export function ContactDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => panel.current?.focus(), [])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])

  return (
    <div
      ref={panel}
      id={id}
      className={classes.panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="contact-panel"
    >
      <div className={classes.panelHead}>
        <h2 id={titleId} className={classes.title}>
          Contact support
        </h2>
        <button type="button" className={classes.close} onClick={onClose} aria-label="Close the contact panel">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ContactPanel />
    </div>
  )
}

/** The contact widget's panel's body: the support hours, open now or not, and the form. */
export function ContactPanel() {
  const site = useSiteConfig()
  const user = useCurrentUser()
  // Opened in the browser only: the visitor's clock is read here, never during the server's render.
  const [openNow] = useState(() => isWithinSupportHours(site.supportHours, new Date(), site.supportHolidays))
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
