import type { Order } from '@shop/domain/checkout'
import { formatMoney } from '@shop/domain/money'
import type { AppDeps } from '../../http/app-env'
import * as repo from './checkout.repository'
import { loadOrderView } from './order-view'

/**
 * Decision 0069: what happens after paying for tunes. A buyer with an account is sent to each request's status page
 * to upload the ECU read; a guest gets the signed link that attaches the order to a new or existing account first.
 */
export function tuneNextSteps(view: Order, publicUrl: string): string[] {
  const delivery = view.tune_delivery
  if (!delivery) return []
  const made = delivery.lines.filter((line) => line.request !== null)
  if (delivery.claimed && made.length > 0) {
    return [
      'What happens next with your tunes:',
      ...made.map(
        (line) =>
          `  ${line.name} (${line.vehicle}): upload your ECU read so we can prepare the tune for your tool — ${publicUrl}${line.request!.path}`,
      ),
      '',
    ]
  }
  return [
    'What happens next with your tunes:',
    '  Create an account or log in with this link to get them, then upload your ECU read so we can prepare',
    `  the tune for your tool: ${publicUrl}${delivery.claim_path}`,
    '',
  ]
}

/**
 * Decision 0030: the confirmation email through the mailer (the outbox without SMTP), with the invoice
 * link that works without logging in. Sent after the commit; a mail that fails is logged, never undoes
 * the order. Tunes come with their next step (decision 0069); only an order that ships speaks of tracking.
 */
export async function sendOrderConfirmation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'siteConfig'>,
  orderId: number,
): Promise<void> {
  try {
    const order = await repo.findOrder(deps.db, orderId)
    if (!order) return
    const view = await loadOrderView(deps.db, order)
    const invoiceUrl = `${deps.publicUrl}${view.paths.invoice}`
    const lines = view.lines.map(
      (line) =>
        `  ${line.quantity} × ${line.name}${line.options.length ? ` (${line.options.map((o) => `${o.option}: ${o.selection}`).join(', ')})` : ''} — ${formatMoney(line.line_total)}`,
    )
    const text = [
      `Thank you for your order at ${deps.siteConfig.brandName}.`,
      '',
      `Order ${view.id}`,
      ...lines,
      '',
      `Subtotal: ${formatMoney(view.subtotal)}`,
      ...(view.discount.amount_minor > 0
        ? [`Discount (${view.discount_codes.join(', ') || 'automatic'}): −${formatMoney(view.discount)}`]
        : []),
      ...(view.shipping ? [`Shipping (${view.shipping.name}): ${formatMoney(view.shipping.amount)}`] : []),
      ...view.taxes.map(
        (t) => `${t.name} ${t.rate_percent}%${t.inclusive ? ' (included)' : ''}: ${formatMoney(t.amount)}`,
      ),
      `Total: ${formatMoney(view.total)}`,
      '',
      ...(view.shipping_address_line ? [`Ships to: ${view.shipping_address_line}`, ''] : []),
      ...tuneNextSteps(view, deps.publicUrl),
      `Your invoice: ${invoiceUrl}`,
      ...(view.shipping ? ['', 'We will email you the tracking number when your order ships.'] : []),
    ].join('\n')
    await deps.mailer.send({
      to: order.email,
      subject: `${deps.siteConfig.brandName} order ${order.id} confirmed`,
      text,
    })
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'order confirmation could not be queued')
  }
}
