import { formatAddressLine } from '@shop/domain/accounts'
import type { InvoiceSeller, Order } from '@shop/domain/checkout'
import { paths } from '@shop/domain/paths'
import type { SiteConfig } from '@shop/domain/site'
import type { Db } from '../../db/client'
import * as repo from './checkout.repository'
import { tuneDeliveryOf, type TuneDelivery } from './tune-delivery'

const money = (amount_minor: number, currency: string) => ({ amount_minor, currency })

/** The paths of an order's pages (the emailed invoice link works without logging in). */
export const orderPaths = (order: Pick<repo.OrderRow, 'id' | 'invoiceToken'>) => ({
  complete: paths.checkoutComplete(order.id, order.invoiceToken),
  invoice: paths.invoice(order.id, order.invoiceToken),
  invoice_pdf: `/api/v1/orders/${order.id}/invoice.pdf?token=${encodeURIComponent(order.invoiceToken)}`,
  // Decision 0069: a guest's signed link to get the tunes (attach the order to an account).
  claim: paths.claimTunes(order.id, order.invoiceToken),
})

/** An order as the API answers it (snake_case, money as `{ amount_minor, currency }`). */
export function toOrderView(
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  tuneDelivery: TuneDelivery = null,
  refunds: repo.RefundMadeRow[] = [],
): Order {
  const c = order.currency
  return {
    id: order.id,
    status: order.status,
    email: order.email,
    currency: c,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      slug: line.slug,
      name: line.name,
      subtext: line.subtext,
      options: line.options.map((o) => ({ option: o.option.name, selection: o.selection.name })),
      quantity: line.quantity,
      unit_price: money(line.unitPriceMinor, c),
      line_total: money(line.lineTotalMinor, c),
    })),
    subtotal: money(order.subtotalMinor, c),
    discount: money(order.discountMinor, c),
    discount_codes: order.discountCodes,
    shipping: order.shippingTier
      ? { tier: order.shippingTier, name: order.shippingName ?? '', amount: money(order.shippingMinor, c) }
      : null,
    taxes: order.taxLines.map((line) => ({
      name: line.name,
      rate_percent: line.rate_ppm / 10_000,
      inclusive: line.inclusive,
      amount: money(line.amount_minor, c),
    })),
    tax: money(order.taxMinor, c),
    total: money(order.totalMinor, c),
    billing_address: order.billingAddress,
    billing_address_line: formatAddressLine(order.billingAddress),
    shipping_address: order.shippingAddress,
    shipping_address_line: order.shippingAddress ? formatAddressLine(order.shippingAddress) : null,
    tracking_number: order.trackingNumber,
    dealer_fulfilled: order.dealerFulfilled,
    attribution_tag: order.attributionTag,
    paths: orderPaths(order),
    tune_delivery: tuneDelivery,
    refunds: refunds.map((refund) => ({
      created_at: (refund.settledAt ?? refund.createdAt).toISOString(),
      amount: money(refund.amountMinor, refund.currency),
    })),
  }
}
export async function loadOrderView(db: Db, order: repo.OrderRow): Promise<Order> {
  const [lines, refunds] = await Promise.all([repo.findOrderLines(db, order.id), repo.findRefundsMade(db, order.id)])
  return toOrderView(order, lines, await tuneDeliveryOf(db, order, lines), refunds)
}

/**
 * The seller an invoice names (decision 0069): the site's legal entity, address, tax number and brand colour (the
 * brand theme's primary, decision 0100).
 */
export const sellerOf = (siteConfig: SiteConfig, publicUrl: string, brandColor: string): InvoiceSeller => ({
  name: siteConfig.brandName,
  url: publicUrl,
  legal_name: siteConfig.seller.legalName,
  address: siteConfig.seller.address,
  tax_number: siteConfig.seller.taxNumber,
  brand_color: brandColor,
})
