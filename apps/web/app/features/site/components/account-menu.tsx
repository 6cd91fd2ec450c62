import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { User } from '@shop/domain/accounts'
import { accountLinksFor } from '../account-links'
import { useLogout } from '../hooks/use-logout'
import classes from './account-menu.module.css'

/** The logged-in user's menu: a disclosure button with its list (Escape and outside clicks close it). */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const logout = useLogout()
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: MouseEvent) => ref.current?.contains(event.target as Node) || setOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open])
  return (
    <div className={classes.menu} ref={ref}>
      <button
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {user.name}
        <span aria-hidden> ▾</span>
      </button>
      {open ? (
        <ul id={id} className={classes.list} aria-label="Your account">
          {accountLinksFor(user).map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => (setOpen(false), void logout())}>
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
