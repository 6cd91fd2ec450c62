import { lazy, Suspense, useId, useRef, useState } from 'react'
import classes from './contact-widget.module.css'

// Only the launcher is on every page of the default layout: the panel (its frame, the support hours and the ticket
// form) loads when it first opens.
const ContactDialog = lazy(() => import('./contact-panel').then((m) => ({ default: m.ContactDialog })))

/**
 * SPEC §2 contact widget: a button fixed at the page's bottom corner that opens a panel offering a ticket (the
 * support hours, whether support is open now, the ticket form). Esc or the close button closes it and gives the
 * focus back to the button; it stays above the cookie banner (which lifts it by `--foot-offset`) and under the
 * cart drawer and dialogs.
 */
export function ContactWidget() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div className={classes.widget}>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className={classes.panel}>
              <p className={classes.loading} role="status">
                Loading the form…
              </p>
            </div>
          }
        >
          <ContactDialog id={panelId} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        className={classes.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="contact-widget-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
        <span>{open ? 'Close' : 'Help'}</span>
      </button>
    </div>
  )
}
