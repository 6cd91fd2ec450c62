import { orderStatusLabel } from '@shop/domain/checkout'
import { formatAddressLine } from '@shop/domain/accounts'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import classes from '../../features/checkout/invoice-page.module.css'
import { orderApi, orNotFound } from '../../features/checkout/load-order'
import { OrderSummary } from '../../features/checkout/order-summary'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/invoice'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Invoice ${loaderData.invoice.id} — ${loaderData.invoice.seller.name}` : 'Invoice' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return { invoice: await orNotFound(orderApi(serverApi(context)).invoice(params.id, params.token)) }
}

/**
 * SPEC §2 /profile/orders/{id}/{token}/invoice: the printable invoice, opened from the emailed link without
 * logging in (the token is the key); also a PDF download. The seller's legal name, address and tax number and the
 * brand colour come from the site configuration (decision 0069); each line shows its vehicle as on the order.
 */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData
  return (
    <main className={classes.page} style={{ '--invoice-brand': invoice.seller.brand_color } as React.CSSProperties}>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={() => window.print()}>
          Print
        </button>
        <a className={classes.button} href={invoice.paths.invoice_pdf}>
          Download PDF
        </a>
      </div>
      <header className={classes.header}>
        <address className={classes.seller}>
          <p className={classes.brand}>{invoice.seller.name}</p>
          <p>
            <strong>{invoice.seller.legal_name}</strong>
          </p>
          {invoice.seller.address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Tax number: {invoice.seller.tax_number}</p>
          <p className={classes.muted}>{invoice.seller.url}</p>
        </address>
        <div className={classes.meta}>
          <h1 className={classes.title}>Invoice {invoice.id}</h1>
          <p>Date: {invoice.created_at.slice(0, 10)}</p>
          <p>Status: {orderStatusLabel(invoice.status, invoice.shipping !== null)}</p>
        </div>
      </header>
      <section className={classes.parties}>
        <div>
          <h2 className={classes.label}>Bill to</h2>
          <p>{formatAddressLine(invoice.billing_address)}</p>
          <p>{invoice.email}</p>
        </div>
        {invoice.shipping_address ? (
          <div>
            <h2 className={classes.label}>Ship to</h2>
            <p>{formatAddressLine(invoice.shipping_address)}</p>
          </div>
        ) : null}
      </section>
      <OrderSummary
        caption="Items"
        summary={{
          lines: invoice.lines,
          subtotal: invoice.subtotal,
          discount: invoice.discount,
          discountCodes: invoice.discount_codes,
          shipping: invoice.shipping,
          taxes: invoice.taxes,
          total: invoice.total,
        }}
      />
      <p className={classes.muted}>Prices in {invoice.currency}. Thank you for your order.</p>
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
