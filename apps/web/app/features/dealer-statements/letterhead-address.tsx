import classes from '../../components/ui/print-page.module.css'
import type { DealerLetterhead } from '@shop/domain/dealers'

/** The dealer's side of a printed page's letterhead (statements, invoices): logo, names, address, tax id, e-mail. */
export function LetterheadAddress({ head }: { head: DealerLetterhead }) {
  return (
    <address>
      {head.logo_url ? <img className={classes.logo} src={head.logo_url} alt="" /> : null}
      <p className={classes.brand}>{head.dealer_name}</p>
      <p>
        <strong>{head.legal_name}</strong>
      </p>
      {head.address.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {head.tax_id ? <p>Tax id: {head.tax_id}</p> : null}
      {head.email ? <p className={classes.muted}>{head.email}</p> : null}
    </address>
  )
}
