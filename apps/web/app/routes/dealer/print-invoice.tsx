import { describeCreditAmounts } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import classes from '../../components/ui/print-page.module.css'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { LetterheadAddress } from '../../features/dealer-statements/letterhead-address'
import { dayLabel } from '../../features/snapshots/snapshot-date-form'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/print-invoice'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Invoice ${loaderData.number} — ${loaderData.letterhead.dealer_name}` : 'Invoice' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get('id'))
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 })
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/invoices/{id}', { params: { path: { slug: params.slug, id } } }),
  )
}

/**
 * `/dealer/{slug}/print-invoice?id=` (issue 25, decision 0106): a dealer's invoice — tune-credit codes bought for
 * it, estimated then committed (SPEC §4) — as a printable page in the dealer's brand colours, like its statements.
 */
export default function PrintInvoice({ loaderData: invoice, params }: Route.ComponentProps) {
  const head = invoice.letterhead
  const style = {
    '--statement-brand': head.primary_color,
    '--statement-accent': head.accent_color,
  } as React.CSSProperties
  const estimate = invoice.status === 'estimated'
  return (
    <main className={classes.page} style={style}>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={() => window.print()}>
          Print
        </button>
        <Link className={classes.button} to={paths.dealer(params.slug, 'tune-credits')}>
          Back to the portal
        </Link>
      </div>
      <header className={classes.header}>
        <LetterheadAddress head={head} />
        <div className={classes.meta}>
          <h1 className={classes.title}>{estimate ? `Estimate ${invoice.number}` : `Invoice ${invoice.number}`}</h1>
          <p>Date: {dayLabel((invoice.committed_at ?? invoice.created_at).slice(0, 10))}</p>
          <p>
            Bought by {invoice.buyer.name} ({invoice.buyer.email})
          </p>
          <p>{invoice.settlement}</p>
          <p className={classes.muted}>
            From {head.shop_legal_name}, {head.shop_address.join(', ')}
          </p>
        </div>
      </header>
      <table className={classes.table}>
        <caption className="visually-hidden">What the invoice is for</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" data-align="end">
              Quantity
            </th>
            <th scope="col" data-align="end">
              Unit price
            </th>
            <th scope="col" data-align="end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Tune credit code, {describeCreditAmounts(invoice.credits_per_code)} each</td>
            <td data-align="end">{invoice.code_count}</td>
            <td data-align="end">{formatMoney(invoice.unit_price)}</td>
            <td data-align="end">{formatMoney(invoice.total)}</td>
          </tr>
          <tr className={classes.total}>
            <td colSpan={3}>Total</td>
            <td data-align="end">{formatMoney(invoice.total)}</td>
          </tr>
        </tbody>
      </table>
      {invoice.codes.length > 0 ? (
        <>
          <h2 className={classes.title}>Codes issued</h2>
          <ul>
            {invoice.codes.map((code) => (
              <li key={code.code}>
                <code>{code.code}</code> {code.claimed ? '(claimed)' : '(unclaimed)'}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={classes.due}>An estimate: no code is issued until it is committed.</p>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
