import { DEALER_STATEMENT_STATUS_LABELS } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import classes from '../../components/ui/print-page.module.css'
import { periodLabel } from '../../features/dealer-statements/statement-lines'
import { acceptedLine } from '../../features/dealer-statements/statement-acceptance'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { LetterheadAddress } from '../../features/dealer-statements/letterhead-address'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/print-statement'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Statement ${loaderData.number ?? periodLabel(loaderData.period_start)} — ${loaderData.letterhead.dealer_name}`
      : 'Statement',
  },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/statements/{id}', {
      params: { path: { slug: params.slug, id: params.id } },
    }),
  )
}

/**
 * `/dealer/{slug}/print-statement/{id}` (issue 25 item 2): the statement as a printable page in the blank layout,
 * in the dealer's brand colours (the shop's when it has none), and its PDF.
 */
export default function PrintStatement({ loaderData: statement, params }: Route.ComponentProps) {
  const head = statement.letterhead
  const open = statement.status === 'open'
  const style = {
    '--statement-brand': head.primary_color,
    '--statement-accent': head.accent_color,
  } as React.CSSProperties
  return (
    <main className={classes.page} style={style}>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={() => window.print()}>
          Print
        </button>
        <a className={classes.button} href={paths.dealerStatementPdf(params.slug, statement.id)}>
          Download PDF
        </a>
        <Link className={classes.button} to={paths.dealerStatement(params.slug, statement.id)}>
          Back to the portal
        </Link>
      </div>
      <header className={classes.header}>
        <LetterheadAddress head={head} />
        <div className={classes.meta}>
          <h1 className={classes.title}>
            {open ? `Open statement, ${periodLabel(statement.period_start)}` : `Statement ${statement.number}`}
          </h1>
          <p>
            Period: {statement.period_start} to {statement.period_last_day}
          </p>
          <p>Status: {statement.overdue ? 'Overdue' : DEALER_STATEMENT_STATUS_LABELS[statement.status]}</p>
          <p>{statement.due_date ? `Due date: ${statement.due_date}` : 'Provisional: the month is not over'}</p>
          <p className={classes.muted}>
            From {head.shop_legal_name}, {head.shop_address.join(', ')}
          </p>
        </div>
      </header>
      <table className={classes.table}>
        <caption className="visually-hidden">Postings and balance</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" data-align="end">
              Amount
            </th>
            <th scope="col" data-align="end">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className={classes.total}>
            <td className={classes.date}>{statement.period_start}</td>
            <td>Opening balance</td>
            <td />
            <td data-align="end">{formatMoney(statement.opening)}</td>
          </tr>
          {statement.lines.map((line) => (
            <tr key={line.transaction_id}>
              <td className={classes.date}>{line.at.slice(0, 10)}</td>
              <td>{line.memo ? `${line.kind_label}: ${line.memo}` : line.kind_label}</td>
              <td data-align="end">{formatMoney(line.amount)}</td>
              <td data-align="end">{formatMoney(line.balance)}</td>
            </tr>
          ))}
          <tr className={classes.total}>
            <td className={classes.date}>{statement.period_last_day}</td>
            <td>{open ? 'Balance so far' : 'Closing balance'}</td>
            <td />
            <td data-align="end">{formatMoney(statement.closing)}</td>
          </tr>
        </tbody>
      </table>
      {acceptedLine(statement) ? <p className={classes.due}>{acceptedLine(statement)}</p> : null}
      {statement.due_date && statement.closing.amount_minor < 0 ? (
        <p className={classes.due}>
          Amount due by {statement.due_date}:{' '}
          {formatMoney({ ...statement.closing, amount_minor: -statement.closing.amount_minor })}
        </p>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
