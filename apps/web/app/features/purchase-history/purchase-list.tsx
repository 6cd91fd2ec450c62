import { formatMoney } from '@shop/domain/money'
import type { NextAction, PurchaseEntry } from '@shop/domain/purchase-history'
import { Link } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import classes from './purchase-list.module.css'

// Dates in UTC: the server and the browser then render the same text (no hydration mismatch).
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** Steps that wait on the buyer stand out; the others read as links. */
const URGENT: ReadonlySet<NextAction['kind']> = new Set(['pay', 'upload', 'download'])

/**
 * Every purchase as a card: one column on a phone (nothing scrolls sideways), kind and date, title, status,
 * total and the next step on wider screens in one row.
 */
export function PurchaseList({ purchases }: { purchases: readonly PurchaseEntry[] }) {
  return (
    <ul className={classes.list} aria-label="Your purchases">
      {purchases.map((purchase) => (
        <li key={`${purchase.kind}-${purchase.id}`} className={classes.card}>
          <div className={classes.what}>
            <p className={classes.meta}>
              <span>{purchase.kind_label}</span>
              <span aria-hidden> · </span>
              <time dateTime={purchase.created_at}>{DATE.format(new Date(purchase.created_at))}</time>
            </p>
            <h2 className={classes.title} id={`purchase-${purchase.kind}-${purchase.id}`}>
              <Link to={purchase.href} className={classes.reference}>
                {purchase.reference}
              </Link>
            </h2>
            <p className={classes.subject}>{purchase.title}</p>
          </div>
          <div className={classes.state}>
            <StatusBadge status={purchase.status} label={purchase.status_label} />
            <p className={classes.total}>
              {purchase.total ? formatMoney(purchase.total) : <span className={classes.none}>No charge yet</span>}
            </p>
          </div>
          <div className={classes.action}>
            <Link
              to={purchase.next_action.href}
              className="ts-button"
              data-variant={URGENT.has(purchase.next_action.kind) ? undefined : 'light'}
              // Which purchase the step is for, without changing the link's name ("Pay the estimate").
              aria-describedby={`purchase-${purchase.kind}-${purchase.id}`}
            >
              {purchase.next_action.label}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
