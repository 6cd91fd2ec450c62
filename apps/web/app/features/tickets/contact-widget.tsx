import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import classes from './contact-widget.module.css'

// The panel's code (the support hours, the ticket form) loads when the panel first opens: the button alone is
// on every page of the default layout.
const ContactPanel = lazy(() => import('./contact-panel').then((m) => ({ default: m.ContactPanel })))

/** How far the cookie banner, while shown, lifts the page's foot (it pads the body by its own height). */
function useBannerOffset(): number {
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    const read = () => setOffset(Number.parseFloat(document.body.style.paddingBottom) || 0)
    read()
    const observer = new MutationObserver(read)
    observer.observe(document.body, { attributes: true, attributeFilter: ['style'] })
    return () => observer.disconnect()
  }, [])
  return offset
}

/**
 * SPEC §2 contact widget: a button fixed at the page's bottom corner that opens a panel offering a ticket (the
 * support hours, whether support is open now, the ticket form). Esc or the close button closes it and gives the
 * focus back to the button; it stays above the cookie banner and under the cart drawer and dialogs.
 */
export function ContactWidget() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const titleId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const offset = useBannerOffset()

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className={classes.widget} style={{ '--contact-offset': `${offset}px` } as React.CSSProperties}>
      {open ? (
        <div
          ref={panel}
          id={panelId}
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
            <button type="button" className={classes.close} onClick={close} aria-label="Close the contact panel">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Suspense
            fallback={
              <p className={classes.loading} role="status">
                Loading the form…
              </p>
            }
          >
            <ContactPanel />
          </Suspense>
        </div>
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
