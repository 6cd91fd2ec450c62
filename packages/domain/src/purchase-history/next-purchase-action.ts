import { paths } from '../paths/paths'
import type { OrderStatus } from '../checkout/checkout.constants'
import type { RescueSessionStatus } from '../rescue/rescue-session.schema'
import type { TuneRequestStatus } from '../tuning/tune-request.schema'
import type { TuneBundleStatus, CreditInvoiceStatus } from './purchase-history.constants'
import type { NextAction } from './purchase-history.schema'

/** A purchase's identity and status, enough to know what the buyer does next and where. */
export type PurchaseState =
  | { kind: 'store-order'; id: number; status: OrderStatus }
  | { kind: 'tune-bundle'; id: number; status: TuneBundleStatus }
  | { kind: 'tune-request'; id: number; status: TuneRequestStatus }
  | { kind: 'rescue-session'; id: number; status: RescueSessionStatus }
  | { kind: 'credit-codes'; id: number; status: CreditInvoiceStatus }

const action = (kind: NextAction['kind'], label: string, href: string): NextAction => ({ kind, label, href })

/** A purchase's own page, and how the shop names it ("Order 12"). */
export function purchasePageOf(purchase: Pick<PurchaseState, 'kind' | 'id'>): { reference: string; href: string } {
  switch (purchase.kind) {
    case 'store-order':
      return { reference: `Order ${purchase.id}`, href: paths.order(purchase.id) }
    case 'tune-bundle':
      return { reference: `Tune purchase ${purchase.id}`, href: paths.catalogPurchase(purchase.id) }
    case 'tune-request':
      return { reference: `Tune request ${purchase.id}`, href: paths.tuneRequest(purchase.id) }
    case 'rescue-session':
      return { reference: `Rescue session ${purchase.id}`, href: paths.rescue() }
    case 'credit-codes':
      return { reference: `Code invoice ${purchase.id}`, href: paths.credits() }
  }
}

/**
 * The one next step of a purchase (decision 0070): pay what waits for payment, upload a read a tune needs,
 * download what was delivered, track what is on its way or being worked, view anything finished. The link goes
 * to the page where that step is done; a page that lists several (rescue, credits) is the kind's own page.
 */
export function nextPurchaseAction(purchase: PurchaseState): NextAction {
  switch (purchase.kind) {
    case 'store-order': {
      const page = purchasePageOf(purchase).href
      if (purchase.status === 'shipped') return action('track', 'Track the parcel', page)
      return action('view', 'View the order', page)
    }
    case 'tune-bundle': {
      // A paid bundle's tunes are written for the car's own ECU read: sending it is the buyer's next step.
      if (purchase.status === 'paid' || purchase.status === 'billed')
        return action('upload', 'Upload your ECU read', paths.tuning())
      return action('view', 'View the purchase', purchasePageOf(purchase).href)
    }
    case 'tune-request': {
      const page = purchasePageOf(purchase).href
      switch (purchase.status) {
        case 'estimated':
          return action('pay', 'Pay the estimate', page)
        case 'awaiting-read':
          // Paid in the store, waiting only for the car's read (decision 0069): it is uploaded on the request's page.
          return action('upload', 'Upload your ECU read', page)
        case 'rejected':
          return action('upload', 'Upload a new read', page)
        case 'delivered':
          return action('download', 'Download your tune', page)
        case 'cancelled':
          return action('view', 'View the request', page)
        default:
          return action('track', 'Track the request', page)
      }
    }
    case 'rescue-session': {
      if (purchase.status === 'estimated') return action('pay', 'Pay the estimate', paths.rescue())
      if (purchase.status === 'closed') return action('view', 'View the session', paths.rescue())
      return action('track', 'Track the session', paths.rescue())
    }
    case 'credit-codes':
      return action('view', 'View your credits', paths.credits())
  }
}
