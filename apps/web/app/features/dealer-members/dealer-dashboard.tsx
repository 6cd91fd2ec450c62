import type { DealerSummary } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_STATUS_LABELS } from '@shop/domain/tuning'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatInstant as formatMoment } from '../../components/ui/admin-table/admin-format'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import type { Schema } from '../../lib/api-client'
import classes from './dealer-dashboard.module.css'

// The dashboard is the portal's first page: plain elements and the design system's classes rather than Mantine's
// components, whose style props cost more than the rest of the page to render (decision 0110).

type Dashboard = Schema<'DealerDashboard'>

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className={classes.figure}>
      <p className={classes.label}>{label}</p>
      <p className={classes.value}>{value}</p>
      {hint ? <p className={classes.hint}>{hint}</p> : null}
    </div>
  )
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={id}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

type MoneyLineOf = Dashboard['money'] extends (infer Line)[] | null ? Line : never

/** The first currency (the one with money, the service sorts it first) as three figures. */
function MoneyLine({ line }: { line: MoneyLineOf }) {
  const balance = line.balance.amount_minor
  return (
    <div className={classes.figures} data-columns="3">
      <Figure
        label={`Balance (${line.balance.currency})`}
        value={formatMoney(line.balance)}
        hint={balance < 0 ? 'Owed to the shop' : balance > 0 ? 'Paid ahead' : 'Nothing owed'}
      />
      <Figure label="Credit limit" value={formatMoney(line.credit_limit)} />
      <Figure label="Available to spend" value={formatMoney(line.available)} hint="Balance plus credit limit" />
    </div>
  )
}

/** The dealer's other currencies in one small table: a phone shows four lines, not nine cards. */
function OtherCurrencies({ lines }: { lines: MoneyLineOf[] }) {
  return (
    // On the narrowest phones the table scrolls inside its card rather than widening the page.
    <div className={classes.tableCard}>
      <table className={classes.table}>
        <caption>Other currencies</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" className={classes.amount}>
              Balance
            </th>
            <th scope="col" className={classes.amount}>
              Credit limit
            </th>
            <th scope="col" className={classes.amount}>
              Available
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.balance.currency}>
              <th scope="row">{line.balance.currency}</th>
              <td className={classes.amount}>{formatMoney(line.balance)}</td>
              <td className={classes.amount}>{formatMoney(line.credit_limit)}</td>
              <td className={classes.amount}>{formatMoney(line.available)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The portal's dashboard (issue 25 item 2): money for those who may see it, credits, open requests, activity. */
export function DealerDashboardView({ dealer, board }: { dealer: DealerSummary; board: Dashboard }) {
  const tab = (name: DealerSummary['tabs'][number], label: string) =>
    dealer.tabs.includes(name) ? (
      <Link to={paths.dealer(dealer.slug, name)} className={classes.link}>
        {label}
      </Link>
    ) : null
  return (
    <div className={classes.board}>
      {board.money ? (
        <Section id="money-title" title="Balance" action={tab('balance', 'All postings')}>
          {board.money.length === 0 ? (
            <EmptyState
              level={3}
              title="No balance yet"
              text="Purchases on the dealer’s balance and payments show here once there are any."
            />
          ) : (
            <div className={classes.stack}>
              <MoneyLine line={board.money[0]!} />
              {board.money.length > 1 ? <OtherCurrencies lines={board.money.slice(1)} /> : null}
            </div>
          )}
        </Section>
      ) : null}
      <Section id="credits-title" title="Tune credits held" action={tab('tune-credits', 'Tune credits')}>
        <div className={classes.figures} data-columns="3" data-always>
          {TUNE_CREDIT_KINDS.map((kind) => (
            <Figure key={kind} label={`${TUNE_CREDIT_LABELS[kind]} credits`} value={board.credits[kind]} />
          ))}
        </div>
      </Section>
      <Section
        id="requests-title"
        title={`Open tune requests (${board.open_requests.count})`}
        action={
          <Link to={paths.tuneRequests()} className={classes.link}>
            All requests
          </Link>
        }
      >
        {board.open_requests.latest.length === 0 ? (
          <EmptyState
            level={3}
            title="No open requests"
            text="Tune requests of the dealer’s customers show here while they are being worked."
          />
        ) : (
          <ul className={classes.requests}>
            {board.open_requests.latest.map((request) => (
              <li key={request.id} className={classes.request}>
                <Link to={paths.tuneRequest(request.id)} className={classes.requestLink}>
                  #{request.id} {request.vehicle || 'Vehicle not named yet'}
                </Link>
                <StatusBadge status={request.status} label={TUNE_REQUEST_STATUS_LABELS[request.status]} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {board.money ? (
        <Section id="activity-title" title="Recent activity">
          {board.activity.length === 0 ? (
            <EmptyState
              level={3}
              title="Nothing recorded yet"
              text="Invitations, role changes and money movements of the dealer are listed here."
            />
          ) : (
            <ol className={classes.activity}>
              {board.activity.map((event) => (
                <li key={event.id}>
                  <p className={classes.summary}>{event.summary}</p>
                  <p className={classes.when}>
                    {formatMoment(event.at)}
                    {event.actor ? ` · ${event.actor}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Section>
      ) : null}
    </div>
  )
}
