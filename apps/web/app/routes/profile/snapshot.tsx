import { MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import { isoDay } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import statement from '../../components/ui/print-page.module.css'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import classes from '../../features/snapshots/snapshot.module.css'
import { dayLabel, SnapshotDateForm } from '../../features/snapshots/snapshot-date-form'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/snapshot'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your account on ${loaderData.date}` : 'Account snapshot' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get('date') || undefined
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/users/{id}/snapshot', { params: { path: { id: params.id }, query: { date } } }),
  )
}

/**
 * SPEC §2 `/profile/{id}/snapshot?date=` (issue 25 item 3, decision 0106): a user's own account on one printable
 * page as it stood at the end of a day. Another user's id is the not-found page (an admin may look at anyone's).
 */
export default function ProfileSnapshot({ loaderData: snap }: Route.ComponentProps) {
  const style = { '--statement-brand': '#1f3a5f', '--statement-accent': '#868e96' } as React.CSSProperties
  return (
    <main className={statement.page} style={style}>
      <SnapshotDateForm
        date={snap.date}
        today={isoDay(new Date())}
        back={{ to: paths.profile(), label: 'Back to your profile' }}
      />
      <header className={statement.header}>
        <address>
          <p className={statement.brand}>{snap.user.name}</p>
          <p className={statement.muted}>{snap.user.email}</p>
        </address>
        <div className={statement.meta}>
          <h1 className={statement.title}>Account snapshot</h1>
          <p>As of the end of {dayLabel(snap.date)} (UTC)</p>
        </div>
      </header>
      <dl className={classes.figures}>
        {TUNE_CREDIT_KINDS.map((kind) => (
          <div key={kind} className={classes.figure}>
            <dt>{TUNE_CREDIT_LABELS[kind]} credits</dt>
            <dd>{snap.credits[kind]}</dd>
          </div>
        ))}
        <div className={classes.figure}>
          <dt>Orders paid</dt>
          <dd>{snap.orders.count}</dd>
        </div>
        <div className={classes.figure}>
          <dt>Open tune requests</dt>
          <dd>{snap.open_requests}</dd>
        </div>
      </dl>
      <section className={classes.section} aria-labelledby="spend-title">
        <h2 id="spend-title">Spent on orders</h2>
        {snap.orders.spend.length === 0 ? (
          <p className={classes.empty}>No order paid by then.</p>
        ) : (
          <p>{snap.orders.spend.map((money) => formatMoney(money)).join(' · ')}</p>
        )}
      </section>
      <section className={classes.section} aria-labelledby="dealers-title">
        <h2 id="dealers-title">Dealer memberships</h2>
        {snap.dealers.length === 0 ? (
          <p className={classes.empty}>No dealer by then.</p>
        ) : (
          <ul>
            {snap.dealers.map((dealer) => (
              <li key={dealer.slug}>
                <Link to={paths.dealer(dealer.slug)}>{dealer.name}</Link> — {MEMBERSHIP_ROLE_LABELS[dealer.role]}, since{' '}
                {dayLabel(dealer.joined_at.slice(0, 10))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
