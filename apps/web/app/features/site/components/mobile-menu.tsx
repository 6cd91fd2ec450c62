import { paths } from '@shop/domain/paths'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useCurrentUser } from '../../../lib/ui-state'
import { accountLinksFor } from '../account-links'
import { useLogout } from '../hooks/use-logout'
import classes from './mobile-menu.module.css'

type Props = { onClose: () => void; links: { label: string; to: string }[]; loginHref: string }

/** The phone menu, a modal <dialog>: loaded only when opened, so the first page load stays small. */
export default function MobileMenu({ onClose, links, loginHref }: Props) {
  const user = useCurrentUser()
  const logout = useLogout()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog ref={dialog} className={classes.dialog} onClose={onClose} aria-label="Menu">
      <div className={classes.top}>
        <strong>Menu</strong>
        <button type="button" className={classes.close} onClick={onClose} aria-label="Close menu">
          ×
        </button>
      </div>
      <nav aria-label="Mobile" className={classes.links}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={onClose}>
            {link.label}
          </Link>
        ))}
        {user ? (
          <>
            {accountLinksFor(user).map((link) => (
              <Link key={link.to} to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            ))}
            <button type="button" className="ts-button" data-variant="light" onClick={() => (onClose(), void logout())}>
              Log out
            </button>
          </>
        ) : (
          <>
            <Link to={loginHref} onClick={onClose}>
              Log in
            </Link>
            <Link to={paths.signUp()} className="ts-button" onClick={onClose}>
              Sign up
            </Link>
          </>
        )}
      </nav>
    </dialog>
  )
}
