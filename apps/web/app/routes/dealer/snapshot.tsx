import { isoDay, TRANSFER_STATE_LABELS } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import statement from '../../components/ui/print-page.module.css'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import classes from '../../features/snapshots/snapshot.module.css'
import { dayLabel, SnapshotDateForm } from '../../features/snapshots/snapshot-date-form'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/snapshot'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Snapshot ${loaderData.date} — ${loaderData.dealer.name}` : 'Snapshot' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get('date') || undefined
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/snapshot', {
      params: { path: { slug: params.slug }, query: { date } },
    }),
  )
}

/** Whole credits, or money in its currency (a transfer's amount). */
const amountOf = (amount: number, unit: string) =>
  unit.startsWith('credit-')
    ? `${amount} ${TUNE_CREDIT_LABELS[unit.slice(7) as 'ecu'] ?? unit}`
    : formatMoney({ amount_minor: amount, currency: unit })

/**
 * `/dealer/{slug}/snapshot?date=` (issue 25, decision 0106): the dealer's account on one printable page as it stood
 * at the end of a day. Money, transfers and statements only for those who may read the balance; members see
 * credits and counts.
 */
export default function DealerSnapshot({ loaderData: snap, params }: Route.ComponentProps) {
  const head = snap.letterhead
  const style = {
    '--statement-brand': head?.primary_color ?? '#1f3a5f',
    '--statement-accent': head?.accent_color ?? '#868e96',
  } as React.CSSProperties
  return (
    <main className={statement.page} style={style}>
      <SnapshotDateForm
        date={snap.date}
        today={isoDay(new Date())}
        back={{ to: paths.dealer(params.slug), label: 'Back to the portal' }}
      />
      <header className={statement.header}>
        <address>
          {head?.logo_url ? <img className={statement.logo} src={head.logo_url} alt="" /> : null}
          <p className={statement.brand}>{snap.dealer.name}</p>
          {head ? (
            <>
              <p>
                <strong>{head.legal_name}</strong>
              </p>
              {head.address.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </>
          ) : null}
        </address>
        <div className={statement.meta}>
          <h1 className={statement.title}>Account snapshot</h1>
          <p>As of the end of {dayLabel(snap.date)} (UTC)</p>
          <p className={statement.muted}>Balances are the sum of the postings up to then.</p>
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
          <dt>Open tune requests</dt>
          <dd>{snap.open_requests}</dd>
        </div>
        <div className={classes.figure}>
          <dt>Members</dt>
          <dd>{snap.members}</dd>
        </div>
      </dl>
      {snap.money ? (
        <section className={classes.section} aria-labelledby="money-title">
          <h2 id="money-title">Balance</h2>
          {snap.money.length === 0 ? (
            <p className={classes.empty}>No money moved yet.</p>
          ) : (
            <table className={statement.table}>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col" data-align="end">
                    Balance
                  </th>
                  <th scope="col" data-align="end">
                    Credit limit
                  </th>
                  <th scope="col" data-align="end">
                    Available
                  </th>
                </tr>
              </thead>
              <tbody>
                {snap.money.map((line) => (
                  <tr key={line.balance.currency}>
                    <td>{line.balance.currency}</td>
                    <td data-align="end">{formatMoney(line.balance)}</td>
                    <td data-align="end">{formatMoney(line.credit_limit)}</td>
                    <td data-align="end">{formatMoney(line.available)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      {snap.unpaid_statements ? (
        <section className={classes.section} aria-labelledby="statements-title">
          <h2 id="statements-title">Unpaid statements</h2>
          {snap.unpaid_statements.length === 0 ? (
            <p className={classes.empty}>None: every statement due by then was paid.</p>
          ) : (
            <table className={statement.table}>
              <thead>
                <tr>
                  <th scope="col">Statement</th>
                  <th scope="col">Due date</th>
                  <th scope="col" data-align="end">
                    Owed
                  </th>
                  <th scope="col" data-align="end">
                    Outstanding
                  </th>
                </tr>
              </thead>
              <tbody>
                {snap.unpaid_statements.map((row) => (
                  <tr key={row.id}>
                    <td>{row.number}</td>
                    <td>
                      {row.due_date}
                      {row.overdue ? ' (overdue)' : ''}
                    </td>
                    <td data-align="end">{formatMoney(row.owed)}</td>
                    <td data-align="end">{formatMoney(row.outstanding)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      {snap.open_transfers ? (
        <section className={classes.section} aria-labelledby="transfers-title">
          <h2 id="transfers-title">Open transfers</h2>
          {snap.open_transfers.length === 0 ? (
            <p className={classes.empty}>None waiting to be sent.</p>
          ) : (
            <table className={statement.table}>
              <thead>
                <tr>
                  <th scope="col">Asked</th>
                  <th scope="col">To</th>
                  <th scope="col">State</th>
                  <th scope="col" data-align="end">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {snap.open_transfers.map((row) => (
                  <tr key={row.id}>
                    <td className={statement.date}>{row.created_at.slice(0, 10)}</td>
                    <td className={classes.breakable}>{row.recipient}</td>
                    <td>{TRANSFER_STATE_LABELS[row.state]}</td>
                    <td data-align="end">{amountOf(row.amount, row.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
