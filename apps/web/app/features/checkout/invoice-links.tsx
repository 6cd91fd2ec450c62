import { Button } from '@mantine/core'
import { Link } from 'react-router'
import type { Schema } from '../../lib/api-client'

/** The order's invoice, printable and as a PDF (decisions 0030, 0069). */
export function InvoiceLinks({ order }: { order: Pick<Schema<'Order'>, 'paths'> }) {
  return (
    <>
      <Button component={Link} to={order.paths.invoice}>
        View invoice
      </Button>
      <Button component="a" href={order.paths.invoice_pdf} variant="default">
        Download invoice (PDF)
      </Button>
    </>
  )
}
